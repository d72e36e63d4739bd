import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { ADMIN } from "../support/template.js";
import { type TestServer, loginAs, startTestServer } from "../support/test-server.js";

/** A visitor's page (no cookies: the kind the page cache keeps for CACHE_SECONDS). */
const visitorPage = async (server: TestServer, path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

/** Polls `check` until it holds, for at most a second: what "at once" means across instances. */
async function withinASecond(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1000) throw new Error("not within a second");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

// Two instances on one database and one Redis, each keeping visitors' pages for 30 seconds.
describe.skipIf(!process.env.TEST_REDIS_URL)("instances in step (change bus on Redis)", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, CACHE_SECONDS: "30" };
    first = await startTestServer(env, { withPages: true });
    second = await startTestServer(env, { withPages: true, shareWith: first });
  }, 90_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("shows a listing edited through instance A with its new title on instance B's visitor pages within a second", async () => {
    const seller = await createUser(first.services.database);
    const listing = await createListing(first.services.database.db, seller.id, "Oak chest of drawers");
    await first.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    // B renders the page and the home page once and keeps them.
    for (const path of [`/listing/${listing.slug}`, "/"]) {
      expect((await visitorPage(second, path)).html).toContain("Oak chest of drawers");
      expect((await visitorPage(second, path)).html).toContain("Oak chest of drawers");
    }

    const token = await loginAs(first, seller.email, seller.password);
    const edited = await first.api(`/listings/${listing.id}`, { method: "PATCH", token, body: { title: "Walnut chest of drawers" } });
    expect(edited.status).toBe(200);

    await withinASecond(async () => (await visitorPage(second, `/listing/${listing.slug}`)).html.includes("Walnut chest of drawers"));
    await withinASecond(async () => (await visitorPage(second, "/")).html.includes("Walnut chest of drawers"));
  });

  it("shows maintenance switched on through instance A on instance B at once", async () => {
    expect((await visitorPage(second, "/categories")).status).toBe(200);
    expect((await visitorPage(second, "/categories")).status).toBe(200);
    const admin = await loginAs(first, ADMIN.email, ADMIN.password);
    const switchTo = (on: boolean) => first.api("/admin/maintenance", { method: "PUT", token: admin, body: { is_maintenance_enabled: on } });
    expect((await switchTo(true)).status).toBe(200);
    try {
      await withinASecond(async () => (await visitorPage(second, "/categories")).status === 503);
    } finally {
      expect((await switchTo(false)).status).toBe(200);
    }
    await withinASecond(async () => (await visitorPage(second, "/categories")).status === 200);
  });
});
