import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";

export const FORM_UNREADABLE = "The form could not be read. Please send it again.";

/**
 * The form a page action was sent. A body that is not a form (JSON, a cut or garbled multipart
 * body, no body at all) is answered 400 with a message, never a 500; with `maxPartSize`, files
 * of a multipart form are refused above that size before they are buffered whole
 * (`MaxPartSizeExceededError`, which the caller answers in its own words).
 */
export async function readForm(request: Request, options: { maxPartSize?: number } = {}): Promise<FormData> {
  try {
    const multipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;
    return multipart && options.maxPartSize
      ? await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: options.maxPartSize }))
      : await request.formData();
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw error;
    // A Response rather than `data()`: resource routes (preferences, chat) read forms too, and send
    // a thrown Response as it is; pages show either alike.
    throw Response.json({ detail: FORM_UNREADABLE }, { status: 400 });
  }
}
