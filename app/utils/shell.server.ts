import type { AppLoadContext } from "@remix-run/node";
import { BANNER_IMPRESSIONS_PER_CALL, type BannerPosition, type PublicBanner } from "@schemas/public-banner";
import type { TopLocationPage } from "@schemas/top-locations";
import { apiFor } from "./api.server";
import { optionalRead } from "./api-errors.server";
import { toShownBanners } from "../components/banners/shown-banners";
import type { Currency } from "@schemas/admin-currencies";
import type { Category } from "@schemas/categories";
import type { MaintenanceStatus } from "@schemas/maintenance";
import type { FilterCategory, ShellCategory, ShellLocation, ShellSubcategory, TopCategory } from "./types";
import { pickLocalized } from "./localized";
import type { PlacingLocation } from "../components/wizard/location-picker";
import type { MapSettings } from "@schemas/admin-map";

/** The banner positions the shell shows on every page (the home page asks for its own). */
const SHELL_BANNERS: BannerPosition[] = ["HEADER", "FOOTER", "MOBILE_BOTTOM"];
/** The search filters suggest up to 50 top locations. */
const SEARCH_LOCATIONS = 50;

/**
 * Public data every page shows, asked for without the user's token (it is the same for everyone)
 * and kept across requests in the shell cache: one load per CACHE_SECONDS, not one per page.
 */
export function sharedRead<T>(
  request: Request,
  context: AppLoadContext,
  key: string,
  load: (api: Awaited<ReturnType<typeof apiFor>>) => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  const run = async () => load(await apiFor(request, context, { token: null }));
  return context.shellCache ? context.shellCache.get(key, run, keep) : run();
}

/**
 * An answer every signed-in viewer is given alike (a public listing page's listing: its owner's
 * phone shows to anyone signed in), read with this viewer's token and kept as the shared reads
 * are while `isAlike` says so. Another viewer's answer that is not alike, loaded at the same
 * moment (an owner's draft; a refusal, such as another's 404 for the draft its owner is opening),
 * is never handed on: this viewer reads their own.
 */
export async function alikeForSignedIn<T>(context: AppLoadContext, key: string, load: () => Promise<T>, isAlike: (value: T) => boolean): Promise<T> {
  if (!context.shellCache) return load();
  let loadedHere = false;
  const loadHere = () => {
    loadedHere = true;
    return load();
  };
  let value: T;
  try {
    value = await context.shellCache.get(key, loadHere, isAlike);
  } catch (refusal) {
    if (loadedHere) throw refusal;
    return load();
  }
  return loadedHere || isAlike(value) ? value : load();
}

// The shell needs names (in the page's language), counts and the top level's icons only: descriptions and the
// other language stay out of every page's data.
const subcategories = (nodes: Category[], language: string): ShellSubcategory[] =>
  nodes.map((node) => ({
    id: node.id, slug: node.slug, name: pickLocalized(node, "name", language), listing_count: node.listing_count, children: subcategories(node.children, language),
  }));
const shellCategories = (nodes: Category[], language: string): ShellCategory[] =>
  subcategories(nodes, language).map((top, index) => ({ ...top, icon: nodes[index]!.icon, color: nodes[index]!.color }));

/** A currency the visitor may choose: `rate` units of it buy one pound. */
export type ShellCurrency = Pick<Currency, "code" | "symbol" | "name"> & { rate: number };

/**
 * The category tree in the page's language, for the pages that offer the subcategories (the
 * category directory, search filters, the wizard) and the drawer's resource route.
 */
export function loadCategoryTree(request: Request, context: AppLoadContext, language: string): Promise<ShellCategory[]> {
  return optionalRead(context, "Loading categories", categoryTree(request, context, language), [] as ShellCategory[]);
}

/** The category tree in the page's language, for a page that cannot do without it (a failure is the page's error). */
export function categoryTree(request: Request, context: AppLoadContext, language: string): Promise<ShellCategory[]> {
  return sharedRead(request, context, `categories:${language}`, (api) => api.get<Category[]>("/categories").then((tree) => shellCategories(tree, language)));
}

const topLevel = (tree: ShellCategory[]): TopCategory[] => tree.map(({ children: _children, ...top }) => top);

/**
 * The categories the search page's filters offer, two levels, slugs and names only: the tree with
 * its counts and icons was some 300 of the page's 700 data entries, each encoded on every search.
 */
export function loadFilterCategories(request: Request, context: AppLoadContext, language: string): Promise<FilterCategory[]> {
  const filterCategories = sharedRead(request, context, `filter-categories:${language}`, () =>
    categoryTree(request, context, language).then((tree) =>
      tree.map(({ slug, name, children }) => ({ slug, name, children: children.map((child) => ({ slug: child.slug, name: child.name })) })),
    ),
  );
  return optionalRead(context, "Loading categories", filterCategories, [] as FilterCategory[]);
}

/**
 * What the root needs: the top-level categories (the subcategories are for the pages and the
 * drawer that show them, not for every page's data), maintenance status and the currencies; each fails alone.
 */
export function loadRootShell(request: Request, context: AppLoadContext, language: string) {
  return Promise.all([
    loadCategoryTree(request, context, language).then(topLevel),
    optionalRead(context, "Maintenance check", sharedRead(request, context, "maintenance", (api) => api.get<MaintenanceStatus>("/admin/maintenance/status")), null),
    // The enabled currencies (the selector's choices) with their units per pound, for
    // approximate conversions in the chosen one; the pound first, the others by code.
    optionalRead(
      context,
      "Loading currencies",
      sharedRead(request, context, "currencies", (api) =>
        api
          .get<Currency[]>("/currencies")
          .then((currencies) =>
            currencies
              .map(({ code, symbol, name, rate_from_gbp }): ShellCurrency => ({ code, symbol, name, rate: Number(rate_from_gbp) }))
              .sort((a, b) => Number(b.code === "gbp") - Number(a.code === "gbp") || a.code.localeCompare(b.code)),
          ),
      ),
      [] as ShellCurrency[],
    ),
  ]);
}

/** The active top locations (up to 50), kept in the shell cache: the search filters and the listing forms offer them. */
const activeLocations = (request: Request, context: AppLoadContext) =>
  sharedRead(request, context, "top-locations", (api) =>
    api
      .get<TopLocationPage>("/top-locations", { size: SEARCH_LOCATIONS, page: 1, active_only: true })
      .then((page) => page.items.map(({ id, slug, name, latitude, longitude }) => ({ id, slug, name, latitude, longitude }))),
  );

/** The top locations the search filters suggest (none when they failed: the field still takes any text). */
export async function loadSearchLocations(request: Request, context: AppLoadContext): Promise<ShellLocation[]> {
  const locations = await optionalRead(context, "Loading top locations", activeLocations(request, context), []);
  return locations.map(({ slug, name }) => ({ slug, name }));
}

/** The top locations a listing may be placed in, with their positions (none when they failed: the coordinates still place it). */
export async function loadPlacingLocations(request: Request, context: AppLoadContext): Promise<PlacingLocation[]> {
  const locations = await optionalRead(context, "Loading top locations", activeLocations(request, context), []);
  return locations.map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude }));
}

/**
 * The banners of some positions, in the page's language, kept in the shell cache like the rest
 * of the public data (none when they fail: the page renders without them). Each page that shows
 * them notes their impressions, posted once per request (`postImpressions`).
 */
export async function loadBanners(request: Request, context: AppLoadContext, language: string, positions: BannerPosition[]): Promise<PublicBanner[]> {
  const list = positions.join(",");
  const banners = await optionalRead(
    context,
    "Loading banners",
    sharedRead(request, context, `banners:${list}:${language}`, (api) => api.get<PublicBanner[]>("/banners/active", { language, positions: list, count: false })),
    [] as PublicBanner[],
  );
  reportImpressions(context, banners);
  return banners;
}

/** The banners a page's loaders reported and not yet posted, by the page's request context. */
const unreported = new WeakMap<AppLoadContext, Set<number>>();

/**
 * Notes an impression of each banner a page shows from a kept selection. The page's loaders
 * report theirs as they finish (the layout's, a listing's sidebar); `postImpressions` posts them
 * once all have finished.
 */
export function reportImpressions(context: AppLoadContext, banners: Array<{ id: number }>): void {
  if (!banners.length) return;
  const pending = unreported.get(context) ?? new Set<number>();
  for (const banner of banners) pending.add(banner.id);
  unreported.set(context, pending);
}

/**
 * The impressions of the pages served in the last moment, posted together: a post per page was an
 * API call on every page. Each page adds its banners once; the post goes a second after the
 * first page waiting, or at once when a post's worth waits, with the latest page's way to the API.
 */
const waiting = { ids: [] as number[], timer: undefined as NodeJS.Timeout | undefined, via: undefined as [Request, AppLoadContext] | undefined };
const IMPRESSIONS_WAIT_MS = 1000;

/** Adds the impressions a request's loaders reported to the next post: the entry calls it once they are done. */
export function postImpressions(request: Request, context: AppLoadContext): void {
  const ids = unreported.get(context);
  if (!ids) return;
  unreported.delete(context);
  waiting.ids.push(...ids);
  waiting.via = [request, context];
  // Half a call's worth: far more than one more page adds.
  if (waiting.ids.length >= BANNER_IMPRESSIONS_PER_CALL / 2) void flushImpressions();
  else if (!waiting.timer) waiting.timer = setTimeout(() => void flushImpressions(), IMPRESSIONS_WAIT_MS);
}

/** Posts the impressions waiting; the server calls it (through the entry) before it stops. */
export async function flushImpressions(): Promise<void> {
  clearTimeout(waiting.timer);
  waiting.timer = undefined;
  const ids = waiting.ids.splice(0);
  if (!ids.length || !waiting.via) return;
  const [request, context] = waiting.via;
  await apiFor(request, context, { token: null })
    .then((api) => api.post("/banners/impressions", { ids }))
    .catch(() => undefined);
}

/** What the main layout shows: its banners, in the page's language. */
export async function loadLayoutShell(request: Request, context: AppLoadContext, language: string) {
  return { banners: toShownBanners(await loadBanners(request, context, language, SHELL_BANNERS)) };
}

/** The map's settings (tiles, centre, service area), the same for everyone: kept in the shell cache. */
export const loadMapSettings = (request: Request, context: AppLoadContext): Promise<MapSettings | null> =>
  optionalRead(context, "Loading map settings", sharedRead(request, context, "map-settings", (api) => api.get<MapSettings>("/settings/map")), null);
