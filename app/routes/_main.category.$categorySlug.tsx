import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CategoryGrid } from "../components/category-grid";
import { SimplePage } from "../components/simple-page";
import { apiFor } from "../utils/api.server";
import { rethrowNotFound } from "../utils/not-found.server";
import { pickLocalized, useLocalized } from "../utils/localized";
import { metaFromData } from "../utils/meta-from-data";
import type { Category } from "../utils/types";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  try {
    const category = await api.get<Category>(`/categories/${encodeURIComponent(params.categorySlug ?? "")}`);
    return json({
      category,
      title: pickLocalized(category, "name", api.language),
      description: pickLocalized(category, "description", api.language),
    });
  } catch (error) {
    rethrowNotFound(error);
  }
}

export const meta = metaFromData;

export default function CategoryPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { category } = useLoaderData<typeof loader>();
  return (
    <SimplePage title={localized(category, "name")} intro={localized(category, "description") || undefined}>
      <p>
        <Link to="/categories">{t("nav.categories")}</Link> / {localized(category, "name")}
      </p>
      <p>{t("category.listing_count", { count: category.listing_count })}</p>
      {category.children.length > 0 ? (
        <>
          <h2>{t("category.subcategories")}</h2>
          <CategoryGrid categories={category.children} />
        </>
      ) : category.listing_count === 0 ? (
        <p>{t("empty.listings")}</p>
      ) : null}
    </SimplePage>
  );
}
