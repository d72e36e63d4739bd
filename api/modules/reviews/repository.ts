import type { Insertable, Kysely } from "kysely";
import type { DB, ReviewsTable } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import type { ReviewReportReason } from "../../schemas/constants.js";
import type { ReviewReader } from "../../schemas/reviews.js";
import { countOf } from "../../db/count.js";
import { preparedQuery } from "../../db/prepared-query.js";

/** What a review is about: a listing or a place, by id. */
export type ReviewTarget = { kind: "listing" | "place"; id: number };

/** The moderation state shown and counted in public. */
export const PUBLISHED = "published";
/** A report stays open until a moderator deals with it. */
const OPEN = "open";

const columnOf = (target: Pick<ReviewTarget, "kind">) => (target.kind === "listing" ? "reviews.listing_id" : "reviews.place_id");

type ReaderValues = { itemId: number; userId: number };
/** The reader's own review of an item, in any state: asked by every signed-in listing page (decision 0037). */
const ownReviewOf = (kind: ReviewTarget["kind"]) =>
  preparedQuery<ReaderValues>()((db: Kysely<DB>, value) =>
    db.selectFrom("reviews").select("reviews.id").where(columnOf({ kind }), "=", value("itemId")).where("reviews.user_id", "=", value("userId")),
  );
/** The item's reviews the reader voted helpful, in any state. */
const votedReviewsOf = (kind: ReviewTarget["kind"]) =>
  preparedQuery<ReaderValues>()((db: Kysely<DB>, value) =>
    db
      .selectFrom("reviews")
      .innerJoin("review_votes", "review_votes.review_id", "reviews.id")
      .select("reviews.id")
      .where(columnOf({ kind }), "=", value("itemId"))
      .where("review_votes.user_id", "=", value("userId"))
      .orderBy("reviews.id"),
  );
const readerQueries = {
  listing: { own: ownReviewOf("listing"), voted: votedReviewsOf("listing") },
  place: { own: ownReviewOf("place"), voted: votedReviewsOf("place") },
};

const REVIEW_COLUMNS = [
  "reviews.id", "reviews.listing_id", "reviews.place_id", "reviews.user_id", "reviews.rating", "reviews.title",
  "reviews.comment", "reviews.visit_date", "reviews.is_anonymous", "reviews.is_featured", "reviews.is_verified_purchase",
  "reviews.helpful_count", "reviews.status", "reviews.created_at",
  "users.first_name", "users.last_name", "users.is_verified",
] as const;

/** A unique index refused the row (SQLite and PostgreSQL say so differently). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export function createReviewsRepository(db: Kysely<DB>) {
  /** An item's reviews, only the published ones unless told otherwise. */
  const ofItem = (target: ReviewTarget, onlyPublished: boolean) =>
    db
      .selectFrom("reviews")
      .where(columnOf(target), "=", target.id)
      .$if(onlyPublished, (qb) => qb.where("reviews.status", "=", PUBLISHED));

  /** Reviews with their reviewers (left-joined: a deleted account leaves its reviews). */
  const withReviewers = () => db.selectFrom("reviews").leftJoin("users", "users.id", "reviews.user_id").select(REVIEW_COLUMNS);

  return {
    /** The reader's own review of the item (in any state), and the item's reviews they voted on. */
    async readerOf(target: ReviewTarget, userId: number): Promise<ReviewReader> {
      const queries = readerQueries[target.kind];
      const values = { itemId: target.id, userId };
      const [own, votes] = await Promise.all([queries.own(db, values), queries.voted(db, values)]);
      return { own_review_id: own[0]?.id ?? null, voted_review_ids: votes.map((vote) => vote.id) };
    },

    /** Featured first, then newest, with their reviewers and whether `viewerId` has voted on each. */
    list: (target: ReviewTarget, options: { onlyPublished: boolean; limit: number; viewerId: number | null }) =>
      ofItem(target, options.onlyPublished)
        .leftJoin("users", "users.id", "reviews.user_id")
        .select(REVIEW_COLUMNS)
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom("review_votes")
                .select("review_votes.review_id")
                .whereRef("review_votes.review_id", "=", "reviews.id")
                .where("review_votes.user_id", "=", options.viewerId ?? 0),
            )
            .as("has_voted"),
        )
        .orderBy("reviews.is_featured", "desc")
        .orderBy("reviews.created_at", "desc")
        .orderBy("reviews.id", "desc")
        .limit(options.limit)
        .execute(),

    /** Average rating and count. */
    stats: (target: ReviewTarget, onlyPublished: boolean) =>
      ofItem(target, onlyPublished)
        .select([(eb) => eb.fn.avg<number | string>("reviews.rating").as("average"), (eb) => eb.fn.countAll<number | string>().as("n")])
        .executeTakeFirstOrThrow(),

    /** A user's reviews, newest first, whatever their state; optionally of one item only. */
    ofUser: (userId: number, filter: { target?: ReviewTarget; limit: number }) =>
      withReviewers()
        .where("reviews.user_id", "=", userId)
        .$if(filter.target !== undefined, (qb) => qb.where(columnOf(filter.target!), "=", filter.target!.id))
        .orderBy("reviews.created_at", "desc")
        .orderBy("reviews.id", "desc")
        .limit(filter.limit)
        .execute(),

    async countOfUser(userId: number, target?: ReviewTarget): Promise<number> {
      const row = await db
        .selectFrom("reviews")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("user_id", "=", userId)
        .$if(target !== undefined, (qb) => qb.where(columnOf(target!), "=", target!.id))
        .executeTakeFirstOrThrow();
      return countOf(row.n);
    },

    byId: (id: number) => withReviewers().where("reviews.id", "=", id).executeTakeFirst(),

    /**
     * Writes the review unless its writer has reviewed the item already (null then). The unique
     * indexes on (item, user) decide when two submits race; the check first keeps it a plain answer.
     */
    async insert(row: Omit<Insertable<ReviewsTable>, "created_at" | "updated_at">): Promise<number | null> {
      const target: ReviewTarget = row.listing_id ? { kind: "listing", id: row.listing_id } : { kind: "place", id: row.place_id! };
      const existing = await db
        .selectFrom("reviews")
        .select("id")
        .where(columnOf(target), "=", target.id)
        .where("user_id", "=", row.user_id!)
        .executeTakeFirst();
      if (existing) return null;
      const now = nowIso();
      try {
        const inserted = await db
          .insertInto("reviews")
          .values({ ...row, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        return Number(inserted.id);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Records a user's vote, once (the votes' primary key is review and user): null when they had
     * voted already, else the review's helpful count after it.
     */
    vote: (reviewId: number, userId: number, isHelpful: boolean) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("review_votes")
          .values({ review_id: reviewId, user_id: userId, is_helpful: isHelpful ? 1 : 0, created_at: nowIso() })
          .onConflict((oc) => oc.columns(["review_id", "user_id"]).doNothing())
          .returning("review_id")
          .executeTakeFirst();
        if (!inserted) return null;
        if (isHelpful) {
          await trx
            .updateTable("reviews")
            .set((eb) => ({ helpful_count: eb("helpful_count", "+", 1) }))
            .where("id", "=", reviewId)
            .execute();
        }
        const row = await trx.selectFrom("reviews").select("helpful_count").where("id", "=", reviewId).executeTakeFirstOrThrow();
        return Number(row.helpful_count);
      }),

    /**
     * Files a report unless the user already has an open one on the review (null then). The
     * check and the insert share a transaction, so a double submit files one report.
     */
    report: (report: { reviewId: number; userId: number; reason: ReviewReportReason; description: string | null }) =>
      db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom("review_reports")
          .select("id")
          .where("review_id", "=", report.reviewId)
          .where("user_id", "=", report.userId)
          .where("status", "=", OPEN)
          .executeTakeFirst();
        if (open) return null;
        return trx
          .insertInto("review_reports")
          .values({
            review_id: report.reviewId,
            user_id: report.userId,
            reason: report.reason,
            description: report.description,
            status: OPEN,
            created_at: nowIso(),
          })
          .returning(["id", "review_id", "reason", "description", "status", "created_at"])
          .executeTakeFirstOrThrow();
      }),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository["byId"]>>>;
export type ListedReviewRow = Awaited<ReturnType<ReviewsRepository["list"]>>[number];
