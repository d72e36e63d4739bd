import * as z from "zod";
import { AppError, notFound, parseInput } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { MediaFile } from "../../schemas/listing.js";
import { toMediaFile } from "../listings/present.js";
import type { LedgeredStorage } from "./file-ledger.js";
import { MAX_PHOTOS, PHOTOS_MISSING, TOO_MANY_PHOTOS, photoError } from "./images.js";
import type { MediaRepository } from "./repository.js";
import { type Upload, storePhotos } from "./store-photos.js";
import { editableListing } from "../listings/ownership.js";
import type { Requester } from "../../schemas/users.js";

export const PHOTO_NOT_FOUND = "Photo not found";
export const ORDER_MISMATCH = "The photo list does not match the listing's photos";
export const COVER_MISMATCH = "The cover must be one of the listing's photos";

/** Who edits: the listing's owner, or an admin. */
export type Editor = Requester;

const mediaId = z.number({ error: "Photo ids must be numbers" }).int().positive();
export const OrderSchema = z.object({
  media_ids: z.array(mediaId, { error: "media_ids must be a list of photo ids" }).max(MAX_PHOTOS, ORDER_MISMATCH),
  cover_id: mediaId.optional(),
});

const orderError = (field: string, message: string) => new AppError(422, message, [{ field, message }]);

export function createMediaService(deps: { repo: MediaRepository; storage: LedgeredStorage; events: Events }) {
  const { repo, storage, events } = deps;

  const list = async (listingId: number): Promise<MediaFile[]> => (await repo.media(listingId)).map(toMediaFile);

  /** The listing's photos after a change, which listeners (cover images in lists) hear of. */
  const changed = (listingId: number): Promise<MediaFile[]> => {
    events.listingChanged({ id: listingId, kind: "media" });
    return list(listingId);
  };

  return {
    /** The listing behind an id parameter, when the editor may change its photos (404, then 403). */
    async editable(idParam: string | undefined, editor: Editor): Promise<number> {
      const id = parseIdParam(idParam);
      return editableListing(id === null ? undefined : await repo.findListing(id), editor, "Only the listing's owner can change its photos").id;
    },

    list,

    /** Re-encodes the uploads, stores their variants and appends them to the gallery. */
    async upload(listingId: number, editor: Editor, files: Upload[]): Promise<MediaFile[]> {
      if (!files.length) throw photoError(PHOTOS_MISSING);
      // A quick refusal before decoding anything; addPhotos checks again under the lock.
      if ((await repo.countPhotos(listingId)) + files.length > MAX_PHOTOS) throw photoError(TOO_MANY_PHOTOS);
      await storePhotos(storage, `listings/${listingId}`, editor.id, files, async (photos) => {
        if (!(await repo.addPhotos(listingId, photos, MAX_PHOTOS))) throw photoError(TOO_MANY_PHOTOS);
      });
      return changed(listingId);
    },

    /** Sets the gallery order (array index) and the cover (default: the first photo). */
    async reorder(listingId: number, body: unknown): Promise<MediaFile[]> {
      const input = parseInput(OrderSchema, body ?? {});
      const current = new Set((await repo.links(listingId)).map((link) => link.media_id));
      const requested = new Set(input.media_ids);
      const matches =
        requested.size === input.media_ids.length &&
        requested.size === current.size &&
        input.media_ids.every((id) => current.has(id));
      if (!matches) throw orderError("media_ids", ORDER_MISMATCH);
      const coverId = input.cover_id ?? input.media_ids[0];
      if (coverId !== undefined && !requested.has(coverId)) throw orderError("cover_id", COVER_MISMATCH);
      if (coverId !== undefined) await repo.reorder(listingId, input.media_ids, coverId);
      return changed(listingId);
    },

    /** Deletes the photo's rows, then its files; the next photo becomes cover if needed. */
    async remove(listingId: number, mediaIdParam: string | undefined): Promise<void> {
      const id = parseIdParam(mediaIdParam);
      const removal = id === null ? undefined : await repo.removePhoto(listingId, id);
      if (!removal) throw notFound(PHOTO_NOT_FOUND);
      events.listingChanged({ id: listingId, kind: "media" });
      await storage.removeQueued(removal);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
