import type { AdminBanner, BannerForm, UploadedBannerImage } from "@schemas/admin-banners";
import type { AdminApi } from "../admin.server";
import { ApiError } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";

/** What the banner pages say when a call fails, followed by its cause ('HTTP {status}: {text}'). */
export type BannerFailure =
  | "admin_banners.fetch_failed"
  | "admin_banners.create_failed"
  | "admin_banners.update_failed"
  | "admin_banners.delete_failed"
  | "admin_banners.toggle_failed"
  | "admin_banners.settings_failed"
  | "admin_banners.stats_failed"
  | "admin_banners.analytics_failed"
  | "admin_banners.reset_failed";

/**
 * The failure in the admin's language with the API's answer, e.g. "Failed to toggle banner —
 * HTTP 404: Banner not found". A redirect (the session ended) and errors that are not the API's
 * (bugs) are thrown on, to the sign-in page and the error page.
 */
export async function describeFailure(request: Request, failure: BannerFailure, error: unknown): Promise<string> {
  if (!(error instanceof ApiError)) throw error;
  const t = await getT(request);
  return t("admin_banners.failure", { failure: t(failure), status: error.status, text: t(error.messageKey) });
}

/**
 * Runs an admin call whose failure the page shows: field errors (a 422 naming fields) stay as
 * they are for the form to place at its fields; any other failure becomes a refusal carrying the
 * described failure, which the kit shows on the form or as the page's `?error=`.
 */
export async function withFailure<T>(request: Request, failure: BannerFailure, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.errors.length > 0) throw error;
    throw new ApiError(400, await describeFailure(request, failure, error));
  }
}

/** A read whose failure is shown in its place on the page while the rest still shows. */
export async function readOrFailure<T>(request: Request, failure: BannerFailure, read: Promise<T>): Promise<{ data: T; error: null } | { data: null; error: string }> {
  try {
    return { data: await read, error: null };
  } catch (error) {
    return { data: null, error: await describeFailure(request, failure, error) };
  }
}

/** Uploads one image file for a banner; a refusal (not an image, too large) names `field`, the form's input it came from. */
async function uploadImage(api: AdminApi, file: File, field: "image_file" | "image_file_es"): Promise<UploadedBannerImage> {
  const upload = new FormData();
  upload.append("image_file", file, file.name);
  try {
    return await api.upload<UploadedBannerImage>("/admin/banners/upload", upload);
  } catch (error) {
    if (!(error instanceof ApiError) || field === "image_file") throw error;
    const errors = error.errors.map((fieldError) => (fieldError.field === "image_file" ? { ...fieldError, field } : fieldError));
    throw new ApiError(error.status, error.detail, errors, error.code);
  }
}

/**
 * Saves the banner form: chosen image files (English, Spanish) are uploaded first and the banner
 * uses their addresses (and the English one's size, unless the form gives one).
 */
export async function saveBanner(api: AdminApi, form: BannerForm, id?: number): Promise<AdminBanner> {
  const { image_file, image_file_es, ...banner } = form;
  let body = banner;
  if (image_file) {
    const image = await uploadImage(api, image_file, "image_file");
    body = { ...body, image_url: image.image_url, width: body.width ?? image.width, height: body.height ?? image.height };
  }
  if (image_file_es) body = { ...body, image_url_es: (await uploadImage(api, image_file_es, "image_file_es")).image_url };
  return id === undefined ? api.post<AdminBanner>("/admin/banners/", body) : api.put<AdminBanner>(`/admin/banners/${id}`, body);
}
