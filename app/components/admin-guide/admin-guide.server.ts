import { type AdminApi, type IntentHandler, idFrom } from "../admin/admin.server";

// The top locations' admin pages send the image with the form (multipart, so it works without
// JavaScript); the admin API's photo pipeline decides what the file is.

/** The chosen image of a form (an empty file input still sends one nameless, empty part), or null. */
export function chosenImage(form: FormData): File | null {
  const value = form.get("image");
  return value instanceof File && value.size > 0 ? value : null;
}

/** Sets a top location's image; every picture upload of the API reads the field "photos". */
export function uploadLocationImage(api: AdminApi, locationId: number, image: File) {
  const body = new FormData();
  body.append("photos", image, image.name);
  return api.upload(`/admin/top-locations/${locationId}/image`, body);
}

/**
 * Approving and rejecting a place from the places pages: the moderation decisions (a rejection
 * tells the owner the reason by e-mail), the same calls as the moderation queue's.
 */
export const moderatePlace: Record<"approve" | "reject", IntentHandler> = {
  approve: async (api, form) => {
    await api.post(`/admin/moderation/places/${idFrom(form.get("id"))}/approve`);
    return "updated";
  },
  reject: async (api, form) => {
    await api.post(`/admin/moderation/places/${idFrom(form.get("id"))}/reject`, { reason: String(form.get("reason") ?? "") });
    return "updated";
  },
};
