import { describe, expect, it } from "vitest";
import { seedBulkListings } from "../../api/db/seed/bulk.js";
import { RANKED_MATCHES } from "../../api/modules/search/repository.js";
import type { Listing, ListingList } from "../../api/schemas/listing.js";
import type { SearchAnswer } from "../../api/schemas/search.js";
import { setupTestServer } from "../support/test-server.js";

const server = setupTestServer();

const total = async () => ((await (await server.api("/listings?limit=1")).json()) as ListingList).total;

describe("bulk seeding (npm run db:seed -- --listings N)", () => {
  it("adds published listings that the API serves with valid field values, twice without slug clashes", async () => {
    const before = await total();
    await seedBulkListings(server.services.database.db, 250);
    await seedBulkListings(server.services.database.db, 250);
    expect(await total()).toBe(before + 500);

    const newest = await server.services.database.db
      .selectFrom("listings")
      .select("slug")
      .where("title", "like", "%(ref. %")
      .orderBy("id", "desc")
      .limit(40)
      .execute();
    const withFields: Listing[] = [];
    for (const { slug } of newest) {
      const response = await server.api(`/listings/${slug}`);
      expect(response.status).toBe(200);
      const listing = (await response.json()) as Listing;
      expect(listing.status).toBe("published");
      expect(listing.title).toMatch(/\(ref\. [0-9A-Z]+\)$/);
      if (listing.field_values.length) withFields.push(listing);
    }
    // Property and vehicle templates carry dynamic fields; their numbers stay within the rules.
    expect(withFields.length).toBeGreaterThan(0);
    for (const value of withFields.flatMap((l) => l.field_values)) {
      const rules = value.field.validation_rules as { min?: number; max?: number } | null;
      if (value.value_number !== null && rules?.min !== undefined) expect(value.value_number).toBeGreaterThanOrEqual(rules.min);
      if (value.value_number !== null && rules?.max !== undefined) expect(value.value_number).toBeLessThanOrEqual(rules.max);
    }
  });
});

describe("search over many listings", () => {
  it("ranks a word found in thousands of listings among the newest matches, with complete counts", async () => {
    const db = server.services.database.db;
    await seedBulkListings(db, RANKED_MATCHES + 100);
    const matching = await db.selectFrom("listings").select("id").where("status", "=", "published").where("title", "like", "%(ref. %").orderBy("id", "desc").execute();
    expect(matching.length).toBeGreaterThan(RANKED_MATCHES);

    const response = await server.api("/search?q=ref&limit=20");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SearchAnswer;
    expect(answer.counts.listings).toBeGreaterThanOrEqual(matching.length);
    const ids = answer.results.filter((r) => r.type === "listing").map((r) => r.id);
    expect(ids).toHaveLength(20);
    const newest = new Set(matching.slice(0, RANKED_MATCHES).map((row) => row.id));
    for (const id of ids) expect(newest.has(id), `listing ${id} is among the newest matches`).toBe(true);

    // Beyond the ranked window, pages follow the plain relevance order over every match.
    const far = (await (await server.api(`/search?q=ref&limit=20&offset=${RANKED_MATCHES}`)).json()) as SearchAnswer;
    expect(far.results.filter((r) => r.type === "listing")).toHaveLength(20);
  });
});
