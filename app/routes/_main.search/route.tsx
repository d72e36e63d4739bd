import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { SearchAnswer, SearchResult } from "@schemas/search";
import { BROWSE_PAGE_SIZE } from "~/components/browse/browse-query";
import { Pagination } from "~/components/browse/pagination";
import { ListingGrid } from "~/components/listing/listing-card";
import { SearchFilterFields, readSearchFilters } from "~/components/search/search-filter-fields";
import * as styles from "~/components/search/search.css";
import { SimplePage } from "~/components/simple-page";
import { button, fieldError, formError, input } from "~/components/ui/ui.css";
import { apiFor, queryParams } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";
import { toCards } from "~/components/listing/listing-cards";
import { pickLocalized } from "~/utils/localized";
import { metaFromData } from "~/utils/meta";
import { getCurrency, getLanguage } from "~/utils/preferences.server";
import { loadFilterCategories, loadSearchLocations, sharedRead } from "~/utils/shell.server";
import { refusalOf } from "~/utils/api-errors.server";
import { SaveSearchForm } from "~/components/alerts/save-search-form";
import { searchQueryError } from "./search.server";
import { validationKey } from "~/locales/validation-key";
import { formatBounds } from "@schemas/area";
import { NearFields, readNear } from "~/components/search/near-fields";
import { ViewToggle } from "~/components/browse/view-toggle";
import { AreaNotice, ResultsMap } from "~/components/map/results-map";
import { loadResultsMap } from "~/components/map/results-map.server";
import { boundsOf } from "~/components/map/area.server";

// Pages are those of the shared pagination links: BROWSE_PAGE_SIZE (20, the search default too).
const PAGE_SIZE = BROWSE_PAGE_SIZE;

const FAILED = "search.failed";

/** The GET /search query of the page's URL: its filters (blank ones left out), page and dynamic `df_*` filters. */
function apiQuery(params: URLSearchParams, page: number, currency: string) {
  const query: Record<string, string | number> = {
    q: params.get("q") ?? "",
    currency,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  for (const [key, value] of Object.entries(readSearchFilters(params))) if (value) query[key] = value;
  if (params.get("exact") === "1") query.exact = "1";
  const { near, within } = readNear(params);
  if (near) Object.assign(query, { near, within });
  const bbox = params.get("bbox")?.trim();
  if (bbox) query.bbox = bbox;
  for (const key of new Set(params.keys())) {
    if (key.startsWith("df_")) query[key] = params.getAll(key).join(",");
  }
  return query;
}

/** What "Save this search" keeps: the page's query and filters (not its page) in the user's currency. */
function saveQueryOf(params: URLSearchParams, currency: string): string {
  const query = new URLSearchParams(params);
  query.delete("page");
  query.set("currency", currency);
  return query.toString();
}

type Of<T extends SearchResult["type"]> = Extract<SearchResult, { type: T }>;
const only = <T extends SearchResult["type"]>(results: SearchResult[], type: T) =>
  results.filter((r): r is Of<T> => r.type === type);

/** This search with the words as typed, not corrected ("Search instead for …"). */
function exactSearchOf(params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete("page");
  query.set("exact", "1");
  return `/search?${query}`;
}

/** This search with other words (a "Did you mean" suggestion), its filters kept. */
function searchFor(q: string, params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete("page");
  query.delete("exact");
  query.set("q", q);
  return `/search?${query}`;
}

/** The answer by kind, with the page's links named and the listings as cards. */
function matchesOf({ counts, results, also, corrected, did_you_mean }: SearchAnswer, language: string, params: URLSearchParams) {
  return {
    counts,
    also,
    didYouMean: did_you_mean
      ? {
          searches: did_you_mean.queries.map((q) => ({ key: `q${q}`, to: searchFor(q, params), label: q })),
          categories: did_you_mean.categories.map((c) => ({ key: `c${c.id}`, to: `/category/${c.slug}`, label: pickLocalized(c, "name", language) })),
        }
      : null,
    corrected: corrected ? { ...corrected, exactSearch: exactSearchOf(params) } : null,
    categories: only(results, "category").map((r) => ({ key: `c${r.id}`, to: r.url, label: pickLocalized(r.category, "name", language) })),
    places: only(results, "place").map((r) => ({ key: `p${r.id}`, to: r.url, label: r.title })),
    listings: toCards(only(results, "listing").map((r) => r.listing), language),
  };
}
type Matched = ReturnType<typeof matchesOf>;

/** A plain GET form: the query and filters stay in the URL and the page works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, language] = await Promise.all([getT(request), getLanguage(request)]);
  const params = new URL(request.url).searchParams;
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  // The filters offer every category with its subcategories, and suggest the top locations.
  const [categories, locations] = await Promise.all([loadFilterCategories(request, context, language), loadSearchLocations(request, context)]);
  const filters = readSearchFilters(params);
  const view = params.get("view") === "map" ? ("map" as const) : ("list" as const);
  const base = {
    title: t("search.title"),
    description: t("search.description"),
    q: params.get("q") ?? "",
    filters,
    near: readNear(params),
    view,
    bounds: boundsOf(params),
    page,
    categories,
    locations,
  };
  const nothing = { queryError: null, error: null, answer: null, map: null };
  if (!params.has("q")) return { ...base, ...nothing };
  const queryError = searchQueryError(base.q);
  if (queryError) return data({ ...base, ...nothing, queryError }, { status: 400 });

  const api = await apiFor(request, context);
  try {
    const currency = await getCurrency(request);
    const query = apiQuery(params, page, currency);
    // The same for everyone who asks: kept with the shared reads, emptied by any write; and so is
    // the page's part made from it (its links carry the page's own query: kept per address).
    const searched = () => sharedRead(request, context, `search:${api.language}:${queryParams(query)}`, (anyone) => anyone.get<SearchAnswer>("/search", query));
    const [answer, map] = await Promise.all([
      sharedRead(request, context, `search-page:${api.language}:${currency}:${params}`, async () => matchesOf(await searched(), api.language, params)),
      view === "map" ? loadResultsMap(api, request, context, "/search/pins", query) : null,
    ]);
    return { ...base, ...nothing, answer, map, saveQuery: saveQueryOf(params, currency) };
  } catch (error) {
    // The server's detail, else 'Failed to perform search'.
    const refusal = refusalOf(error);
    const queryError = refusal?.errors.find((e) => e.field === "q")?.message ?? null;
    const message = refusal && refusal.status !== 404 ? refusal.messageKey : FAILED;
    return data(
      { ...base, ...nothing, queryError, error: queryError ? null : message },
      { status: refusal ? 400 : 502 },
    );
  }
}

export const meta = metaFromData;


function Matches({ title, links, Heading = "h2" }: { title: string; links: { key: string; to: string; label: string }[]; Heading?: "h2" | "h3" }) {
  if (!links.length) return null;
  return (
    <section className={styles.section}>
      <Heading className={styles.sectionTitle}>{title}</Heading>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.chip}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ answer, q, page }: { answer: Matched; q: string; page: number }) {
  const { t } = useTranslation();
  const { counts, categories, places, listings, didYouMean } = answer;
  if (counts.total === 0) {
    return (
      <>
        <p className={styles.summary}>{t("search.no_results")}</p>
        {didYouMean ? (
          <section className={styles.section} data-testid="search-did-you-mean">
            <h2 className={styles.sectionTitle}>{t("search.did_you_mean")}</h2>
            <Matches title={t("search.did_you_mean_searches")} links={didYouMean.searches} Heading="h3" />
            <Matches title={t("search.matching_categories")} links={didYouMean.categories} Heading="h3" />
          </section>
        ) : null}
      </>
    );
  }
  const { corrected } = answer;
  return (
    <>
      {corrected ? (
        <p className={styles.summary} data-testid="search-corrected">
          {t("search.corrected_showing", { q: corrected.q })} ·{" "}
          <Link to={corrected.exactSearch} rel="nofollow">
            {t("search.corrected_instead", { original: corrected.original })}
          </Link>
        </p>
      ) : null}
      <p className={styles.summary} data-testid="search-counts">
        {t("search.summary", { count: counts.total, q: corrected?.q ?? q })}{" "}
        {t("search.summary_parts", { listings: counts.listings, categories: counts.categories, places: counts.places })}
      </p>
      {answer.also.length ? (
        <p className={styles.summary} data-testid="search-also">
          {t("search.also", { words: answer.also.join(", ") })}
        </p>
      ) : null}
      <Matches
        title={t("search.matching_categories")}
        links={categories}
      />
      <Matches
        title={t("search.matching_places")}
        links={places}
      />
      {listings.length ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("search.matching_listings")}</h2>
          {/* Below the filters: under the first screen at phone and desktop sizes, so every photo is lazy. */}
          <ListingGrid listings={listings} />
        </section>
      ) : null}
      <Pagination page={page} total={counts.listings} />
    </>
  );
}

export default function SearchPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { q, filters, page, queryError, error, answer } = data;
  return (
    <SimplePage title={t("search.title")}>
      <Form method="get" action="/search" role="search" noValidate>
        <label htmlFor="search-q" className="visually-hidden">
          {t("search.label")}
        </label>
        <div className={styles.searchBar}>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            className={input}
            placeholder={t("search.placeholder")}
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? "search-q-error" : undefined}
          />
          <button type="submit" className={button.primary}>
            {t("search.submit")}
          </button>
        </div>
        {queryError ? (
          <p id="search-q-error" className={fieldError}>
            {t(validationKey(queryError))}
          </p>
        ) : null}
        <div className={styles.filters}>
          <SearchFilterFields idPrefix="search-page" categories={data.categories} locations={data.locations} values={filters} withDistance />
          <NearFields idPrefix="search-page" locations={data.locations} values={data.near} />
        </div>
        {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
        {data.bounds ? <input type="hidden" name="bbox" value={formatBounds(data.bounds)} /> : null}
      </Form>
      {error ? (
        <p className={formError} role="alert">
          {t(validationKey(error))}
        </p>
      ) : null}
      {answer ? (
        <ViewToggle
          current={data.view}
          options={[
            { view: "list", label: t("search.view_list") },
            { view: "map", label: t("search.view_map") },
          ]}
        />
      ) : null}
      <AreaNotice bounds={data.bounds} />
      {data.map ? <ResultsMap data={data.map} bounds={data.bounds} /> : null}
      {answer && "saveQuery" in data ? <SaveSearchForm query={data.saveQuery} defaultName={q} /> : null}
      {answer ? <Results answer={answer} q={q} page={page} /> : null}
    </SimplePage>
  );
}
