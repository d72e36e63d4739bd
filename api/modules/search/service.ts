import { AppError, parseInput } from "../../lib/errors.js";
import type { ListingSummary } from "../../schemas/listing.js";
import { SAVED_SEARCH_PARAMS, type SavedSearchCriteria, SavedSearchCriteriaSchema } from "../../schemas/saved-searches.js";
import {
  QuickSearchQuerySchema,
  type QuickSearchAnswer,
  type SearchAnswer,
  SearchQuerySchema,
  type SearchResult,
} from "../../schemas/search.js";
import { subtree } from "../fields/category-links.js";
import { type ListingFilters, areaFilters, checkDynamicFilters, parseDynamicFilters } from "../listings/filters.js";
import { coverPicture, toSummary } from "../listings/present.js";
import type { ListingsRepository, MediaRow } from "../listings/repository.js";
import type { SearchRepository } from "./repository.js";
import { type SearchWords, addedSynonyms, wholeWords, wordPrefixes } from "./terms.js";
import { DID_YOU_MEAN_MAX, type Vocabulary, correctedWord, isCloseName, nearbyWords, startsSomeWord, vocabularyOf } from "./typos.js";
import { searchTerms } from "./query-words.js";
import type { ListingSearch } from "./repository.js";
import type { MapPins } from "../../schemas/area.js";

/** Categories and places shown with the first page of a search (their counts are always complete). */
export const MATCHES_PER_KIND = 10;
/** Suggestions of each kind while typing. */
export const SUGGESTIONS_PER_KIND = 5;

const EMPTY: SearchAnswer = { results: [], counts: { total: 0, listings: 0, categories: 0, places: 0 }, also: [], corrected: null, did_you_mean: null };

/** How long the listings' words (for typos) are used before being read again. */
const VOCABULARY_MS = 10 * 60 * 1000;

export function createSearchService(deps: { repo: SearchRepository; listings: ListingsRepository }) {
  const { repo, listings } = deps;

  // Read at the first typo, then again in the background when older than VOCABULARY_MS: a new
  // word is forgiven its typos a few minutes after its listing appears.
  let vocabulary: Promise<Vocabulary> | undefined;
  let readAt = 0;
  function currentVocabulary(): Promise<Vocabulary> {
    if (vocabulary && Date.now() - readAt <= VOCABULARY_MS) return vocabulary;
    readAt = Date.now();
    const previous = vocabulary;
    const next = repo.vocabulary().then(vocabularyOf);
    // A failed read keeps the words known before, or is tried again by the next typo.
    vocabulary = next.catch((error: unknown) => {
      if (previous) return previous;
      vocabulary = undefined;
      throw error;
    });
    return previous ?? vocabulary;
  }

  /**
   * The terms with each word that starts no listing's word replaced by what it probably meant;
   * null if none is. Words with synonyms are kept: they may be found in the other language.
   */
  async function withoutTypos(terms: string[]): Promise<string[] | null> {
    const known = await currentVocabulary();
    let changed = false;
    const corrected = terms.map((term) => {
      const meant = startsSomeWord(known, term) || addedSynonyms([term]).length ? null : correctedWord(known, term);
      if (meant) changed = true;
      return meant ?? term;
    });
    return changed ? corrected : null;
  }

  async function suggestions(words: SearchWords) {
    const [titles, categories, places] = await Promise.all([
      repo.listingTitles(words, SUGGESTIONS_PER_KIND),
      repo.categories(words, SUGGESTIONS_PER_KIND),
      repo.places(words, SUGGESTIONS_PER_KIND, { nameOnly: true }),
    ]);
    return { titles, categories, places };
  }

  async function mediaOf(ids: number[]): Promise<Map<number, MediaRow[]>> {
    const byListing = new Map<number, MediaRow[]>();
    if (!ids.length) return byListing;
    for (const row of await listings.media(ids)) byListing.set(row.listing_id, [...(byListing.get(row.listing_id) ?? []), row]);
    return byListing;
  }

  /** Cards of a page of listings, in the page's order. */
  async function cards(ids: number[]): Promise<ListingSummary[]> {
    if (!ids.length) return [];
    const [rows, media] = await Promise.all([repo.summaries(ids), mediaOf(ids)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(row, coverPicture(media.get(id) ?? []))] : [];
    });
  }

  /** The browse filters of the query; a category is given by slug and covers its subcategories. */
  async function filtersOf(input: BrowseCriteria, query: Record<string, unknown>): Promise<ListingFilters> {
    const dynamic = parseDynamicFilters(query);
    await checkDynamicFilters(dynamic, repo.dynamicFilterFields);
    const filters: ListingFilters = {
      priceMin: input.price_min,
      priceMax: input.price_max,
      currency: input.currency,
      location: input.location,
      dynamic,
      ...(await areaFilters(input, repo.topLocationPosition)),
    };
    if (input.category) {
      const id = await repo.categoryIdBySlug(input.category);
      if (id === undefined) {
        const message = `Unknown category: ${input.category}`;
        throw new AppError(422, message, [{ field: "category", message }]);
      }
      filters.categoryIds = subtree(await listings.activeCategoryLinks(), id);
    }
    return filters;
  }

  /**
   * The listing search a query asks for, with how many listings it finds; when none has the words
   * as typed, the words probably meant, if they find some (unless `exact` asks for the words as
   * typed). Null when the query has no words (punctuation alone).
   */
  async function matchedSearch(input: ReturnType<typeof parseSearch>, query: Record<string, unknown>) {
    const filters = await filtersOf(input, query);
    const words = await repo.withStartsSettled(wholeWords(input.q));
    if (!words.terms.length) return null;
    const search: ListingSearch = { words, filters, sort: input.sort_by, limit: input.limit, offset: input.offset };
    // Counting first is cheap (no scoring) and tells the page query how broad the search is.
    const listingCount = await repo.countListings(search);
    if (listingCount === 0 && !input.exact) {
      const terms = await withoutTypos(words.terms);
      const retry = terms && (await repo.withStartsSettled(wholeWords(terms.join(" "))));
      const retryCount = retry ? await repo.countListings({ ...search, words: retry }) : 0;
      if (retry && retryCount) {
        return { search: { ...search, words: retry }, listingCount: retryCount, corrected: { q: retry.terms.join(" "), original: input.q } };
      }
    }
    return { search, listingCount, corrected: null };
  }

  /**
   * When nothing matches, even corrected: searches with a word swapped for a nearby word of the
   * listings (one edit further than a correction goes, most used first), and the categories
   * whose names are close to a word.
   */
  async function didYouMean(terms: string[]): Promise<SearchAnswer["did_you_mean"]> {
    const [known, categories] = await Promise.all([currentVocabulary(), repo.activeCategories()]);
    const queries = new Set<string>();
    terms.forEach((term, i) => {
      for (const word of nearbyWords(known, term)) queries.add(terms.map((t, j) => (i === j ? word : t)).join(" "));
    });
    const close = categories.filter((category) => {
      const nameWords = searchTerms(`${category.name_en} ${category.name_es}`);
      return terms.some((term) => isCloseName(nameWords, term));
    });
    if (!queries.size && !close.length) return null;
    return { queries: [...queries].slice(0, DID_YOU_MEAN_MAX), categories: close.slice(0, DID_YOU_MEAN_MAX) };
  }

  return {
    /**
     * Listings (paged by limit/offset, filtered and sorted) plus the categories and places whose
     * names match. The filters narrow listings only; categories and places come with the first
     * page (offset 0) and are not repeated on later pages, while `counts` always gives all totals.
     */
    async search(query: Record<string, unknown>): Promise<SearchAnswer> {
      const input = parseSearch(query);
      const matched = await matchedSearch(input, query);
      // Punctuation alone ("?!") has no words to look for.
      if (!matched) return EMPTY;
      const { search, listingCount, corrected } = matched;
      const { words } = search;
      const firstPage = input.offset === 0;
      // A first page shorter than its limit holds every match: its length is the count.
      const listed = async <T>(list: () => Promise<T[]>, count: () => Promise<number>): Promise<[T[], number]> => {
        if (!firstPage) return [[], await count()];
        const found = await list();
        return [found, found.length < MATCHES_PER_KIND ? found.length : await count()];
      };
      const [ids, [categories, categoryCount], [places, placeCount]] = await Promise.all([
        repo.listingPage(search, listingCount),
        listed(() => repo.categories(words, MATCHES_PER_KIND), () => repo.countCategories(words)),
        listed(() => repo.places(words, MATCHES_PER_KIND), () => repo.countPlaces(words)),
      ]);
      const results: SearchResult[] = [
        ...categories.map((category): SearchResult => ({
          type: "category",
          id: category.id,
          title: category.name_en,
          url: `/category/${category.slug}`,
          category,
        })),
        ...places.map((place): SearchResult => ({
          type: "place",
          id: place.id,
          title: place.name,
          url: `/places/${place.slug}`,
          place,
        })),
        ...(await cards(ids)).map((listing): SearchResult => ({
          type: "listing",
          id: listing.id,
          title: listing.title,
          url: `/listing/${listing.slug}`,
          listing,
        })),
      ];
      return {
        results,
        counts: {
          total: listingCount + categoryCount + placeCount,
          listings: listingCount,
          categories: categoryCount,
          places: placeCount,
        },
        also: addedSynonyms(words.terms),
        corrected,
        did_you_mean: listingCount + categoryCount + placeCount === 0 ? await didYouMean(words.terms) : null,
      };
    },

    /** The map pins of what `search` finds (its paging and sort aside), corrected as it is. */
    async pins(query: Record<string, unknown>): Promise<MapPins> {
      const matched = await matchedSearch(parseSearch(query), query);
      return matched ? repo.pins(matched.search) : { pins: [], truncated: false };
    },

    /**
     * A saved search's query string, read as its results page reads it: the string to keep (its
     * known parameters only, in order) and what it matches, now or among given listings.
     */
    async savedSearch(queryString: string) {
      const params = new URLSearchParams(queryString.replace(/^\?/, ""));
      const kept = new URLSearchParams();
      const record: Record<string, string | string[]> = {};
      for (const key of [...new Set(params.keys())].sort()) {
        const dynamic = key.startsWith("df_");
        if (!dynamic && !(SAVED_SEARCH_PARAMS as readonly string[]).includes(key)) continue;
        const values = params.getAll(key).filter((value) => value.trim() !== "").slice(0, dynamic ? undefined : 1);
        if (!values.length) continue;
        record[key] = values.length === 1 ? values[0]! : values;
        for (const value of values) kept.append(key, value);
      }
      const criteria = parseInput(SavedSearchCriteriaSchema, record);
      const filters = await filtersOf(criteria, record);
      const words = criteria.q === undefined ? null : wholeWords(criteria.q);
      // Punctuation alone has no words to look for: it matches nothing.
      const matching = (ids?: number[]) => (words && !words.terms.length ? null : repo.matching(words, { ...filters, ids }));
      return {
        query: kept.toString(),
        count: async () => (await matching()?.count()) ?? 0,
        among: async (ids: number[]) => (await matching(ids)?.ids()) ?? [],
      };
    },

    /** Suggestions while typing: listing titles, category names and place names with words starting so. */
    async quick(query: Record<string, unknown>): Promise<QuickSearchAnswer> {
      const words = wordPrefixes(parseInput(QuickSearchQuerySchema, query).q);
      if (!words.terms.length) return { suggestions: { listings: [], categories: [], places: [] } };
      let found = await suggestions(words);
      if (!found.titles.length && !found.categories.length && !found.places.length) {
        // Nothing starts so: typos are forgiven in words of 4 letters or more.
        const corrected = await withoutTypos(words.terms);
        if (corrected) found = await suggestions({ terms: corrected, prefix: true });
      }
      const { titles, categories, places } = found;
      const media = await mediaOf(titles.map((row) => row.id));
      return {
        suggestions: {
          listings: titles.map((row) => ({ ...row, thumbnail_url: coverPicture(media.get(row.id) ?? []).thumbnail_url })),
          categories,
          places,
        },
      };
    },
  };
}

const parseSearch = (query: Record<string, unknown>) => parseInput(SearchQuerySchema, query);

/** What narrows listings besides words: the search's and a saved search's filters alike. */
type BrowseCriteria = Pick<SavedSearchCriteria, "category" | "location" | "price_min" | "price_max" | "currency" | "bbox" | "near" | "within">;

export type SearchService = ReturnType<typeof createSearchService>;
