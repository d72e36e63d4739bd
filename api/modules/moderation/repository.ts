import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { deleteListingsWithPhotos } from "../media/unused-media-repository.js";
import { containsText, paginate } from "../../db/paging.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import type {
  AdminReview,
  AdminReviewQuery,
  ChatReportDetail,
  ChatReportItem,
  ChatReportQuery,
  ListingReportItem,
  ModerationSummary,
  PendingPlace,
  Person,
  ReviewReportItem,
} from "../../schemas/admin-moderation.js";
import type { ReviewStatus } from "../../schemas/constants.js";
import { countOf } from "../../db/count.js";

const OPEN = "open";
type Page = { page: number; per_page: number; search?: string };

const person = (id: number | null, first: string | null, last: string | null, email: string | null): Person => ({
  id,
  name: [first, last].filter(Boolean).join(" "),
  email,
});

type ReviewRow = {
  id: number; rating: number; title: string | null; comment: string | null; status: string; is_featured: number; created_at: string;
  user_id: number | null; first_name: string | null; last_name: string | null; email: string | null;
  listing_id: number | null; listing_title: string | null; listing_slug: string | null;
  place_id: number | null; place_name: string | null; place_slug: string | null; open_reports: number | string | null;
};

const toReview = (row: ReviewRow): AdminReview => ({
  id: row.id,
  rating: Number(row.rating),
  title: row.title,
  comment: row.comment,
  status: row.status as ReviewStatus,
  is_featured: Number(row.is_featured) === 1,
  created_at: row.created_at,
  author: person(row.user_id, row.first_name, row.last_name, row.email),
  target:
    row.listing_id !== null
      ? { kind: "listing", id: row.listing_id, title: row.listing_title ?? "", slug: row.listing_slug ?? "" }
      : { kind: "place", id: row.place_id ?? 0, title: row.place_name ?? "", slug: row.place_slug ?? "" },
  open_reports: countOf(row.open_reports),
});

/** The moderation queues and the records a decision touches. */
export function createModerationRepository(db: Kysely<DB>) {
  const reviews = () =>
    db
      .selectFrom("reviews")
      .leftJoin("users", "users.id", "reviews.user_id")
      .leftJoin("listings", "listings.id", "reviews.listing_id")
      .leftJoin("places", "places.id", "reviews.place_id");

  const reviewColumns = [
    "reviews.id", "reviews.rating", "reviews.title", "reviews.comment", "reviews.status", "reviews.is_featured", "reviews.created_at",
    "reviews.user_id", "users.first_name", "users.last_name", "users.email",
    "reviews.listing_id", "listings.title as listing_title", "listings.slug as listing_slug",
    "reviews.place_id", "places.name as place_name", "places.slug as place_slug",
  ] as const;
  const openReportsOf = sql<number>`(select count(*) from review_reports rr where rr.review_id = reviews.id and rr.status = 'open')`.as("open_reports");

  const listingReports = () =>
    db
      .selectFrom("listing_reports")
      .innerJoin("listings", "listings.id", "listing_reports.listing_id")
      .innerJoin("users as owner", "owner.id", "listings.user_id")
      .leftJoin("users as reporter", "reporter.id", "listing_reports.user_id")
      .select([
        "listing_reports.id", "listing_reports.reason", "listing_reports.description", "listing_reports.status",
        "listing_reports.created_at", "listing_reports.resolution_note",
        "reporter.id as reporter_id", "reporter.first_name as reporter_first", "reporter.last_name as reporter_last", "reporter.email as reporter_email",
        "listings.id as listing_id", "listings.title as listing_title", "listings.slug as listing_slug", "listings.status as listing_status",
        "owner.id as owner_id", "owner.first_name as owner_first", "owner.last_name as owner_last", "owner.email as owner_email",
      ]);
  type ListingReportRow = Awaited<ReturnType<ReturnType<typeof listingReports>["execute"]>>[number];
  const toListingReport = (row: ListingReportRow): ListingReportItem => ({
    id: row.id,
    reason: row.reason,
    description: row.description,
    status: row.status,
    created_at: row.created_at,
    resolution_note: row.resolution_note,
    reporter: person(row.reporter_id, row.reporter_first, row.reporter_last, row.reporter_email),
    listing: {
      id: row.listing_id,
      title: row.listing_title,
      slug: row.listing_slug,
      status: row.listing_status,
      owner: person(row.owner_id, row.owner_first, row.owner_last, row.owner_email),
    },
  });

  const chatReports = () =>
    db
      .selectFrom("chat_reports")
      .innerJoin("chat_rooms", "chat_rooms.id", "chat_reports.chat_room_id")
      .innerJoin("users as buyer", "buyer.id", "chat_rooms.buyer_id")
      .innerJoin("users as seller", "seller.id", "chat_rooms.seller_id")
      .leftJoin("users as reporter", "reporter.id", "chat_reports.user_id")
      .leftJoin("listings", "listings.id", "chat_rooms.listing_id");
  const chatReportColumns = [
    "chat_reports.id", "chat_reports.reason", "chat_reports.description", "chat_reports.status", "chat_reports.created_at", "chat_reports.resolution_note",
    "reporter.id as reporter_id", "reporter.first_name as reporter_first", "reporter.last_name as reporter_last", "reporter.email as reporter_email",
    "chat_rooms.id as room_id", "chat_rooms.listing_title as room_title", "listings.title as listing_title",
    "buyer.id as buyer_id", "buyer.first_name as buyer_first", "buyer.last_name as buyer_last", "buyer.email as buyer_email",
    "seller.id as seller_id", "seller.first_name as seller_first", "seller.last_name as seller_last", "seller.email as seller_email",
  ] as const;
  // The selected columns, read by their aliases.
  const toChatReport = (r: Record<string, string | number | null>): ChatReportItem => {
    const n = (key: string) => (r[key] === null ? null : Number(r[key]));
    const s = (key: string) => (r[key] === null ? null : String(r[key]));
    return {
      id: Number(r.id),
      reason: String(r.reason),
      description: s("description"),
      status: String(r.status),
      created_at: String(r.created_at),
      resolution_note: s("resolution_note"),
      reporter: person(n("reporter_id"), s("reporter_first"), s("reporter_last"), s("reporter_email")),
      room: {
        id: Number(r.room_id),
        listing_title: s("listing_title") ?? s("room_title"),
        buyer: person(n("buyer_id"), s("buyer_first"), s("buyer_last"), s("buyer_email")),
        seller: person(n("seller_id"), s("seller_first"), s("seller_last"), s("seller_email")),
      },
    };
  };

  return {
    async summary(): Promise<ModerationSummary> {
      const [listingReports, reviewReports, pendingReviews, pendingPlaces] = await Promise.all([
        db.selectFrom("listing_reports").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", OPEN).executeTakeFirst(),
        db.selectFrom("review_reports").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", OPEN).executeTakeFirst(),
        db.selectFrom("reviews").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "pending").executeTakeFirst(),
        db.selectFrom("places").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "pending").executeTakeFirst(),
      ]);
      return {
        "listing-reports": countOf(listingReports?.n),
        "review-reports": countOf(reviewReports?.n),
        "pending-reviews": countOf(pendingReviews?.n),
        "pending-places": countOf(pendingPlaces?.n),
      };
    },

    async openListingReports(query: Page): Promise<AdminPage<ListingReportItem>> {
      let filtered = db.selectFrom("listing_reports").where("status", "=", OPEN);
      const search = query.search;
      // The open reports are few: the search looks them over, and each one's listing by its key.
      if (search) {
        filtered = filtered.where((eb) =>
          eb.or([
            containsText("listing_reports.description", search),
            eb.exists(eb.selectFrom("listings").select("listings.id").whereRef("listings.id", "=", "listing_reports.listing_id").where(containsText("listings.title", search))),
          ]),
        );
      }
      const page = await paginate(filtered, query, (qb) => qb.select("id").orderBy("created_at", "desc").orderBy("id", "desc"));
      const rows = page.items.length
        ? await listingReports().where("listing_reports.id", "in", page.items.map((row) => row.id)).orderBy("listing_reports.created_at", "desc").orderBy("listing_reports.id", "desc").execute()
        : [];
      return { ...page, items: rows.map(toListingReport) };
    },

    /** A listing with every report about it, newest first. */
    async listingWithReports(listingId: number) {
      const rows = await listingReports().where("listings.id", "=", listingId).orderBy("listing_reports.created_at", "desc").execute();
      return rows.map(toListingReport);
    },

    listingOwner: (listingId: number) =>
      db
        .selectFrom("listings")
        .innerJoin("users", "users.id", "listings.user_id")
        .select(["listings.id", "listings.title", "listings.slug", "listings.status", "users.id as owner_id", "users.first_name", "users.last_name", "users.email", "users.language"])
        .where("listings.id", "=", listingId)
        .executeTakeFirst(),

    async reviewList(query: AdminReviewQuery): Promise<AdminPage<AdminReview>> {
      let filtered = reviews();
      if (query.status) filtered = filtered.where("reviews.status", "=", query.status);
      if (query.rating) filtered = filtered.where("reviews.rating", "=", query.rating);
      if (query.target === "listing") filtered = filtered.where("reviews.listing_id", "is not", null);
      if (query.target === "place") filtered = filtered.where("reviews.place_id", "is not", null);
      if (query.listing_id) filtered = filtered.where("reviews.listing_id", "=", query.listing_id);
      if (query.place_id) filtered = filtered.where("reviews.place_id", "=", query.place_id);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("reviews.title", search), containsText("reviews.comment", search)]));
      const page = await paginate(filtered, query, (qb) =>
        qb.select(reviewColumns).select(openReportsOf).orderBy("reviews.created_at", "desc").orderBy("reviews.id", "desc"),
      );
      return { ...page, items: page.items.map((row) => toReview(row as ReviewRow)) };
    },

    async review(id: number): Promise<(AdminReview & { language: string }) | null> {
      const row = await reviews().select(reviewColumns).select(openReportsOf).select("users.language").where("reviews.id", "=", id).executeTakeFirst();
      return row ? { ...toReview(row as ReviewRow), language: row.language ?? "en" } : null;
    },

    async openReviewReports(query: Page): Promise<AdminPage<ReviewReportItem>> {
      let filtered = db.selectFrom("review_reports").where("status", "=", OPEN);
      const search = query.search;
      if (search) {
        filtered = filtered.where((eb) =>
          eb.or([
            containsText("review_reports.description", search),
            eb.exists(
              eb
                .selectFrom("reviews")
                .select("reviews.id")
                .whereRef("reviews.id", "=", "review_reports.review_id")
                .where((inner) => inner.or([containsText("reviews.title", search), containsText("reviews.comment", search)])),
            ),
          ]),
        );
      }
      const page = await paginate(filtered, query, (qb) =>
        qb.select(["id", "review_id", "reason", "description", "created_at", "user_id"]).orderBy("created_at", "desc").orderBy("id", "desc"),
      );
      const reporterIds = [...new Set(page.items.map((row) => row.user_id).filter((id): id is number => id !== null))];
      const reviewIds = [...new Set(page.items.map((row) => row.review_id))];
      const [reporters, reviewRows] = await Promise.all([
        reporterIds.length ? db.selectFrom("users").select(["id", "first_name", "last_name", "email"]).where("id", "in", reporterIds).execute() : [],
        reviewIds.length ? reviews().select(reviewColumns).select(openReportsOf).where("reviews.id", "in", reviewIds).execute() : [],
      ]);
      const reporterById = new Map(reporters.map((r) => [r.id, r]));
      const reviewById = new Map(reviewRows.map((r) => [r.id, toReview(r as ReviewRow)]));
      return {
        ...page,
        items: page.items.map((row) => {
          const reporter = row.user_id === null ? undefined : reporterById.get(row.user_id);
          return {
            id: row.id,
            reason: row.reason,
            description: row.description,
            created_at: row.created_at,
            reporter: person(row.user_id, reporter?.first_name ?? null, reporter?.last_name ?? null, reporter?.email ?? null),
            review: reviewById.get(row.review_id)!,
          };
        }),
      };
    },

    async pendingReviews(query: Page): Promise<AdminPage<AdminReview>> {
      return this.reviewList({ ...query, status: "pending" });
    },

    async pendingPlaces(query: Page): Promise<AdminPage<PendingPlace>> {
      let filtered = db.selectFrom("places").leftJoin("users", "users.id", "places.user_id").where("places.status", "=", "pending");
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("places.name", search), containsText("places.address", search)]));
      const page = await paginate(filtered, query, (qb) =>
        qb
          .select(["places.id", "places.name", "places.slug", "places.address", "places.created_at", "places.user_id", "users.first_name", "users.last_name", "users.email"])
          .orderBy("places.created_at", "asc")
          .orderBy("places.id", "asc"),
      );
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id, name: row.name, slug: row.slug, address: row.address, created_at: row.created_at,
          owner: person(row.user_id, row.first_name, row.last_name, row.email),
        })),
      };
    },

    place: (id: number) =>
      db
        .selectFrom("places")
        .leftJoin("users", "users.id", "places.user_id")
        .select(["places.id", "places.name", "places.slug", "places.status", "users.first_name", "users.email", "users.language"])
        .where("places.id", "=", id)
        .executeTakeFirst(),

    setPlaceStatus: (id: number, status: "approved" | "rejected") =>
      db.updateTable("places").set({ status, updated_at: nowIso() }).where("id", "=", id).execute(),

    setReview: (id: number, changes: { status?: ReviewStatus; is_featured?: number }) =>
      db.updateTable("reviews").set({ ...changes, updated_at: nowIso() }).where("id", "=", id).execute(),

    deleteReview: (id: number) => db.deleteFrom("reviews").where("id", "=", id).execute(),

    setListingStatus: (id: number, status: string) => db.updateTable("listings").set({ status, updated_at: nowIso() }).where("id", "=", id).execute(),

    /** Deletes the listing with its photos; answers the queued removal of their files. */
    deleteListing: (id: number) =>
      db.transaction().execute(async (trx) => {
        const { removal } = await deleteListingsWithPhotos(trx, { ids: [id] }, () => trx.deleteFrom("listings").where("id", "=", id).execute());
        return removal;
      }),

    listingReport: (id: number) => db.selectFrom("listing_reports").selectAll().where("id", "=", id).executeTakeFirst(),
    reviewReport: (id: number) => db.selectFrom("review_reports").selectAll().where("id", "=", id).executeTakeFirst(),

    /** Closes reports: one by id, or every open one about a listing or a review. */
    resolveReports: (
      table: "listing_reports" | "review_reports" | "chat_reports",
      where: { id: number } | { listing_id: number } | { review_id: number },
      resolution: { status: string; by: number; note: string | null },
    ) => {
      let query = db
        .updateTable(table)
        .set({ status: resolution.status, resolved_by_id: resolution.by, resolved_at: nowIso(), resolution_note: resolution.note })
        .where("status", "=", OPEN);
      if ("id" in where) query = query.where("id", "=", where.id);
      // The column exists on the table the caller named (a listing's or a review's reports).
      else if ("listing_id" in where) query = query.where(sql.ref("listing_id"), "=", where.listing_id);
      else query = query.where(sql.ref("review_id"), "=", where.review_id);
      return query.execute();
    },

    async chatReportList(query: ChatReportQuery): Promise<AdminPage<ChatReportItem>> {
      let filtered = db.selectFrom("chat_reports").where("status", "=", query.status ?? OPEN);
      const search = query.search;
      if (search) {
        filtered = filtered.where((eb) =>
          eb.or([
            containsText("chat_reports.description", search),
            eb.exists(eb.selectFrom("chat_rooms").select("chat_rooms.id").whereRef("chat_rooms.id", "=", "chat_reports.chat_room_id").where(containsText("chat_rooms.listing_title", search))),
          ]),
        );
      }
      const page = await paginate(filtered, query, (qb) => qb.select("id").orderBy("created_at", "desc").orderBy("id", "desc"));
      const rows = page.items.length
        ? await chatReports().select(chatReportColumns).where("chat_reports.id", "in", page.items.map((row) => row.id)).orderBy("chat_reports.created_at", "desc").orderBy("chat_reports.id", "desc").execute()
        : [];
      return { ...page, items: rows.map(toChatReport) };
    },

    async chatReport(id: number, messageLimit: number): Promise<ChatReportDetail | null> {
      const row = await chatReports().select(chatReportColumns).where("chat_reports.id", "=", id).executeTakeFirst();
      if (!row) return null;
      const report = toChatReport(row);
      const messages = await db
        .selectFrom("chat_messages")
        .leftJoin("users", "users.id", "chat_messages.sender_id")
        .select(["chat_messages.id", "chat_messages.sender_id", "chat_messages.message", "chat_messages.created_at", "users.first_name", "users.last_name"])
        .where("chat_messages.chat_room_id", "=", report.room.id)
        .orderBy("chat_messages.created_at", "asc")
        .orderBy("chat_messages.id", "asc")
        .limit(messageLimit)
        .execute();
      return {
        ...report,
        messages: messages.map((m) => ({ id: m.id, sender_id: m.sender_id, sender_name: [m.first_name, m.last_name].filter(Boolean).join(" "), message: m.message, created_at: m.created_at })),
      };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
