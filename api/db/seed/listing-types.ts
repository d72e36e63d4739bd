import type { ListingTypeSlug } from "./categories.js";

export type FieldValue = number | string | boolean | readonly string[];

/** One hand-written listing. Creation times and view counts are assigned by the seed. */
export type ListingSeed = {
  /** A name for reviews to refer to. */
  key?: string;
  /** Subcategory slug. */
  cat: string;
  type: ListingTypeSlug;
  /** Seller's user key. */
  seller: string;
  /** Top location slug. */
  loc: string | null;
  title: string;
  desc: string;
  /** Defaults to "<location name>, Gibraltar GX11 1AA"; null shows "Location not specified". */
  address?: string | null;
  /** Defaults to a point near the location; null leaves the map out. */
  at?: readonly [number, number] | null;
  /** Price in pounds. */
  gbp?: number;
  /** Price in euros (the listing's currency becomes eur). Neither: price on request. */
  eur?: number;
  /** Space-separated: top featured highlighted. */
  flags?: string;
  fields?: Record<string, FieldValue>;
  photos?: 1 | 2 | 3;
};
