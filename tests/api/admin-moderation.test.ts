import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminReview, ChatReportDetail, ListingReportItem, ModerationListing, ModerationSummary, PendingPlace, ReviewReportItem } from "../../api/schemas/admin-moderation.js";
import { createListing, createReview } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox } from "../support/mail.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

async function signedInUser(overrides: { first_name?: string } = {}) {
  const user = await createUser(server.services.database, overrides);
  return { ...user, token: await loginAs(server, user.email, user.password) };
}

async function publishedListing(title: string) {
  const owner = await signedInUser({ first_name: "Owner" });
  const listing = await createListing(server.db, owner.id, title);
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return { owner, listing };
}

const audit = (entity: string, id: number) =>
  server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", String(id)).orderBy("id", "desc").executeTakeFirst();
const mails = () => readOutbox(server.dataDir);

describe("who may moderate", () => {
  const endpoints: Array<[method: string, path: string]> = [
    ["GET", "/admin/moderation/summary"],
    ["GET", "/admin/moderation/queue/listing-reports"],
    ["GET", "/admin/moderation/listings/1"],
    ["POST", "/admin/moderation/listings/1/hide"],
    ["DELETE", "/admin/moderation/listings/1"],
    ["POST", "/admin/moderation/listing-reports/1/dismiss"],
    ["POST", "/admin/moderation/review-reports/1/dismiss"],
    ["POST", "/admin/moderation/places/1/approve"],
    ["POST", "/admin/moderation/places/1/reject"],
    ["DELETE", "/admin/moderation/places/1"],
    ["GET", "/admin/reviews"],
    ["POST", "/admin/reviews/1/publish"],
    ["POST", "/admin/reviews/1/hide"],
    ["POST", "/admin/reviews/1/feature"],
    ["DELETE", "/admin/reviews/1"],
    ["GET", "/admin/chat"],
    ["GET", "/admin/chat/reports/1"],
    ["POST", "/admin/chat/reports/1/resolve"],
  ];

  it("answers 401 'Authentication required' to visitors and 403 to signed-in users on every moderation endpoint", async () => {
    const user = await signedInUser();
    for (const [method, path] of endpoints) {
      expect({ path, ...(await call(method, path)) }).toMatchObject({ path, status: 401, body: { detail: "Authentication required" } });
      expect({ path, ...(await call(method, path, user.token)) }).toMatchObject({ path, status: 403, body: { detail: "Admin access required" } });
    }
  });

  it("answers 404 for an unknown queue", async () => {
    expect(await call("GET", "/admin/moderation/queue/everything", server.admin)).toMatchObject({ status: 404, body: { detail: "Unknown moderation queue" } });
  });
});

describe("reported listings", () => {
  it("queues open reports newest first with the reporter, the listing and its owner", async () => {
    const { owner, listing } = await publishedListing("Suspicious iPhone, cash only");
    const reporter = await signedInUser({ first_name: "Careful" });
    expect((await call("POST", `/listings/${listing.id}/report`, reporter.token, { reason: "fraud", description: "Asks for a bank transfer first" })).status).toBe(201);
    const queue = await call<AdminPage<ListingReportItem>>("GET", "/admin/moderation/queue/listing-reports", server.admin);
    expect(queue.status).toBe(200);
    expect(queue.body.items[0]).toMatchObject({
      reason: "fraud",
      description: "Asks for a bank transfer first",
      status: "open",
      reporter: { id: reporter.id, email: reporter.email },
      listing: { id: listing.id, title: "Suspicious iPhone, cash only", status: "published", owner: { id: owner.id, email: owner.email } },
    });
    const byTitle = await call<AdminPage<ListingReportItem>>("GET", "/admin/moderation/queue/listing-reports?search=SUSPICIOUS%20iphone", server.admin);
    expect(byTitle.body.items.map((item) => item.listing.id)).toEqual([listing.id]);
    const byWords = await call<AdminPage<ListingReportItem>>("GET", "/admin/moderation/queue/listing-reports?search=bank%20transfer", server.admin);
    expect(byWords.body.items.map((item) => item.listing.id)).toEqual([listing.id]);
    expect((await call<AdminPage<ListingReportItem>>("GET", "/admin/moderation/queue/listing-reports?search=nothing%20like%20it", server.admin)).body.total).toBe(0);
    const summary = await call<ModerationSummary>("GET", "/admin/moderation/summary", server.admin);
    expect(summary.body["listing-reports"]).toBeGreaterThanOrEqual(1);
    const one = await call<ModerationListing>("GET", `/admin/moderation/listings/${listing.id}`, server.admin);
    expect(one.body.reports.map((r) => r.reason)).toEqual(["fraud"]);
  });

  it("takes a listing off the site with a reason: reports closed, owner e-mailed in their language, audit written", async () => {
    const { owner, listing } = await publishedListing("Too good to be true laptop");
    await server.db.updateTable("users").set({ language: "es" }).where("id", "=", owner.id).execute();
    const reporter = await signedInUser();
    await call("POST", `/listings/${listing.id}/report`, reporter.token, { reason: "fraud" });
    const missing = await call<ErrorBody>("POST", `/admin/moderation/listings/${listing.id}/hide`, server.admin, { reason: " " });
    expect(missing).toMatchObject({ status: 422, body: { errors: [{ field: "reason", message: "Give a reason of at least 3 characters" }] } });

    expect((await call("POST", `/admin/moderation/listings/${listing.id}/hide`, server.admin, { reason: "Payment outside the site" })).status).toBe(204);
    expect(await server.db.selectFrom("listings").select("status").where("id", "=", listing.id).executeTakeFirst()).toEqual({ status: "draft" });
    const reports = await server.db.selectFrom("listing_reports").select(["status", "resolution_note", "resolved_by_id"]).where("listing_id", "=", listing.id).execute();
    expect(reports).toEqual([{ status: "resolved", resolution_note: "Payment outside the site", resolved_by_id: expect.any(Number) }]);
    const mail = lastMailTo(mails(), owner.email);
    expect(mail).toContain("Motivo:");
    expect(mail).toContain("Payment outside the site");
    expect(await audit("listing", listing.id)).toMatchObject({
      action: "hide", before_json: JSON.stringify({ status: "published" }), after_json: JSON.stringify({ status: "draft" }),
    });
    // Off the site: the public page answers 404.
    expect((await call("GET", `/listings/${listing.slug}`)).status).toBe(404);
    expect((await call<ErrorBody>("POST", `/admin/moderation/listings/${listing.id}/hide`, server.admin, { reason: "Again" })).body.detail).toBe("This listing is not on the site");
  });

  it("dismisses a report with a note, once", async () => {
    const { listing } = await publishedListing("Ordinary bicycle");
    const reporter = await signedInUser();
    await call("POST", `/listings/${listing.id}/report`, reporter.token, { reason: "spam" });
    const report = await server.db.selectFrom("listing_reports").select("id").where("listing_id", "=", listing.id).executeTakeFirstOrThrow();
    expect((await call("POST", `/admin/moderation/listing-reports/${report.id}/dismiss`, server.admin, { note: "Looks fine" })).status).toBe(204);
    expect(await server.db.selectFrom("listing_reports").select(["status", "resolution_note"]).where("id", "=", report.id).executeTakeFirst()).toEqual({ status: "dismissed", resolution_note: "Looks fine" });
    expect(await call("POST", `/admin/moderation/listing-reports/${report.id}/dismiss`, server.admin, {})).toMatchObject({ status: 409, body: { detail: "This report is already resolved" } });
    expect(await server.db.selectFrom("listings").select("status").where("id", "=", listing.id).executeTakeFirst()).toEqual({ status: "published" });
  });

  it("deletes a listing with a reason and tells its owner", async () => {
    const { owner, listing } = await publishedListing("Counterfeit watches");
    expect((await call("DELETE", `/admin/moderation/listings/${listing.id}`, server.admin, { reason: "Counterfeit goods" })).status).toBe(204);
    expect(await server.db.selectFrom("listings").select("id").where("id", "=", listing.id).executeTakeFirst()).toBeUndefined();
    expect(lastMailTo(mails(), owner.email)).toContain("Counterfeit goods");
    expect(await call("GET", `/admin/moderation/listings/${listing.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
  });
});

describe("reviews", () => {
  it("hides a reported review with a reason: gone from the public list and stats, its writer told, reports closed", async () => {
    const { listing } = await publishedListing("Plumbing services");
    const writer = await signedInUser({ first_name: "Writer" });
    const review = await createReview(server.db, { listingId: listing.id, userId: writer.id, rating: 1, comment: "Rude and insulting words here" });
    const reporter = await signedInUser();
    expect((await call("POST", `/reviews/${review.id}/report`, reporter.token, { reason: "offensive", description: "Insults" })).status).toBeLessThan(300);
    const queue = await call<AdminPage<ReviewReportItem>>("GET", "/admin/moderation/queue/review-reports", server.admin);
    expect(queue.body.items.find((item) => item.review.id === review.id)).toMatchObject({ reason: "offensive", review: { open_reports: 1, target: { kind: "listing", id: listing.id } } });
    const searched = await call<AdminPage<ReviewReportItem>>("GET", "/admin/moderation/queue/review-reports?search=insulting%20WORDS", server.admin);
    expect(searched.body.items.map((item) => item.review.id)).toEqual([review.id]);

    const hidden = await call<AdminReview>("POST", `/admin/reviews/${review.id}/hide`, server.admin, { reason: "Insulting language" });
    expect(hidden).toMatchObject({ status: 200, body: { status: "hidden", open_reports: 0 } });
    const publicList = await call<{ items?: Array<{ id: number }>; reviews?: Array<{ id: number }> }>("GET", `/reviews/listing/${listing.id}`);
    expect(JSON.stringify(publicList.body)).not.toContain("Rude and insulting");
    expect(lastMailTo(mails(), writer.email)).toContain("Insulting language");
    expect(await audit("review", review.id)).toMatchObject({
      action: "hide", before_json: JSON.stringify({ status: "published" }), after_json: JSON.stringify({ status: "hidden" }),
    });
  });

  it("publishes a pending review, features it first, filters the list, and deletes one", async () => {
    const { listing } = await publishedListing("Tutoring");
    const writer = await signedInUser();
    const pending = await createReview(server.db, { listingId: listing.id, userId: writer.id, status: "pending", comment: "Patient and clear xylophone teacher" });
    const queue = await call<AdminPage<AdminReview>>("GET", "/admin/moderation/queue/pending-reviews?per_page=100", server.admin);
    expect(queue.body.items.map((r) => r.id)).toContain(pending.id);
    expect((await call<AdminReview>("POST", `/admin/reviews/${pending.id}/publish`, server.admin)).body.status).toBe("published");
    expect((await call<AdminReview>("POST", `/admin/reviews/${pending.id}/feature`, server.admin, { featured: true })).body.is_featured).toBe(true);
    expect(await call<ErrorBody>("POST", `/admin/reviews/${pending.id}/feature`, server.admin, { featured: "yes" })).toMatchObject({ status: 422 });

    const filtered = await call<AdminPage<AdminReview>>("GET", "/admin/reviews?status=published&search=XYLOPHONE", server.admin);
    expect(filtered.body.items.map((r) => r.id)).toEqual([pending.id]);
    expect((await call<ErrorBody>("GET", "/admin/reviews?rating=9", server.admin)).body.errors).toEqual([{ field: "rating", message: "rating must be 1 to 5" }]);
    const other = await publishedListing("Piano lessons");
    await createReview(server.db, { listingId: other.listing.id, userId: writer.id, comment: "Another listing's review" });
    const ofListing = await call<AdminPage<AdminReview>>("GET", `/admin/reviews?listing_id=${listing.id}`, server.admin);
    expect(ofListing.body.items.map((r) => r.id)).toEqual([pending.id]);
    expect((await call<ErrorBody>("GET", "/admin/reviews?listing_id=abc", server.admin)).body.errors).toEqual([{ field: "listing_id", message: "listing_id must be a listing's id" }]);

    expect((await call("DELETE", `/admin/reviews/${pending.id}`, server.admin, { reason: "Duplicate review" })).status).toBe(204);
    expect(await server.db.selectFrom("reviews").select("id").where("id", "=", pending.id).executeTakeFirst()).toBeUndefined();
    expect(await call("POST", `/admin/reviews/${pending.id}/publish`, server.admin)).toMatchObject({ status: 404, body: { detail: "Review not found" } });
  });
});

describe("places waiting for approval", () => {
  it("approves one and rejects another with a reason told to its owner", async () => {
    const owner = await signedInUser();
    const create = async (name: string) => {
      const response = await call<{ id: number }>("POST", "/places", owner.token, { name, category: "restaurants-and-cafes", description_en: "A new place by the marina." });
      expect(response.status).toBe(201);
      return response.body.id;
    };
    const good = await create("Marina Tapas");
    const bad = await create("Spam Place");
    const queue = await call<AdminPage<PendingPlace>>("GET", "/admin/moderation/queue/pending-places?per_page=100", server.admin);
    expect(queue.body.items.map((p) => p.name)).toEqual(expect.arrayContaining(["Marina Tapas", "Spam Place"]));
    const searched = await call<AdminPage<PendingPlace>>("GET", "/admin/moderation/queue/pending-places?search=marina", server.admin);
    expect(searched.body.items.map((p) => p.name)).toEqual(["Marina Tapas"]);
    expect((await call("POST", `/admin/moderation/places/${good}/approve`, server.admin)).status).toBe(204);
    expect((await call("POST", `/admin/moderation/places/${bad}/reject`, server.admin, { reason: "Not a real place" })).status).toBe(204);
    const statuses = await server.db.selectFrom("places").select(["id", "status"]).where("id", "in", [good, bad]).orderBy("id").execute();
    expect(statuses).toEqual([{ id: good, status: "approved" }, { id: bad, status: "rejected" }]);
    expect(lastMailTo(mails(), owner.email)).toContain("Not a real place");
    expect(await audit("place", good)).toMatchObject({ action: "approve", before_json: JSON.stringify({ status: "pending" }), after_json: JSON.stringify({ status: "approved" }) });
    expect(await audit("place", bad)).toMatchObject({ action: "reject", summary: "Rejected “Spam Place”: Not a real place", after_json: JSON.stringify({ status: "rejected" }) });
  });

  it("deletes a spam place with a reason: gone, its owner told in their language, audit kept", async () => {
    const owner = await signedInUser();
    await server.db.updateTable("users").set({ language: "es" }).where("id", "=", owner.id).execute();
    const created = await call<{ id: number }>("POST", "/places", owner.token, { name: "Cheap Pills Online", category: "restaurants-and-cafes", description_en: "Buy now, best prices." });
    const id = created.body.id;
    expect(await call<ErrorBody>("DELETE", `/admin/moderation/places/${id}`, server.admin, {})).toMatchObject({
      status: 422, body: { errors: [{ field: "reason", message: "Give a reason" }] },
    });
    expect(await server.db.selectFrom("places").select("id").where("id", "=", id).executeTakeFirst()).toEqual({ id });

    expect((await call("DELETE", `/admin/moderation/places/${id}`, server.admin, { reason: "Advertising, not a place" })).status).toBe(204);
    expect(await server.db.selectFrom("places").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    const mail = lastMailTo(mails(), owner.email, "Cheap Pills Online");
    // The outbox decoder reads bytes, not UTF-8: the Spanish wording is checked on its plain words.
    expect(mail).toContain("Un moderador ha eliminado tu lugar");
    expect(mail).toContain("Motivo:");
    expect(mail).toContain("Advertising, not a place");
    expect(await audit("place", id)).toMatchObject({ action: "delete", summary: "Deleted “Cheap Pills Online”: Advertising, not a place" });
    expect(await call("DELETE", `/admin/moderation/places/${id}`, server.admin, { reason: "Again please" })).toMatchObject({ status: 404, body: { detail: "Place not found" } });
  });
});

describe("reported conversations", () => {
  it("lists reports with the reporter's reason, shows the whole thread read-only, and closes them", async () => {
    const { listing } = await publishedListing("Sofa");
    const buyer = await signedInUser({ first_name: "Buyer" });
    const room = await call<{ id: number }>("POST", "/chat/rooms", buyer.token, { listing_id: listing.id });
    await call("POST", `/chat/rooms/${room.body.id}/messages`, buyer.token, { message: "Is it still available?" });
    expect((await call("POST", `/chat/rooms/${room.body.id}/report`, buyer.token, { reason: "scam", description: "Wants a deposit" })).status).toBeLessThan(300);

    const list = await call<AdminPage<{ id: number; reason: string; room: { id: number } }>>("GET", "/admin/chat", server.admin);
    const item = list.body.items.find((report) => report.room.id === room.body.id)!;
    expect(item).toMatchObject({ reason: "scam" });
    const detail = await call<ChatReportDetail>("GET", `/admin/chat/reports/${item.id}`, server.admin);
    expect(detail.body).toMatchObject({ description: "Wants a deposit", room: { listing_title: "Sofa", buyer: { email: buyer.email } } });
    expect(detail.body.messages.map((m) => m.message)).toEqual(["Is it still available?"]);

    expect(await call<ErrorBody>("POST", `/admin/chat/reports/${item.id}/resolve`, server.admin, { outcome: "maybe" })).toMatchObject({
      status: 422, body: { errors: [{ field: "outcome", message: "Choose dismissed or handled" }] },
    });
    expect((await call("POST", `/admin/chat/reports/${item.id}/resolve`, server.admin, { outcome: "handled", note: "Warned the seller" })).status).toBe(204);
    const searched = await call<AdminPage<{ id: number }>>("GET", "/admin/chat?status=handled&search=wants%20a%20DEPOSIT", server.admin);
    expect(searched.body.items.map((report) => report.id)).toEqual([item.id]);
    const open = await call<AdminPage<{ id: number }>>("GET", "/admin/chat", server.admin);
    expect(open.body.items.map((report) => report.id)).not.toContain(item.id);
    const handled = await call<AdminPage<{ id: number; resolution_note: string }>>("GET", "/admin/chat?status=handled", server.admin);
    expect(handled.body.items.find((report) => report.id === item.id)).toMatchObject({ resolution_note: "Warned the seller" });
    expect(await audit("chat_report", item.id)).toMatchObject({ action: "resolve" });
  });
});
