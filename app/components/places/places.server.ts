import { MaxPartSizeExceededError } from "@remix-run/node";
import type { Api } from "~/utils/api.server";

import type { PhotoResult } from "./place-photos";
import { refusalOf, throwAsErrorPage } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

/** The API's own limit per photo; larger parts are refused before they are buffered whole. */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "Each photo must be 10 MB or smaller";

/** A place form, multipart (with photos) or not; null when a photo is over the size limit. */
export async function readPlaceForm(request: Request): Promise<FormData | null> {
  try {
    return await readForm(request, { maxPartSize: PHOTO_MAX_BYTES });
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw error;
  }
}

/** The chosen files (an empty file input still sends one nameless, empty part). */
export const chosenFiles = (form: FormData): File[] =>
  form.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);

/** The text fields only: the form's reply echoes its values, and files do not belong there. */
export function textFields(form: FormData): FormData {
  const text = new FormData();
  for (const [key, value] of form) if (typeof value === "string") text.append(key, value);
  return text;
}

/**
 * Where a place's photos are changed: the owner's endpoints, or the back-office's ("/admin/places"),
 * which write each change to the audit log.
 */
type PlacesBase = "/places" | "/admin/places";

export function uploadPhotos(api: Api, placeId: number, files: File[], base: PlacesBase = "/places") {
  const body = new FormData();
  for (const file of files) body.append("photos", file, file.name);
  return api.upload(`${base}/${placeId}/photos`, body);
}

/** The photo buttons of the edit page: upload the chosen files, or `delete:<id>` one photo. */
export async function placePhotosAction(
  api: Api,
  placeId: number,
  form: FormData | null,
  base: PlacesBase = "/places",
): Promise<PhotoResult> {
  if (!form) return { ok: false, message: PHOTO_TOO_LARGE };
  const intent = String(form.get("intent") ?? "upload");
  try {
    if (intent.startsWith("delete:")) {
      await api.delete(`${base}/${placeId}/photos/${encodeURIComponent(intent.slice("delete:".length))}`);
      return { ok: true, message: "place_form.photo_removed" };
    }
    const files = chosenFiles(form);
    if (files.length === 0) return { ok: false, message: "Choose one or more photos to upload" };
    await uploadPhotos(api, placeId, files, base);
    return { ok: true, message: "place_form.photos_added" };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, message: refusal.messageKey };
    throwAsErrorPage(error);
  }
}
