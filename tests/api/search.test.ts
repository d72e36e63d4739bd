import { beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "../../api/schemas/listing.js";
import { withSearchIndexPaused } from "../../api/modules/search/search-index.js";
import type { QuickSearchAnswer, SearchAnswer, SearchResult } from "../../api/schemas/search.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { distinctWord } from "../support/search-words.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

type CategoryNode = { id: number; slug: string; children: CategoryNode[] };
type ErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

let token: string;
const categoryIds = new Map<string, number>();

const server = setupTestServer();
beforeAll(async () => {
  const user = await createUser(server.services.database);
  token = await loginAs(server, user.email, user.password);
  const tree = (await (await server.api("/categories")).json()) as CategoryNode[];
  for (const top of tree) {
    categoryIds.set(top.slug, top.id);
    for (const child of top.children) categoryIds.set(child.slug, child.id);
  }
});

/** A word no seeded text contains, so each test sees only its own listings. */
const uniqueWord = () => distinctWord();

async function call<T>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const response = await server.api(path, { method, token, body });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

type ListingInput = {
  title: string;
  description?: string;
  category?: string;
  price_gbp?: number;
  address?: string;
  field_values?: Record<string, unknown>;
};

async function draft(input: ListingInput): Promise<Listing> {
  return call<Listing>(
    "POST",
    "/listings",
    {
      category_id: categoryIds.get(input.category ?? "furniture"),
      title: input.title,
      description: input.description ?? "A listing written by the search tests, in good order.",
      price_gbp: input.price_gbp ?? 100,
      ...(input.address ? { address: input.address } : {}),
      ...(input.field_values ? { field_values: input.field_values } : {}),
    },
    201,
  );
}

async function published(input: ListingInput): Promise<Listing> {
  const listing = await draft(input);
  return call<Listing>("POST", `/listings/${listing.id}/publish`);
}

async function search(params: Record<string, string | number>): Promise<SearchAnswer> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return call<SearchAnswer>("GET", `/search?${query}`);
}

const listingIds = (answer: SearchAnswer) => answer.results.filter((r) => r.type === "listing").map((r) => r.id);
const ofType = (answer: SearchAnswer, type: SearchResult["type"]) => answer.results.filter((r) => r.type === type);

describe("GET /search: what is found", () => {
  it("ignores accents and case both ways", async () => {
    const word = uniqueWord();
    const cafe = await published({ title: `Vintage Café table ${word}` });
    const sofa = await published({ title: `Leather sofa ${word} for the lounge` });
    expect(listingIds(await search({ q: `cafe ${word}` }))).toEqual([cafe.id]);
    expect(listingIds(await search({ q: `CAFÉ ${word.toUpperCase()}` }))).toEqual([cafe.id]);
    expect(listingIds(await search({ q: `sofá ${word}` }))).toEqual([sofa.id]);
    expect(listingIds(await search({ q: `Sofa ${word}` }))).toEqual([sofa.id]);
  });

  it("finds whole words in their singular and plural forms", async () => {
    const word = uniqueWord();
    const sofas = await published({ title: `Two sofas ${word}` });
    const cities = await published({ title: `Maps of the cities ${word}`, description: "Muebles antiguos y ordenadores." });
    expect(listingIds(await search({ q: `sofa ${word}` }))).toEqual([sofas.id]);
    expect(listingIds(await search({ q: `city ${word}` }))).toEqual([cities.id]);
    expect(listingIds(await search({ q: `mueble ordenador ${word}` }))).toEqual([cities.id]);
    // Suggestions, made while the visitor types, match word starts (so does the search: search-word-starts.test.ts).
    const typed = await call<QuickSearchAnswer>("GET", `/search/quick?q=${encodeURIComponent(`sof ${word.slice(0, -2)}`)}`);
    expect(typed.suggestions.listings.map((l) => l.id)).toEqual([sofas.id]);
  });

  it("counts a one-word search exactly, whether the word is found in one form or in several", async () => {
    const word = uniqueWord();
    const single = await published({ title: `Kayak ${word} for two` });
    expect((await search({ q: word })).counts.listings).toBe(1);
    // Both forms, once in the same listing: that listing is counted once.
    const both = await published({ title: `Paddles ${word} and ${word}s` });
    const plural = await published({ title: `Three ${word}s` });
    const answer = await search({ q: word });
    expect(answer.counts.listings).toBe(3);
    expect(listingIds(answer).sort()).toEqual([single.id, both.id, plural.id].sort());
    await call("DELETE", `/listings/${single.id}`, undefined, 204);
    await call("DELETE", `/listings/${both.id}`, undefined, 204);
    expect((await search({ q: word })).counts.listings).toBe(1);
    expect((await search({ q: `${word}s` })).counts.listings).toBe(1);
  });

  it("ranks a title match above a description match", async () => {
    const word = uniqueWord();
    const inDescription = await published({
      title: "Oak bookcase, five shelves",
      description: `Solid oak, collected from ${word} street only.`,
    });
    const inTitle = await published({ title: `Oak chest ${word} edition` });
    const answer = await search({ q: word });
    expect(listingIds(answer)).toEqual([inTitle.id, inDescription.id]);
    expect(answer.counts).toMatchObject({ listings: 2, categories: 0, places: 0, total: 2 });
  });

  it("finds text field values, option labels in English and Spanish, and category names in both languages", async () => {
    const word = uniqueWord();
    const brand = `Brand${word}`;
    const listing = await published({ title: `Dining chairs ${word}`, field_values: { brand, condition: "like-new" } });
    expect(listingIds(await search({ q: brand }))).toEqual([listing.id]);
    for (const q of [`like new ${word}`, `como nuevo ${word}`, `furniture ${word}`, `muebles ${word}`, `hogar jardin ${word}`]) {
      expect(listingIds(await search({ q })), q).toEqual([listing.id]);
    }
    expect(listingIds(await search({ q: `electronics ${word}` }))).toEqual([]);
  });

  it("finds categories by their English and Spanish names and places by name and description, with links", async () => {
    const byEnglish = await search({ q: "furniture" });
    expect(ofType(byEnglish, "category")).toContainEqual(
      expect.objectContaining({ type: "category", url: "/category/furniture", title: "Furniture" }),
    );
    const bySpanish = await search({ q: "muebles" });
    expect(ofType(bySpanish, "category").map((r) => r.url)).toContain("/category/furniture");
    expect(bySpanish.counts.categories).toBe(ofType(bySpanish, "category").length);

    const places = await search({ q: "gibraltar museum" });
    expect(ofType(places, "place")).toContainEqual(
      expect.objectContaining({ type: "place", url: "/places/gibraltar-national-museum", title: "Gibraltar National Museum" }),
    );
    const answer = await search({ q: "gibraltar" });
    expect(answer.counts.places).toBeGreaterThanOrEqual(2);
    expect(answer.counts.listings).toBeGreaterThan(0);
    expect(answer.counts.total).toBe(answer.counts.listings + answer.counts.categories + answer.counts.places);
    const card = ofType(answer, "listing")[0]!;
    expect(card).toMatchObject({ url: `/listing/${(card as Extract<SearchResult, { type: "listing" }>).listing.slug}` });
    expect((card as Extract<SearchResult, { type: "listing" }>).listing).toMatchObject({
      status: "published",
      category: expect.any(Object),
    });
  });

  it("finds only published listings, and follows create, update, publish and delete", async () => {
    const word = uniqueWord();
    const later = uniqueWord();
    const listing = await draft({ title: `Garden bench ${word}` });
    expect(listingIds(await search({ q: word }))).toEqual([]);

    await call("POST", `/listings/${listing.id}/publish`);
    expect(listingIds(await search({ q: word }))).toEqual([listing.id]);

    await call("PATCH", `/listings/${listing.id}`, { title: `Garden bench ${later}` });
    expect(listingIds(await search({ q: word }))).toEqual([]);
    expect(listingIds(await search({ q: later }))).toEqual([listing.id]);

    await call("PATCH", `/listings/${listing.id}`, { field_values: { brand: `Maker${word}` } });
    expect(listingIds(await search({ q: `maker${word}` }))).toEqual([listing.id]);

    await call("DELETE", `/listings/${listing.id}`, undefined, 204);
    expect(listingIds(await search({ q: later }))).toEqual([]);
    expect((await search({ q: later })).counts.listings).toBe(0);
  });
});

describe("GET /search: across English and Spanish", () => {
  it("finds listings written in the other language, both ways, and says which words it added", async () => {
    const word = uniqueWord();
    const piso = await published({ title: `Piso luminoso ${word} con vistas` });
    const flat = await published({ title: `Bright flat ${word} near Casemates` });
    const english = await search({ q: `flat ${word}` });
    expect(listingIds(english).sort()).toEqual([piso.id, flat.id].sort());
    expect(english.also).toEqual(expect.arrayContaining(["piso", "apartamento"]));
    expect(english.also).not.toContain("flat");
    const spanish = await search({ q: `pisos ${word}` });
    expect(listingIds(spanish).sort()).toEqual([piso.id, flat.id].sort());
  });

  it("a car finds coches, a bike bicis, a rent alquileres; words of another meaning only by their start", async () => {
    const word = uniqueWord();
    const coche = await published({ title: `Coche familiar ${word}` });
    const bici = await published({ title: `Bici de montaña ${word}` });
    const alquiler = await published({ title: `Habitación en alquiler ${word}` });
    const carpet = await published({ title: `Persian carpet ${word}` });
    // "car" is also the start of "carpet": found too, after the whole words.
    expect(listingIds(await search({ q: `car ${word}` }))).toEqual([coche.id, carpet.id]);
    expect(listingIds(await search({ q: `bike ${word}` }))).toEqual([bici.id]);
    expect(listingIds(await search({ q: `rent ${word}` }))).toEqual([alquiler.id]);
    expect(listingIds(await search({ q: `alfombra ${word}` }))).toEqual([carpet.id]);
    expect(listingIds(await search({ q: `coche ${word}` }))).toEqual([coche.id]);
    expect((await search({ q: `kayak ${word}` })).also).toEqual(["piragua"]);
    expect((await search({ q: word })).also).toEqual([]);
  });
});

describe("bulk loads", () => {
  it("index what was written while the triggers were paused, and resume them", async () => {
    const word = uniqueWord();
    const { database } = server.services;
    const owner = await createUser(database);
    const loaded = await withSearchIndexPaused(database, async () => {
      const row = await createListing(database.db, owner.id, `Bulk loaded kettle ${word}`);
      await database.db.updateTable("listings").set({ status: "published" }).where("id", "=", row.id).execute();
      return row;
    });
    expect(listingIds(await search({ q: word }))).toEqual([loaded.id]);
    const later = await published({ title: `Toaster written afterwards ${word}` });
    expect(listingIds(await search({ q: `toaster ${word}` }))).toEqual([later.id]);
  });
});

describe("GET /search: filters, sorting and paging", () => {
  let word: string;
  let cheap: Listing;
  let middle: Listing;
  let dear: Listing;
  beforeAll(async () => {
    word = uniqueWord();
    cheap = await published({
      title: `Desk lamp ${word}`,
      category: "furniture",
      price_gbp: 100,
      address: "Main Street, Gibraltar",
      field_values: { condition: "new" },
    });
    middle = await published({
      title: `Fridge freezer ${word}`,
      category: "appliances",
      price_gbp: 500,
      address: "Irish Town, Gibraltar",
      field_values: { condition: "good" },
    });
    dear = await published({
      title: `Gaming laptop ${word}`,
      category: "computers",
      price_gbp: 900,
      address: "Europort, Gibraltar",
    });
  });

  it("filters by category including its subcategories, by price, by location and by a dynamic field", async () => {
    expect(listingIds(await search({ q: word, category: "home-and-garden", sort_by: "oldest" }))).toEqual([cheap.id, middle.id]);
    expect(listingIds(await search({ q: word, category: "furniture" }))).toEqual([cheap.id]);
    expect(listingIds(await search({ q: word, price_min: 200, price_max: 600 }))).toEqual([middle.id]);
    expect(listingIds(await search({ q: word, price_min: 400, sort_by: "price_low" }))).toEqual([middle.id, dear.id]);
    expect(listingIds(await search({ q: word, location: "irish town" }))).toEqual([middle.id]);
    expect(listingIds(await search({ q: word, df_condition: "new" }))).toEqual([cheap.id]);
    expect(listingIds(await search({ q: word, dynamic_filters: JSON.stringify({ condition: ["good"] }) }))).toEqual([middle.id]);
    const filtered = await search({ q: word, category: "home-and-garden", price_max: 300 });
    expect(filtered.counts.listings).toBe(1);
  });

  it("sorts by newest, oldest, price low and price high", async () => {
    expect(listingIds(await search({ q: word, sort_by: "newest" }))).toEqual([dear.id, middle.id, cheap.id]);
    expect(listingIds(await search({ q: word, sort_by: "oldest" }))).toEqual([cheap.id, middle.id, dear.id]);
    expect(listingIds(await search({ q: word, sort_by: "price_low" }))).toEqual([cheap.id, middle.id, dear.id]);
    expect(listingIds(await search({ q: word, sort_by: "price_high" }))).toEqual([dear.id, middle.id, cheap.id]);
    expect(listingIds(await search({ q: word, sort_by: "relevance" })).sort()).toEqual([cheap.id, middle.id, dear.id].sort());
  });

  it("pages listings with limit and offset and keeps the counts", async () => {
    const first = await search({ q: word, sort_by: "oldest", limit: 2 });
    const second = await search({ q: word, sort_by: "oldest", limit: 2, offset: 2 });
    expect(listingIds(first)).toEqual([cheap.id, middle.id]);
    expect(listingIds(second)).toEqual([dear.id]);
    expect(first.counts.listings).toBe(3);
    expect(second.counts.listings).toBe(3);
    // Relevance paging straight from the index gives the same split.
    const byRank = [
      ...listingIds(await search({ q: word, limit: 2 })),
      ...listingIds(await search({ q: word, limit: 2, offset: 2 })),
    ];
    expect(byRank.sort()).toEqual([cheap.id, middle.id, dear.id].sort());
  });

  it("sends categories and places with the first page only", async () => {
    const first = await search({ q: "gibraltar", limit: 1 });
    const next = await search({ q: "gibraltar", limit: 1, offset: 1 });
    expect(ofType(first, "place").length).toBeGreaterThan(0);
    expect(ofType(next, "place")).toEqual([]);
    expect(next.counts).toEqual(first.counts);
  });
});

describe("GET /search: validation", () => {
  it("answers 422 for a query shorter than 2 characters or missing", async () => {
    for (const path of ["/search?q=a", "/search?q=%20b%20", "/search", "/search/quick?q=g", "/search/quick"]) {
      const response = await server.api(path);
      expect(response.status, path).toBe(422);
      const body = (await response.json()) as ErrorBody;
      expect(body.detail).toBe("Search query must be at least 2 characters");
      expect(body.errors).toContainEqual({ field: "q", message: "Search query must be at least 2 characters" });
    }
  });

  it("answers 422 for bad filters, sorts and paging", async () => {
    for (const [query, field] of [
      ["q=sofa&sort_by=cheapest", "sort_by"],
      ["q=sofa&price_min=abc", "price_min"],
      ["q=sofa&price_min=50&price_max=10", "price_min"],
      ["q=sofa&limit=0", "limit"],
      ["q=sofa&category=no-such-category", "category"],
      ["q=sofa&df_no_such_field=1", "df_no_such_field"],
    ] as const) {
      const response = await server.api(`/search?${query}`);
      expect(response.status, query).toBe(422);
      expect(
        ((await response.json()) as ErrorBody).errors?.map((e) => e.field),
        query,
      ).toContain(field);
    }
  });

  it("accepts blank optional fields, as an empty form sends them", async () => {
    const answer = await search({ q: "gibraltar", category: "", price_min: "", price_max: "", location: "", sort_by: "" });
    expect(answer.counts.total).toBeGreaterThan(0);
  });

  it("finds nothing, without an error, for a query of punctuation", async () => {
    expect(await search({ q: "?!" })).toEqual({ results: [], counts: { total: 0, listings: 0, categories: 0, places: 0 }, also: [], corrected: null, did_you_mean: null });
  });
});

describe("GET /search/quick", () => {
  it("suggests places, categories and listings by word prefix", async () => {
    const gib = await call<QuickSearchAnswer>("GET", "/search/quick?q=gib");
    expect(gib.suggestions.places.length).toBeGreaterThan(0);
    for (const place of gib.suggestions.places) expect(place.name.toLowerCase()).toMatch(/(^|\W)gib/);
    expect(gib.suggestions.places.map((p) => p.slug)).toContain("gibraltar-national-museum");

    const muebl = await call<QuickSearchAnswer>("GET", "/search/quick?q=muebl");
    expect(muebl.suggestions.categories).toContainEqual({
      id: categoryIds.get("furniture"),
      slug: "furniture",
      name_en: "Furniture",
      name_es: "Muebles",
    });

    const word = uniqueWord();
    const listing = await published({
      title: `Rocking chair ${word}`,
      description: `Not the word ${uniqueWord()} in the title.`,
    });
    const answer = await call<QuickSearchAnswer>("GET", `/search/quick?q=${encodeURIComponent(`rocking ${word.slice(0, 5)}`)}`);
    expect(answer.suggestions.listings).toEqual([
      { id: listing.id, slug: listing.slug, title: listing.title, thumbnail_url: null },
    ]);
  });

  it("suggests listings by their titles only", async () => {
    // Not one of uniqueWord's: those differ from each other by a letter or two, which suggestions forgive.
    const word = `xylo${Date.now().toString(36)}`;
    await published({ title: "Wardrobe with mirror doors", description: `Collected from ${word} lane.` });
    const answer = await call<QuickSearchAnswer>("GET", `/search/quick?q=${word}`);
    expect(answer.suggestions.listings).toEqual([]);
    expect((await search({ q: word })).counts.listings).toBe(1);
  });
});
