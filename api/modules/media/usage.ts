// What uses a stored file. Listing and place photos are linked by id (listing_media, place_media);
// a top location names its image by storage path, a banner its images (English and Spanish) and
// a user their avatar by URL under /api/v1/uploads (or by path). A file is an orphan when none of
// these names it. The queries that apply the rule are in usage-repository.ts.

/** Where uploaded files are served: a reference by URL starts with it. */
export const UPLOADS_PREFIX = "/api/v1/uploads/";

/** A stored reference (a storage path, or a URL under /api/v1/uploads) as a storage path. */
export const toStoragePath = (reference: string) => (reference.startsWith(UPLOADS_PREFIX) ? reference.slice(UPLOADS_PREFIX.length) : reference);
