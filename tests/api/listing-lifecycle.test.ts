import { beforeAll, describe, expect, it } from "vitest";
import type { AdminCategory } from "../../api/schemas/admin-catalogue.js";
import {
  DRAFT_LIFETIME_DAYS, DRAFT_WARNING_DAYS, ENDED_PAGE_DAYS, EXPIRY_REMINDER_DAYS, HELD_PAGE_DAYS, LISTING_LIFETIME_DAYS,
} from "../../api/schemas/constants.js";
import type { Listing } from "../../api/schemas/listing.js";
import { linkTokens } from "../../api/lib/link-tokens.js";
import { createLogger } from "../../api/lib/logger.js";
import { createExpiryReminders } from "../../api/modules/listings/expiry-reminders.js";
import { createLifecycleRepository } from "../../api/modules/listings/lifecycle-repository.js";
import { createUser } from "../support/factories.js";
import { solidImage } from "../support/images.js";
import { readOutbox } from "../support/mail.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

import fs from "node:fs";
import path from "node:path";

type CategoryNode = { id: number; slug: string; children: CategoryNode[] };

const DAY = 24 * 60 * 60 * 1000;

let owner: { id: number; email: string; token: string };
let property: CategoryNode;

const server = setupTestServer({ admin: true });
beforeAll(async () => {
  const user = await createUser(server.services.database, { first_name: "Olga" });
  owner = { id: user.id, email: user.email, token: await loginAs(server, user.email, user.password) };
  const tree = (await (await server.api("/categories")).json()) as CategoryNode[];
  property = tree.find((c) => c.slug === "property-for-sale")!;
});

async function ok<T>(method: string, path: string, token: string | undefined, body?: unknown, status = 200): Promise<T> {
  const result = await server.call<T>(method, path, token, body);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(status);
  return result.body;
}

async function publishIn(categoryId: number, title = "Flat with a view of the bay"): Promise<Listing> {
  const draft = await ok<Listing>("POST", "/listings", owner.token, {
    category_id: categoryId, title, description: "Two bedrooms near the marina with a sunny balcony.", price_gbp: 250000, field_values: { bedrooms: 2 },
  }, 201);
  return ok<Listing>("POST", `/listings/${draft.id}/publish`, owner.token);
}

const endOf = async (id: number) =>
  (await server.services.database.db.selectFrom("listings").select(["expires_at", "status", "expiry_reminded_at"]).where("id", "=", id).executeTakeFirstOrThrow());

const daysFromNow = (iso: string | null) => (Date.parse(iso!) - Date.now()) / DAY;

const setLifetime = async (category: CategoryNode | number, days: number | null) => {
  const id = typeof category === "number" ? category : category.id;
  const current = await ok<AdminCategory>("GET", `/admin/categories/${id}`, server.admin);
  const { name_en, name_es, slug, description_en, description_es, icon, color, sort_order, is_active, parent_id } = current;
  return ok<AdminCategory>("PUT", `/admin/categories/${id}`, server.admin, {
    name_en, name_es, slug, description_en, description_es, icon, color, sort_order, is_active, parent_id, listing_lifetime_days: days,
  });
};

describe("listing lifetimes", () => {
  it(`run ${LISTING_LIFETIME_DAYS} days by default, the category's own days when set, else its parent's`, async () => {
    const flats = property.children[0]!;
    expect(daysFromNow((await endOf((await publishIn(flats.id)).id)).expires_at)).toBeCloseTo(LISTING_LIFETIME_DAYS, 1);

    expect((await setLifetime(property, 14)).listing_lifetime_days).toBe(14);
    expect(daysFromNow((await endOf((await publishIn(flats.id)).id)).expires_at)).toBeCloseTo(14, 1);

    await setLifetime(flats, 90);
    expect(daysFromNow((await endOf((await publishIn(flats.id)).id)).expires_at)).toBeCloseTo(90, 1);

    await setLifetime(flats, null);
    await setLifetime(property, null);
    expect((await ok<AdminCategory>("GET", `/admin/categories/${property.id}`, server.admin)).listing_lifetime_days).toBeNull();
  });

  it("refuses a lifetime outside 1 to 365 days at its field", async () => {
    for (const days of [0, 366, 2.5, "soon"]) {
      const current = await ok<AdminCategory>("GET", `/admin/categories/${property.id}`, server.admin);
      const result = await server.call<ApiErrorBody>("PUT", `/admin/categories/${property.id}`, server.admin, { ...current, listing_lifetime_days: days });
      expect(result.status).toBe(422);
      expect(result.body.errors).toContainEqual({ field: "listing_lifetime_days", message: "Listings run from 1 to 365 days" });
    }
  });
});

describe("expiry reminders", () => {
  it(`tell the owner ${EXPIRY_REMINDER_DAYS} days before the end, once, with a link that renews the listing signed out, once`, async () => {
    const listing = await publishIn(property.children[0]!.id, "Penthouse ending soon");
    const later = await publishIn(property.children[0]!.id, "Penthouse ending later");
    const db = server.services.database.db;
    await db.updateTable("listings").set({ expires_at: new Date(Date.now() + 2 * DAY).toISOString() }).where("id", "=", listing.id).execute();
    await db.updateTable("listings").set({ expires_at: new Date(Date.now() + 5 * DAY).toISOString() }).where("id", "=", later.id).execute();

    expect(await server.services.expiryReminders.remind()).toBe(1);
    expect(await server.services.expiryReminders.remind()).toBe(0);
    const mails = readOutbox(server.dataDir).filter((m) => m.includes("Penthouse ending"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Your listing “Penthouse ending soon” ends soon");
    const token = /\/listings\/renew\?token=([\w.-]+)/.exec(mails[0]!)![1]!;

    const renewed = await ok<{ title: string; slug: string; expires_at: string }>("POST", "/listings/renew-by-link", undefined, { token });
    expect(renewed).toMatchObject({ title: "Penthouse ending soon", slug: listing.slug });
    const row = await endOf(listing.id);
    expect(daysFromNow(row.expires_at)).toBeCloseTo(LISTING_LIFETIME_DAYS, 1);
    expect(row).toMatchObject({ status: "published", expiry_reminded_at: null });

    // Used once: the listing's end has moved, so the link no longer signs it.
    const again = await server.call<ApiErrorBody>("POST", "/listings/renew-by-link", undefined, { token });
    expect(again).toEqual({ status: 404, body: expect.objectContaining({ detail: "This renew link is not valid any more: renew the listing from your dashboard" }) });
    for (const bad of [`${later.id}.${token.split(".")[1]}`, "12345.abcdefghijklmnop", "no-token-here"]) {
      expect((await server.call("POST", "/listings/renew-by-link", undefined, { token: bad })).status).toBe(404);
    }
    expect((await server.call("POST", "/listings/renew-by-link", undefined, {})).status).toBe(422);
  });

  it("renews an expired listing from its reminder, and gives a failed reminder back for the next run", async () => {
    const listing = await publishIn(property.children[0]!.id, "Garage reminded then expired");
    const db = server.services.database.db;
    await db.updateTable("listings").set({ expires_at: new Date(Date.now() + DAY).toISOString() }).where("id", "=", listing.id).execute();
    // The mail server is down: the reminder is given back, and goes on the next run.
    const broken = createExpiryReminders({
      repo: createLifecycleRepository(db), tokens: linkTokens("any", "renew-listing"), publicUrl: () => "http://localhost", logger: createLogger("silent"),
      mailer: { send: () => Promise.reject(new Error("SMTP down")) },
    });
    expect(await broken.remind()).toBe(0);
    expect((await endOf(listing.id)).expiry_reminded_at).toBeNull();
    expect(await server.services.expiryReminders.remind()).toBe(1);
    const mail = readOutbox(server.dataDir).find((m) => m.includes("Garage reminded then expired"))!;
    const token = /\/listings\/renew\?token=([\w.-]+)/.exec(mail)![1]!;
    // The listing runs out before its owner clicks.
    await db.updateTable("listings").set({ status: "expired" }).where("id", "=", listing.id).execute();
    await ok("POST", "/listings/renew-by-link", undefined, { token });
    expect((await endOf(listing.id)).status).toBe("published");
  });
});

describe("draft clean-up", () => {
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const drafts = () => server.services.database.db.selectFrom("listings").select(["id", "draft_warned_at"]).where("user_id", "=", owner.id).where("status", "=", "draft");

  async function draft(title: string, untouchedDays: number): Promise<Listing> {
    const listing = await ok<Listing>("POST", "/listings", owner.token, { category_id: property.children[0]!.id, title }, 201);
    await server.services.database.db.updateTable("listings").set({ updated_at: ago(untouchedDays) }).where("id", "=", listing.id).execute();
    return listing;
  }

  it(`warns ${DRAFT_WARNING_DAYS} days before deleting a draft untouched for ${DRAFT_LIFETIME_DAYS} days, then deletes it with its photos`, async () => {
    const stale = await draft("Old sofa draft", DRAFT_LIFETIME_DAYS - DRAFT_WARNING_DAYS + 1);
    const fresh = await draft("New sofa draft", 5);
    // A photo of the stale draft, uploaded as the wizard does.
    const form = new FormData();
    form.append("photos", new Blob([new Uint8Array(await solidImage(400, 300, "jpeg"))], { type: "image/jpeg" }), "sofa.jpg");
    const uploaded = await fetch(`${server.url}/api/v1/listings/${stale.id}/media`, { method: "POST", headers: { Authorization: `Bearer ${owner.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    await server.services.database.db.updateTable("listings").set({ updated_at: ago(DRAFT_LIFETIME_DAYS - DRAFT_WARNING_DAYS + 1) }).where("id", "=", stale.id).execute();
    const files = await server.services.database.db
      .selectFrom("listing_media").innerJoin("media_files", "media_files.id", "listing_media.media_id")
      .select(["media_files.id", "media_files.file_path", "media_files.thumbnail_path"]).where("listing_media.listing_id", "=", stale.id).execute();
    expect(files).toHaveLength(1);
    const onDisk = (file: string | null) => fs.existsSync(path.join(server.dataDir, "uploads", file!));
    expect(onDisk(files[0]!.file_path)).toBe(true);

    const cleanup = server.services.draftCleanup;
    expect(await cleanup.run()).toEqual({ warned: 1, deleted: 0 });
    expect(await cleanup.run()).toEqual({ warned: 0, deleted: 0 });
    const [mail] = readOutbox(server.dataDir).filter((m) => m.includes("Old sofa draft"));
    expect(mail).toContain("Your draft listing will be deleted soon");
    expect(mail).toContain("/dashboard?section=my-listings&status=draft");
    expect(mail).not.toContain("New sofa draft");

    // Three days later it goes, with its photo's rows and files; the fresh draft stays.
    expect(await cleanup.run(new Date(Date.now() + DRAFT_WARNING_DAYS * DAY + 60_000))).toEqual({ warned: 0, deleted: 1 });
    expect((await drafts().execute()).map((row) => row.id)).toEqual([fresh.id]);
    expect(await server.services.database.db.selectFrom("media_files").select("id").where("id", "=", files[0]!.id).executeTakeFirst()).toBeUndefined();
    expect(onDisk(files[0]!.file_path)).toBe(false);
    expect(onDisk(files[0]!.thumbnail_path)).toBe(false);
    await ok("DELETE", `/listings/${fresh.id}`, owner.token, undefined, 204);
  });

  it("keeps a draft its owner edits after the warning, and never deletes one that was not warned", async () => {
    const edited = await draft("Draft saved after the warning", DRAFT_LIFETIME_DAYS - 1);
    await server.services.draftCleanup.run();
    expect((await drafts().where("id", "=", edited.id).executeTakeFirst())?.draft_warned_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await ok("PATCH", `/listings/${edited.id}`, owner.token, { title: "Draft saved after the warning, again" });
    expect((await drafts().where("id", "=", edited.id).executeTakeFirst())?.draft_warned_at).toBeNull();

    // Long untouched, but the job was not running to warn: it is warned now, not deleted.
    const forgotten = await draft("Draft from long ago", DRAFT_LIFETIME_DAYS + 20);
    expect(await server.services.draftCleanup.run(new Date(Date.now() + DAY))).toEqual({ warned: 1, deleted: 0 });
    expect((await drafts().execute()).map((row) => row.id).sort()).toEqual([edited.id, forgotten.id].sort());
  });
});

describe("the pages of listings that ended", () => {
  const db = () => server.services.database.db;
  const visitorSees = (slug: string) => server.call<Listing & ApiErrorBody>("GET", `/listings/${slug}`);

  it(`keeps a sold or reserved listing's page with its state for ${HELD_PAGE_DAYS} days, then says it has expired, then answers 410`, async () => {
    for (const status of ["sold", "reserved"] as const) {
      const listing = await publishIn(property.children[0]!.id, `Dinghy marked ${status}`);
      await ok("POST", `/listings/${listing.id}/status`, owner.token, { status });
      expect((await visitorSees(listing.slug)).body).toMatchObject({ status, page_phase: "held" });
      // It leaves the lists at once.
      const found = await ok<{ listings: Array<{ id: number }> }>("GET", `/listings?category_id=${listing.category_id}&limit=100`, undefined);
      expect(found.listings.map((l) => l.id)).not.toContain(listing.id);

      const markedDaysAgo = (days: number) => db().updateTable("listings").set({ status_changed_at: new Date(Date.now() - days * DAY).toISOString() }).where("id", "=", listing.id).execute();
      await markedDaysAgo(HELD_PAGE_DAYS + 1);
      expect((await visitorSees(listing.slug)).body).toMatchObject({ status, page_phase: "ended" });
      await markedDaysAgo(HELD_PAGE_DAYS + ENDED_PAGE_DAYS + 1);
      expect(await visitorSees(listing.slug)).toEqual({ status: 410, body: expect.objectContaining({ detail: "This listing is no longer available" }) });
      expect((await server.call(`GET`, `/listings/${listing.id}/related`)).status).toBe(404);
      // Its owner still has it.
      expect(await ok<Listing>("GET", `/listings/${listing.slug}`, owner.token)).toMatchObject({ page_phase: "gone" });
    }
  });

  it(`says an expired listing has expired for ${ENDED_PAGE_DAYS} days after its end, then answers 410`, async () => {
    const listing = await publishIn(property.children[0]!.id, "Surfboard that expired");
    const endedDaysAgo = (days: number) =>
      db().updateTable("listings").set({ status: "expired", expires_at: new Date(Date.now() - days * DAY).toISOString() }).where("id", "=", listing.id).execute();
    await endedDaysAgo(2);
    expect((await visitorSees(listing.slug)).body).toMatchObject({ status: "expired", page_phase: "ended" });
    // A published listing past its end (the hourly sweep has not run yet) says so too.
    await db().updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    expect((await visitorSees(listing.slug)).body).toMatchObject({ page_phase: "ended" });
    await endedDaysAgo(ENDED_PAGE_DAYS + 1);
    expect((await visitorSees(listing.slug)).status).toBe(410);
  });
});
