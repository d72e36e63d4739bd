import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { CategoryDirectory } from "../components/browse/category-directory";
import { SimplePage } from "../components/simple-page";
import { getT } from "../utils/i18n.server";
import { metaFromData } from "../utils/meta-from-data";
import { useRootData } from "../utils/use-root-data";

/** /categories and /listings are the same page; the tree comes with the root data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return json({ title: t("categories.title"), description: t("categories.intro") });
}

export const meta = metaFromData;

export default function CategoriesPage() {
  const { t } = useTranslation();
  const { categories } = useRootData();
  return (
    <SimplePage title={t("categories.title")} intro={t("categories.intro")}>
      <CategoryDirectory categories={categories} />
    </SimplePage>
  );
}
