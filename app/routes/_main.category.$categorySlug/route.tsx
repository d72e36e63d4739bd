import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { FieldDefinition, ListingList } from "@schemas/listing";
import type { TopLocationPage } from "@schemas/top-locations";
import { listingsQuery, readBrowseState } from "~/components/browse/browse-query";
import * as styles from "~/components/browse/browse.css";
import { CategoryBreadcrumb, ancestorsOf } from "./category-breadcrumb";
import { FilterPanel } from "./filter-panel";
import { Pagination } from "~/components/browse/pagination";
import { ViewToggle } from "~/components/browse/view-toggle";
import { AreaNotice, ResultsMap } from "~/components/map/results-map";
import { loadResultsMap } from "~/components/map/results-map.server";
import { boundsOf } from "~/components/map/area.server";
import { ListingGrid } from "~/components/listing/listing-card";
import { page } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { toCards } from "~/components/listing/listing-cards";
import { pickLocalized, useLocalized } from "~/utils/localized";
import { metaFromData } from "~/utils/meta";
import { getCurrency } from "~/utils/preferences.server";
import { loadCategoryTree } from "~/utils/shell.server";
import type { Category } from "@schemas/categories";
import type { ShellLocation } from "~/utils/types";
import { optionalRead, orErrorPage, refusalOf, throwAsErrorPage } from "~/utils/api-errors.server";
import { savedSearchQueryOfBrowse } from "@schemas/saved-searches";
import { SaveSearchForm } from "~/components/alerts/save-search-form";

/** The search popup asks for 50 top locations; the filter offers the same list. */
const LOCATION_CHOICES = 50;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const category = await orErrorPage(api.get<Category>(`/categories/${encodeURIComponent(params.categorySlug ?? "")}`));
  const search = new URL(request.url).searchParams;
  const state = readBrowseState(search);
  const currency = await getCurrency(request);
  const query = listingsQuery(state, category.id, currency);
  const [result, fields, locations, tree, map] = await Promise.all([
    api
      .get<ListingList>("/listings", query)
      .then((list) => ({ list, errors: [] as string[] }))
      .catch((error: unknown) => {
        // Bad filter values come back as the API's field errors; the page shows them by the form.
        const refusal = refusalOf(error);
        if (refusal?.status === 422) {
          return { list: null, errors: refusal.errors.length ? refusal.errors.map((e) => e.message) : [refusal.messageKey] };
        }
        throwAsErrorPage(error);
      }),
    optionalRead(context, "Loading category fields", api.get<FieldDefinition[]>(`/categories/${category.id}/fields`), [] as FieldDefinition[]),
    optionalRead(
      context,
      "Loading top locations",
      api
        .get<TopLocationPage>("/top-locations", { size: LOCATION_CHOICES })
        .then((found): ShellLocation[] => found.items.map((l) => ({ slug: l.slug, name: l.name }))),
      [] as ShellLocation[],
    ),
    loadCategoryTree(request, context, api.language),
    state.view === "map" ? loadResultsMap(api, request, context, "/listings/pins", query) : null,
  ]);
  return data(
    {
      category,
      ancestors: ancestorsOf(tree, category.id),
      state,
      currency,
      fields,
      locations,
      listings: toCards(result.list?.listings ?? [], api.language),
      total: result.list?.total ?? 0,
      errors: result.errors,
      map,
      bounds: boundsOf(search),
      saveQuery: savedSearchQueryOfBrowse(category.slug, search, currency),
      title: pickLocalized(category, "name", api.language),
      description: pickLocalized(category, "description", api.language),
    },
    { status: result.errors.length ? 400 : 200 },
  );
}

export const meta = metaFromData;

export default function CategoryPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { pathname } = useLocation();
  const { category, ancestors, state, currency, fields, locations, listings, total, errors, saveQuery, map, bounds } = useLoaderData<typeof loader>();
  const name = localized(category, "name");
  const description = localized(category, "description");
  return (
    <div className={page}>
      <CategoryBreadcrumb name={name} ancestors={ancestors} />
      <h1>{name}</h1>
      {description ? <p className={styles.muted}>{description}</p> : null}
      {category.children.length ? (
        <nav aria-label={t("category.subcategories")}>
          <ul className={styles.chips}>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={`/category/${child.slug}`} className={styles.chip}>
                  {localized(child, "name")} <span className={styles.muted}>({child.listing_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.layout}>
        <FilterPanel action={pathname} state={state} currency={currency} fields={fields} locations={locations} errors={errors} />
        <section aria-label={t("browse.results")}>
          <div className={styles.toolbar}>
            <p className={styles.muted} data-testid="browse-total" style={{ margin: 0 }}>
              {t("category.listing_count", { count: total })}
            </p>
            <ViewToggle
              current={state.view}
              options={[
                { view: "grid", label: t("browse.view_grid") },
                { view: "list", label: t("browse.view_list") },
                { view: "map", label: t("search.view_map") },
              ]}
            />
          </div>
          <AreaNotice bounds={bounds} />
          {map ? <ResultsMap data={map} bounds={bounds} /> : null}
          <SaveSearchForm query={saveQuery} defaultName={name} />
          {/* A subcategory's first cards are in a phone's first screen, its largest picture there. */}
          {listings.length ? <ListingGrid listings={listings} view={state.view === "list" ? "list" : "grid"} firstScreen={map ? undefined : "lead"} /> : <p>{t("empty.listings")}</p>}
          <Pagination page={state.page} total={total} />
        </section>
      </div>
    </div>
  );
}
