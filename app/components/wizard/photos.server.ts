import { MaxPartSizeExceededError } from "@remix-run/node";
import type { Api } from "~/utils/api.server";
import { refusalOf, throwAsErrorPage } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type PhotoResult = { intent: "photos"; ok: boolean; message: string };

/** The gallery order with one photo moved a place earlier (-1) or later (1); unchanged at the ends. */
export function moved(order: number[], id: number, step: -1 | 1): number[] {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * The photos step is a multipart form: its buttons upload photos (passed on to the API as
 * multipart), remove one, make one the cover or move one earlier or later in the gallery.
 * Answers what to tell the user.
 */
export async function photosAction(request: Request, api: Api, listingId: number): Promise<PhotoResult | "next"> {
  let form: FormData;
  try {
    form = await readForm(request, { maxPartSize: PHOTO_MAX_BYTES });
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return { intent: "photos", ok: false, message: "Each photo must be 10 MB or smaller" };
    throw error;
  }
  const intent = String(form.get("intent") ?? "upload");
  try {
    if (intent === "next") return "next";
    if (intent.startsWith("delete:")) {
      await api.delete(`/listings/${listingId}/media/${Number(intent.slice(7))}`);
      return { intent: "photos", ok: true, message: "wizard.photo_removed" };
    }
    const order = String(form.get("order") ?? "")
      .split(",")
      .map(Number)
      .filter(Boolean);
    if (intent.startsWith("cover:")) {
      await api.put(`/listings/${listingId}/media/order`, { media_ids: order, cover_id: Number(intent.slice(6)) });
      return { intent: "photos", ok: true, message: "wizard.cover_set" };
    }
    const move = /^(earlier|later):(\d+)$/.exec(intent);
    if (move) {
      // The cover stays the cover wherever it moves (the API would otherwise take the first photo).
      const cover = Number(form.get("cover")) || undefined;
      await api.put(`/listings/${listingId}/media/order`, {
        media_ids: moved(order, Number(move[2]), move[1] === "earlier" ? -1 : 1),
        cover_id: cover,
      });
      return { intent: "photos", ok: true, message: "wizard.photo_moved" };
    }
    const files = form.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);
    if (files.length === 0) return { intent: "photos", ok: false, message: "Choose one or more photos to upload" };
    const body = new FormData();
    for (const file of files) body.append("photos", file, file.name);
    await api.upload(`/listings/${listingId}/media`, body);
    return { intent: "photos", ok: true, message: "wizard.photos_added" };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { intent: "photos", ok: false, message: refusal.messageKey };
    throwAsErrorPage(error);
  }
}
