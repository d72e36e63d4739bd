import { forbidden, notFound } from "../../lib/errors.js";
import { LISTING_NOT_FOUND } from "./service.js";
import type { Requester } from "../../schemas/users.js";

/** Who asks to change a listing. */
export type ListingEditor = Requester;

/**
 * The one rule for changing a listing (its text and fields, its photos): its owner or an admin
 * may. An unknown listing is a 404 before anyone is told they may not touch it (403, `refusal`).
 */
export function editableListing<T extends { user_id: number }>(row: T | undefined, editor: ListingEditor, refusal: string): T {
  if (!row) throw notFound(LISTING_NOT_FOUND);
  if (row.user_id !== editor.id && !editor.is_superuser) throw forbidden(refusal);
  return row;
}
