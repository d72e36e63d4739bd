import * as z from "zod";
import { MAX_ID } from "./constants.js";
import { blankAsMissing } from "./listing-query.js";

// Bulk listings: a business seller uploads a CSV of listings for one category (a template with
// the category's fields as columns is offered), sees a dry run with every row's errors, then
// imports them as drafts or published. A row's `external_ref` is the seller's own reference:
// importing it again updates that listing.

export const BULK_MAX_ROWS = 5000;
export const BULK_MAX_BYTES = 10 * 1024 * 1024;
export const BULK_MODES = ["draft", "publish"] as const;
export type BulkMode = (typeof BULK_MODES)[number];

/** The columns every template starts with; the category's dynamic fields follow by field name. */
export const BULK_BASE_COLUMNS = [
  "external_ref", "title", "description", "price_gbp", "price_eur", "selected_currency", "address", "latitude", "longitude",
] as const;

export const BULK_MESSAGES = {
  businessOnly: "Bulk listings are for business accounts",
  category: "Choose a category",
  file: "Choose a CSV file to upload",
  tooLarge: "The file is larger than 10 MB",
  tooManyRows: "A file may hold at most 5,000 listings",
  empty: "The file has no listings",
  unreadable: "The file is not a readable CSV file",
  unknownColumn: (name: string) => `Unknown column: ${name}`,
  missingTitleColumn: "The file needs a title column",
  duplicateRef: "This reference appears twice in the file",
  refTooLong: "A reference is at most 100 characters",
  number: "Must be a number",
} as const;

export const BulkQuerySchema = z.object({
  category_id: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: BULK_MESSAGES.category }).int(BULK_MESSAGES.category).min(1, BULK_MESSAGES.category).max(MAX_ID, BULK_MESSAGES.category),
  ),
  mode: z.preprocess(blankAsMissing, z.enum(BULK_MODES, { error: "Choose drafts or published" }).optional().default("draft")),
  /** "true" checks the file and answers the report without importing anything. */
  dry_run: z.preprocess(blankAsMissing, z.enum(["true", "false"]).optional().default("true")).transform((value) => value === "true"),
});
export type BulkQuery = z.output<typeof BulkQuerySchema>;

export type BulkRowReport = {
  /** The row's line in the file (the header is line 1). */
  line: number;
  external_ref: string | null;
  title: string;
  action: "create" | "update";
  errors: Array<{ field: string; message: string }>;
};

export type BulkReport = {
  rows: BulkRowReport[];
  total: number;
  valid: number;
  invalid: number;
  /** True when the listings were written (not a dry run, and every row valid). */
  imported: boolean;
  created: number;
  updated: number;
  mode: BulkMode;
};
