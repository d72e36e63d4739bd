import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminFavoritesOverview, AdminListing, AdminListingDetail } from "../../api/schemas/admin-listings.js";
import type { Listing } from "../../api/schemas/listing.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

const categoryId = async (slug: string) => (await server.db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

async function owner(first_name = "Owner") {
  const user = await createUser(server.services.database, { first_name });
  return { ...user, token: await loginAs(server, user.email, user.password) };
}

/** A complete listing of `userId` (published, in Computers, unless told otherwise), written directly. */
async function listing(userId: number, title: string, values: { status?: string; category?: string; is_featured?: number; is_top?: number; expires_at?: string | null } = {}) {
  const row = await createListing(server.db, userId, title);
  const { category = "computers", ...columns } = values;
  await server.db
    .updateTable("listings")
    .set({
      status: "published",
      description: "A description long enough for the publishing rules.",
      expires_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      ...columns,
      category_id: await categoryId(category),
    })
    .where("id", "=", row.id)
    .execute();
  return server.db.selectFrom("listings").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
}

const stored = (id: number) => server.db.selectFrom("listings").selectAll().where("id", "=", id).executeTakeFirst();
const lastAudit = (id: number) =>
  server.db.selectFrom("audit_log").selectAll().where("entity", "=", "listing").where("entity_id", "=", String(id)).orderBy("id", "desc").executeTakeFirst();
const list = (query: string) => call<AdminPage<AdminListing>>("GET", `/admin/listings?${query}`, server.admin);

describe("who may use /admin/listings and /admin/favorites", () => {
  it("answers a visitor 401 'Authentication required' and a user 403, and changes nothing", async () => {
    const user = await owner();
    const own = await listing(user.id, "My own bicycle for sale");
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/admin/listings"],
      ["GET", `/admin/listings/${own.id}`],
      ["POST", "/admin/listings", { user_email: user.email }],
      ["PUT", `/admin/listings/${own.id}`, {}],
      ["POST", `/admin/listings/${own.id}/flags`, { is_top: true }],
      ["POST", `/admin/listings/${own.id}/status`, { status: "draft" }],
      ["DELETE", `/admin/listings/${own.id}`],
      ["GET", "/admin/favorites"],
    ];
    for (const [method, path, body] of calls) {
      expect(await call(method, path, undefined, body), `${method} ${path}`).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
      expect((await call(method, path, user.token, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await stored(own.id)).toMatchObject({ status: "published", is_top: 0 });
  });
});

describe("GET /admin/listings", () => {
  it("filters by status, category (with its subcategories), owner id or e-mail, flags and title, newest first", async () => {
    const seller = await owner("Seller");
    const tag = `Zq${Date.now()}`;
    const laptop = await listing(seller.id, `${tag} laptop, barely used`, { category: "computers", is_featured: 1 });
    const draft = await listing(seller.id, `${tag} sofa in a draft`, { status: "draft", category: "furniture" });
    const sold = await listing(seller.id, `${tag} phone already sold`, { status: "sold", category: "phones-and-tablets", is_top: 1 });
    const other = await owner("Other");
    const theirs = await listing(other.id, `${tag} lamp of another seller`, { category: "home-decor" });

    const ids = (page: AdminPage<AdminListing>) => page.items.map((item) => item.id);
    const mine = await list(`user=${seller.id}`);
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual([sold.id, draft.id, laptop.id]);
    expect(mine.body).toMatchObject({ total: 3, page: 1, per_page: 20, pages: 1 });
    expect(ids((await list(`user=${encodeURIComponent(seller.email.toUpperCase())}`)).body)).toEqual([sold.id, draft.id, laptop.id]);
    expect((await list("user=nobody@example.gi")).body).toMatchObject({ items: [], total: 0 });

    expect(ids((await list(`search=${tag}&status=draft`)).body)).toEqual([draft.id]);
    // "electronics" holds computers and phones: a parent category takes in its subcategories.
    expect(ids((await list(`search=${tag}&category_id=${await categoryId("electronics")}`)).body)).toEqual([sold.id, laptop.id]);
    expect(ids((await list(`search=${tag}&category_id=${await categoryId("computers")}`)).body)).toEqual([laptop.id]);
    expect(ids((await list(`search=${tag}&is_featured=true`)).body)).toEqual([laptop.id]);
    expect(ids((await list(`search=${tag}&is_top=true&status=sold`)).body)).toEqual([sold.id]);
    expect(ids((await list(`search=${tag}&is_top=false&is_featured=false`)).body)).toEqual([theirs.id, draft.id]);
    expect(ids((await list(`search=${tag.toLowerCase()}%20LAMP`)).body)).toEqual([theirs.id]);

    const row = (await list(`search=${tag}&status=sold`)).body.items[0];
    expect(row).toMatchObject({
      id: sold.id,
      title: `${tag} phone already sold`,
      status: "sold",
      is_top: true,
      is_featured: false,
      category: { id: await categoryId("phones-and-tablets"), name_en: "Phones & Tablets", name_es: "Móviles y tablets" },
      owner: { id: seller.id, email: seller.email, first_name: "Seller" },
      favorites_count: 0,
    });
  });

  it("pages the list server-side", async () => {
    const seller = await owner();
    const tag = `Pg${Date.now()}`;
    for (const n of [1, 2, 3]) await listing(seller.id, `${tag} item number ${n}`);
    const second = await list(`search=${tag}&per_page=2&page=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, per_page: 2, pages: 2 });
    expect(second.body.items.map((item) => item.title)).toEqual([`${tag} item number 1`]);
  });

  it("refuses malformed filters with 422 and the field's message", async () => {
    expect(await list("status=lost")).toMatchObject({ status: 422, body: { errors: [{ field: "status", message: "Choose a listing status" }] } });
    expect(await list("is_top=maybe")).toMatchObject({ status: 422, body: { errors: [{ field: "is_top", message: "Use true or false" }] } });
    expect(await list("category_id=abc")).toMatchObject({ status: 422, body: { errors: [{ field: "category_id", message: "category_id must be a positive id" }] } });
    expect(await list("user=99999999999")).toMatchObject({ status: 422, body: { errors: [{ field: "user", message: "user must be an id or an e-mail address" }] } });
    expect(await list("per_page=500")).toMatchObject({ status: 422, body: { errors: [{ field: "per_page", message: "per_page must be at most 100" }] } });
  });
});

describe("flags", () => {
  it("sets and unsets is_featured: stored, shown publicly at once, audited with before and after", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Kayak with paddles and a life vest");
    const featured = await call<AdminListingDetail>("POST", `/admin/listings/${row.id}/flags`, server.admin, { is_featured: true });
    expect(featured).toMatchObject({ status: 200, body: { id: row.id, is_featured: true, is_top: false, is_highlighted: false } });
    expect(await stored(row.id)).toMatchObject({ is_featured: 1, is_top: 0, is_highlighted: 0 });
    expect((await call<Listing>("GET", `/listings/${row.slug}`)).body.is_featured).toBe(true);
    const entry = await lastAudit(row.id);
    expect(entry).toMatchObject({ action: "flags", actor_email: "admin@test.gi", summary: "set is_featured on “Kayak with paddles and a life vest”" });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ is_featured: false });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ is_featured: true });

    await call("POST", `/admin/listings/${row.id}/flags`, server.admin, { is_featured: false, is_highlighted: true });
    expect(await stored(row.id)).toMatchObject({ is_featured: 0, is_highlighted: 1 });
  });

  it("refuses a body without a flag, a flag that is not true or false, and an unknown listing", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Garden table and four chairs");
    expect(await call<ErrorBody>("POST", `/admin/listings/${row.id}/flags`, server.admin, {})).toMatchObject({
      status: 422,
      body: { detail: "Set is_top, is_featured or is_highlighted", errors: [{ field: "form", message: "Set is_top, is_featured or is_highlighted" }] },
    });
    expect(await call<ErrorBody>("POST", `/admin/listings/${row.id}/flags`, server.admin, { is_top: "yes" })).toMatchObject({
      status: 422,
      body: { errors: [{ field: "is_top", message: "A flag must be true or false" }] },
    });
    expect(await call("POST", "/admin/listings/999999/flags", server.admin, { is_top: true })).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
    expect(await lastAudit(row.id)).toBeUndefined();
  });
});

describe("status", () => {
  it("follows the owners' moves (sold, back to available keeps the lifetime) and takes a listing off the site as a draft", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Electric scooter, 25 km range");
    const sold = await call<AdminListingDetail>("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "sold" });
    expect(sold).toMatchObject({ status: 200, body: { status: "sold" } });
    expect((await lastAudit(row.id))!).toMatchObject({ action: "status", summary: "Marked “Electric scooter, 25 km range” sold (was published)" });
    await call("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "published" });
    expect(await stored(row.id)).toMatchObject({ status: "published", expires_at: row.expires_at });

    expect((await call("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "draft" })).status).toBe(200);
    expect((await call("GET", `/listings/${row.slug}`)).status).toBe(404);
    expect(await call("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "draft" })).toMatchObject({ status: 409, body: { detail: "The listing already has this status" } });
    expect(await call<ErrorBody>("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "reserved" })).toMatchObject({
      status: 422,
      body: { detail: "Only an available listing can be marked as reserved" },
    });
    expect(await call<ErrorBody>("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "expired" })).toMatchObject({
      status: 422,
      body: { detail: "Only a published, reserved or sold listing can be marked as expired" },
    });

    // Publishing a draft again checks it is complete and starts a new lifetime.
    const republished = await call<AdminListingDetail>("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "published" });
    expect(republished.body.status).toBe("published");
    expect(Date.parse(republished.body.expires_at!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await call("GET", `/listings/${row.slug}`)).status).toBe(200);
  });

  it("marks a listing expired: off the public lists, its page saying it has expired", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Surfboard, 7 foot, with fins");
    expect((await call<AdminListingDetail>("POST", `/admin/listings/${row.id}/status`, server.admin, { status: "expired" })).body.status).toBe("expired");
    const after = await stored(row.id);
    expect(after!.status).toBe("expired");
    expect(Date.parse(after!.expires_at!)).toBeLessThanOrEqual(Date.now());
    expect(await call("GET", `/listings/${row.slug}`)).toMatchObject({ status: 200, body: { page_phase: "ended" } });
    const listed = await call<{ listings: Array<{ id: number }> }>("GET", `/listings?category_id=${row.category_id}&limit=100`);
    expect(listed.body.listings.map((l) => l.id)).not.toContain(row.id);
  });

  it("refuses an unknown status", async () => {
    expect(await call<ErrorBody>("POST", "/admin/listings/1/status", server.admin, { status: "gone" })).toMatchObject({
      status: 422,
      body: { errors: [{ field: "status", message: "Choose a listing status" }] },
    });
  });
});

describe("PUT /admin/listings/{id}", () => {
  const edit = { title: "Mountain bike, 29 inch wheels", description: "Serviced last month, new tyres and brakes fitted.", selected_currency: "eur", status: "published" };

  it("saves the texts, category and prices with the wizard's rules, clears a price left out, and audits before and after", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Old bike title");
    await server.db.updateTable("listings").set({ price_gbp_minor: 50_000 }).where("id", "=", row.id).execute();
    const answer = await call<AdminListingDetail>("PUT", `/admin/listings/${row.id}`, server.admin, { ...edit, category_id: await categoryId("bicycles"), price_eur: 420.5 });
    expect(answer.status).toBe(200);
    expect(await stored(row.id)).toMatchObject({
      title: "Mountain bike, 29 inch wheels",
      description: "Serviced last month, new tyres and brakes fitted.",
      category_id: await categoryId("bicycles"),
      selected_currency: "eur",
      price_eur_minor: 42_050,
      price_gbp_minor: null,
      status: "published",
      user_id: seller.id,
    });
    expect(answer.body).toMatchObject({ price_eur: 420.5, price_gbp: null, owner: { id: seller.id } });
    const entry = await lastAudit(row.id);
    expect(entry).toMatchObject({ action: "update", summary: "Edited “Mountain bike, 29 inch wheels”" });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ title: "Old bike title", price_gbp: 500 });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ title: "Mountain bike, 29 inch wheels", price_gbp: null, price_eur: 420.5 });
    expect((await call<Listing>("GET", `/listings/${row.slug}`)).body.title).toBe("Mountain bike, 29 inch wheels");
  });

  it("refuses what the wizard refuses, with its messages, and stores nothing", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Rowing machine, foldable");
    const answer = await call<ErrorBody>("PUT", `/admin/listings/${row.id}`, server.admin, { ...edit, title: "Bike", description: "Short", category_id: await categoryId("bicycles"), price_gbp: -3 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "title", message: "Title must be at least 5 characters" },
      { field: "description", message: "Description must be at least 20 characters" },
      { field: "price_gbp", message: "Price must be a positive amount" },
    ]);
    const unknownCategory = await call<ErrorBody>("PUT", `/admin/listings/${row.id}`, server.admin, { ...edit, category_id: 999_999 });
    expect(unknownCategory).toMatchObject({ status: 422, body: { errors: [{ field: "category_id", message: "Choose a category" }] } });
    expect(await stored(row.id)).toMatchObject({ title: "Rowing machine, foldable" });
    expect(await lastAudit(row.id)).toBeUndefined();
    expect(await call("PUT", "/admin/listings/999999", server.admin, { ...edit, category_id: await categoryId("bicycles") })).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
  });

  it("puts a refusal to publish for the category's own fields at the status field", async () => {
    const seller = await owner();
    const row = await listing(seller.id, "Two bedroom flat, sea views", { status: "draft", category: "property-for-sale" });
    const answer = await call<ErrorBody>("PUT", `/admin/listings/${row.id}`, server.admin, { ...edit, title: "Two bedroom flat, sea views", category_id: await categoryId("property-for-sale") });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field: "status", message: "Bedrooms is required" });
    expect(await stored(row.id)).toMatchObject({ status: "draft", selected_currency: "eur" });
  });
});

describe("DELETE /admin/listings/{id}", () => {
  it("deletes the listing with its saves, off the public pages, audited with the record before", async () => {
    const seller = await owner();
    const fan = await owner("Fan");
    const row = await listing(seller.id, "Vintage record player");
    expect((await call("POST", `/favorites/${row.id}`, fan.token)).status).toBeLessThan(300);
    expect((await call("DELETE", `/admin/listings/${row.id}`, server.admin)).status).toBe(204);
    expect(await stored(row.id)).toBeUndefined();
    expect(await server.db.selectFrom("favorites").selectAll().where("listing_id", "=", row.id).execute()).toEqual([]);
    expect((await call("GET", `/listings/${row.slug}`)).status).toBe(404);
    const entry = await lastAudit(row.id);
    expect(entry).toMatchObject({ action: "delete", summary: `Deleted “Vintage record player” of ${seller.email}`, after_json: null });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ id: row.id, title: "Vintage record player", favorites_count: 1 });
    expect(await call("DELETE", `/admin/listings/${row.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
  });
});

describe("POST /admin/listings (on behalf of a user)", () => {
  const body = async (user_email: string, extra: Record<string, unknown> = {}) => ({
    user_email,
    category_id: await categoryId("computers"),
    title: "Gaming laptop, 16GB RAM",
    description: "Bought last year, still under warranty, with charger.",
    selected_currency: "gbp",
    price_gbp: 799.99,
    address: "Main Street, Gibraltar",
    latitude: 36.14,
    longitude: -5.35,
    status: "published",
    ...extra,
  });

  it("publishes a listing owned by the user, through the wizard's rules, and audits it", async () => {
    const seller = await owner("Seller");
    const answer = await call<AdminListingDetail>("POST", "/admin/listings", server.admin, await body(seller.email.toUpperCase()));
    expect(answer.status).toBe(201);
    const row = await stored(answer.body.id);
    expect(row).toMatchObject({
      user_id: seller.id,
      title: "Gaming laptop, 16GB RAM",
      status: "published",
      price_gbp_minor: 79_999,
      address: "Main Street, Gibraltar",
      is_top: 0,
      is_featured: 0,
    });
    expect(row!.slug).toMatch(/^gaming-laptop-16gb-ram/);
    expect(Date.parse(row!.expires_at!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await call<Listing>("GET", `/listings/${row!.slug}`)).body.user.id).toBe(seller.id);
    const entry = await lastAudit(row!.id);
    expect(entry).toMatchObject({ action: "create", summary: `Created “Gaming laptop, 16GB RAM” for ${seller.email} (published)`, before_json: null });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ id: row!.id, owner: { id: seller.id }, status: "published" });
  });

  it("keeps a draft as a draft", async () => {
    const seller = await owner();
    const answer = await call<AdminListingDetail>("POST", "/admin/listings", server.admin, await body(seller.email, { status: "draft", title: "Desk lamp with USB port" }));
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.id)).toMatchObject({ status: "draft", user_id: seller.id, expires_at: null });
  });

  it("refuses an unknown or deactivated account, an incomplete profile, and bad fields, at their fields", async () => {
    const refusal = (answer: { status: number; body: ErrorBody }) => ({ status: answer.status, errors: answer.body.errors });
    expect(refusal(await call<ErrorBody>("POST", "/admin/listings", server.admin, await body("nobody-here@example.gi")))).toEqual({
      status: 422,
      errors: [{ field: "user_email", message: "No account uses this e-mail" }],
    });
    const inactive = await owner();
    await server.db.updateTable("users").set({ is_active: 0 }).where("id", "=", inactive.id).execute();
    expect(refusal(await call<ErrorBody>("POST", "/admin/listings", server.admin, await body(inactive.email)))).toEqual({
      status: 422,
      errors: [{ field: "user_email", message: "This account is deactivated: activate it before posting for it" }],
    });
    const noPhone = await owner();
    await server.db.updateTable("users").set({ phone: null }).where("id", "=", noPhone.id).execute();
    expect(refusal(await call<ErrorBody>("POST", "/admin/listings", server.admin, await body(noPhone.email)))).toEqual({
      status: 422,
      errors: [{ field: "user_email", message: "This user has no first name, last name or phone yet: complete their profile before posting for them" }],
    });
    const seller = await owner();
    expect(refusal(await call<ErrorBody>("POST", "/admin/listings", server.admin, await body(seller.email, { user_email: "not-an-email", status: "sold" })))).toEqual({
      status: 422,
      errors: [
        { field: "user_email", message: "Invalid email format" },
        { field: "status", message: "Choose a listing status" },
      ],
    });
    expect(refusal(await call<ErrorBody>("POST", "/admin/listings", server.admin, await body(seller.email, { latitude: 36.1, longitude: undefined })))).toEqual({
      status: 422,
      errors: [{ field: "longitude", message: "Give both latitude and longitude" }],
    });
    for (const user of [inactive, noPhone, seller]) {
      expect(await server.db.selectFrom("listings").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    }
  });

  it("leaves nothing behind when publishing needs the category's own fields", async () => {
    const seller = await owner();
    const answer = await call<ErrorBody>("POST", "/admin/listings", server.admin, await body(seller.email, { category_id: await categoryId("property-for-sale"), title: "Studio flat near Casemates" }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field: "status", message: "Bedrooms is required" });
    expect(await server.db.selectFrom("listings").select("id").where("user_id", "=", seller.id).execute()).toEqual([]);
  });
});

describe("GET /admin/favorites", () => {
  it("totals the saves, ranks the most-saved listings (paged, searchable) and lists the latest saves", async () => {
    const before = (await call<AdminFavoritesOverview>("GET", "/admin/favorites", server.admin)).body.totals;
    const seller = await owner("Seller");
    const tag = `Fv${Date.now()}`;
    const popular = await listing(seller.id, `${tag} popular paddleboard`);
    const quiet = await listing(seller.id, `${tag} quiet wetsuit`);
    const fans = [await owner("Ann"), await owner("Ben"), await owner("Cid")];
    for (const fan of fans) expect((await call("POST", `/favorites/${popular.id}`, fan.token)).status).toBeLessThan(300);
    expect((await call("POST", `/favorites/${quiet.id}`, fans[0]!.token)).status).toBeLessThan(300);

    const overview = await call<AdminFavoritesOverview>("GET", `/admin/favorites?search=${tag}`, server.admin);
    expect(overview.status).toBe(200);
    expect(overview.body.totals).toEqual({ saves: before.saves + 4, saved_listings: before.saved_listings + 2, savers: before.savers + 3 });
    expect(overview.body.most_saved).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(overview.body.most_saved.items.map((item) => [item.id, item.saves])).toEqual([[popular.id, 3], [quiet.id, 1]]);
    expect(overview.body.most_saved.items[0]).toMatchObject({ title: `${tag} popular paddleboard`, owner: { id: seller.id, email: seller.email } });
    expect(overview.body.recent[0]).toMatchObject({ user: { id: fans[0]!.id, first_name: "Ann" }, listing: { id: quiet.id, title: `${tag} quiet wetsuit` } });

    const second = await call<AdminFavoritesOverview>("GET", `/admin/favorites?search=${tag}&per_page=1&page=2`, server.admin);
    expect(second.body.most_saved).toMatchObject({ total: 2, page: 2, pages: 2, items: [{ id: quiet.id, saves: 1 }] });
    expect(await call("GET", "/admin/favorites?page=0", server.admin)).toMatchObject({ status: 422, body: { errors: [{ field: "page", message: "page must be at least 1" }] } });
  });
});
