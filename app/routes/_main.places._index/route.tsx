import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { PLACES_PAGE_SIZE } from "@schemas/constants";
import type { PlaceCategory, PlaceList } from "@schemas/places";
import { Pagination, requestedPage } from "~/components/places/pagination";
import { PlaceGrid } from "~/components/places/place-card";
import * as styles from "~/components/places/places.css";
import { SimplePage } from "~/components/simple-page";
import { button, input } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";
import { useLocalized } from "~/utils/localized";
import { metaFromData } from "~/utils/meta";
import { useRootData } from "~/utils/use-root-data";

const MAX_QUERY = 100;

/** Places, narrowed by a category chip and a text filter (one GET form: the URL holds the state). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category")?.trim() ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const page = requestedPage(url.searchParams);
  const api = await apiFor(request, context);
  const [t, categories, list] = await Promise.all([
    getT(request),
    api.get<PlaceCategory[]>("/place-categories"),
    api.get<PlaceList>("/places", { category, q, limit: PLACES_PAGE_SIZE, skip: (page - 1) * PLACES_PAGE_SIZE }),
  ]);
  return {
    title: t("places.title"),
    description: t("places.intro"),
    categories,
    category,
    q,
    page,
    pages: Math.ceil(list.total / PLACES_PAGE_SIZE),
    list,
  };
}

export const meta = metaFromData;

function categoryHref(slug: string | null, q: string) {
  const params = new URLSearchParams();
  if (slug) params.set("category", slug);
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `/places?${query}` : "/places";
}

export default function PlacesPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { user } = useRootData();
  const { categories, category, q, page, pages, list } = useLoaderData<typeof loader>();
  return (
    <SimplePage title={t("places.title")} intro={t("places.intro")}>
      <nav aria-label={t("places.categories")}>
        <ul className={styles.chips}>
          <li>
            <Link to={categoryHref(null, q)} className={styles.chip} aria-current={category ? undefined : "page"}>
              {t("places.all_categories")}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={categoryHref(c.slug, q)} className={styles.chip} aria-current={c.slug === category ? "page" : undefined}>
                {localized(c, "name")} ({c.places_count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.toolbar}>
        <Form method="get" action="/places" role="search" className={styles.search}>
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <label htmlFor="places-q" className="visually-hidden">
            {t("places.filter_label")}
          </label>
          <input
            id="places-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY}
            className={input}
            placeholder={t("places.filter_placeholder")}
          />
          <button type="submit" className={button.secondary}>
            {t("places.filter_submit")}
          </button>
        </Form>
        <Link to={user ? "/places/create" : `/auth?redirectTo=${encodeURIComponent("/places/create")}`} className={button.primary}>
          {t("places.add")}
        </Link>
      </div>
      <p className={styles.muted}>{t("places.count", { count: list.total })}</p>
      {list.places.length === 0 ? <p>{t("places.empty")}</p> : <PlaceGrid places={list.places} firstScreen={page === 1 ? "lead" : undefined} />}
      <Pagination page={page} pages={pages} />
    </SimplePage>
  );
}
