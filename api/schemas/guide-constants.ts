// Values of the local guide that pages share with the zod schemas, kept free of zod (see
// constants.ts: a page importing a value from a schema module loads zod with it).

export const PLACE_STATUSES = ["pending", "approved", "rejected"] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

/** The kinds of file the media library tells apart (media_files.media_type). */
export const MEDIA_TYPES = ["image", "video", "audio", "document"] as const;
