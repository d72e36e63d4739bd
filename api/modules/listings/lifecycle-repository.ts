import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { queueRemoval } from "../media/file-removals-repository.js";
import { PHOTO_FILE_COLUMNS, photoFiles } from "../media/store-photos.js";

/** A listing's owner as the lifecycle e-mails address them. */
const OWNER_COLUMNS = ["u.id as user_id", "u.email", "u.first_name", "u.language", "u.is_active"] as const;

/**
 * The listing lifecycle's jobs' reads and writes: expiry reminders and the clean-up of old
 * drafts. Each job picks its rows with an UPDATE that marks them, so instances running at once
 * never both take a row; a failed e-mail gives the mark back.
 */
export function createLifecycleRepository(db: Kysely<DB>) {
  const withOwners = (ids: number[]) =>
    db
      .selectFrom("listings as l")
      .innerJoin("users as u", "u.id", "l.user_id")
      .select(["l.id", "l.slug", "l.title", "l.expires_at", ...OWNER_COLUMNS])
      .where("l.id", "in", ids)
      .orderBy("l.id")
      .execute();

  return {
    /** Published listings ending in (now, until] not reminded yet, marked reminded at `now`, with their owners. */
    async takeEndingSoon(now: string, until: string) {
      const picked = await db
        .updateTable("listings")
        .set({ expiry_reminded_at: now })
        .where("status", "=", "published")
        .where("expiry_reminded_at", "is", null)
        .where("expires_at", ">", now)
        .where("expires_at", "<=", until)
        .returning("id")
        .execute();
      return picked.length ? withOwners(picked.map((row) => Number(row.id))) : [];
    },

    unmarkReminded: (id: number) => db.updateTable("listings").set({ expiry_reminded_at: null }).where("id", "=", id).execute(),

    /** Drafts untouched since `before` not warned yet, marked warned at `now`, with their owners. */
    async takeDraftsToWarn(now: string, before: string) {
      const picked = await db
        .updateTable("listings")
        .set({ draft_warned_at: now })
        .where("status", "=", "draft")
        .where("draft_warned_at", "is", null)
        .where("updated_at", "<=", before)
        .returning("id")
        .execute();
      return picked.length ? withOwners(picked.map((row) => Number(row.id))) : [];
    },

    unwarnDrafts: (ids: number[]) => db.updateTable("listings").set({ draft_warned_at: null }).where("id", "in", ids).execute(),

    /** Drafts untouched since `untouchedSince` whose owner was warned since the last change, before `warnedBefore`. */
    dueDrafts: (untouchedSince: string, warnedBefore: string) =>
      db
        .selectFrom("listings")
        .select("id")
        .where("status", "=", "draft")
        .where("updated_at", "<=", untouchedSince)
        .where("draft_warned_at", "<=", warnedBefore)
        // Warned about this very draft, since its last change (not about an earlier life of it).
        .whereRef("draft_warned_at", ">=", "updated_at")
        .execute(),

    /**
     * Deletes a draft still untouched since `untouchedSince` (its owner may be saving it right
     * now) with its photos' rows; answers the queued removal of the photos' files, or null when it stays.
     */
    deleteDraft: (id: number, untouchedSince: string) =>
      db.transaction().execute(async (trx) => {
        const photos = await trx
          .selectFrom("listing_media")
          .innerJoin("media_files", "media_files.id", "listing_media.media_id")
          .select(["media_files.id", ...PHOTO_FILE_COLUMNS])
          .where("listing_media.listing_id", "=", id)
          .execute();
        const gone = await trx.deleteFrom("listings").where("id", "=", id).where("status", "=", "draft").where("updated_at", "<=", untouchedSince).executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) return null;
        // The photo links went with the listing (cascade); the photos themselves now belong to nothing.
        if (photos.length) await trx.deleteFrom("media_files").where("id", "in", photos.map((photo) => photo.id)).execute();
        return queueRemoval(trx, photos.flatMap(photoFiles));
      }),
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
