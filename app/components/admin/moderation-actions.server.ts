import type { IntentHandler } from "./admin.server";
import { idFrom } from "./admin.server";

const reason = (form: FormData) => ({ reason: String(form.get("reason") ?? "") });
const note = (form: FormData) => ({ note: String(form.get("note") ?? "") });

/** The moderation decisions the queue, a listing's reports and the reviews list all offer. */
export const moderationIntents: Record<string, IntentHandler> = {
  "dismiss-listing-report": async (api, form) => void (await api.post(`/admin/moderation/listing-reports/${idFrom(form.get("id"))}/dismiss`, note(form))),
  "hide-listing": async (api, form) => void (await api.post(`/admin/moderation/listings/${idFrom(form.get("id"))}/hide`, reason(form))),
  "delete-listing": async (api, form) => (await api.delete(`/admin/moderation/listings/${idFrom(form.get("id"))}`, reason(form)), "deleted"),
  "dismiss-review-report": async (api, form) => void (await api.post(`/admin/moderation/review-reports/${idFrom(form.get("id"))}/dismiss`, note(form))),
  "publish-review": async (api, form) => void (await api.post(`/admin/reviews/${idFrom(form.get("id"))}/publish`)),
  "hide-review": async (api, form) => void (await api.post(`/admin/reviews/${idFrom(form.get("id"))}/hide`, reason(form))),
  "feature-review": async (api, form) => void (await api.post(`/admin/reviews/${idFrom(form.get("id"))}/feature`, { featured: form.get("featured") === "true" })),
  "delete-review": async (api, form) => (await api.delete(`/admin/reviews/${idFrom(form.get("id"))}`, reason(form)), "deleted"),
  "approve-place": async (api, form) => void (await api.post(`/admin/moderation/places/${idFrom(form.get("id"))}/approve`)),
  "reject-place": async (api, form) => void (await api.post(`/admin/moderation/places/${idFrom(form.get("id"))}/reject`, reason(form))),
  "delete-place": async (api, form) => (await api.delete(`/admin/moderation/places/${idFrom(form.get("id"))}`, reason(form)), "deleted"),
};
