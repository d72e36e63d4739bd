import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { CategoryDirectory } from "./category-directory";
import { SimplePage } from "~/components/simple-page";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { getLanguage } from "~/utils/preferences.server";
import { loadCategoryTree } from "~/utils/shell.server";

/** /categories and /listings are the same page: the whole category tree. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, language] = await Promise.all([getT(request), getLanguage(request)]);
  return { title: t("categories.title"), description: t("categories.intro"), categories: await loadCategoryTree(request, context, language) };
}

export const meta = metaFromData;

export default function CategoriesPage() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  return (
    <SimplePage title={t("categories.title")} intro={t("categories.intro")}>
      <CategoryDirectory categories={categories} />
    </SimplePage>
  );
}
