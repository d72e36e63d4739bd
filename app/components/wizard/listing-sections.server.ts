import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import type { FieldDefinition, Listing } from "@schemas/listing";
import { WizardSteps } from "@schemas/listing-write";
import { normalisePhone } from "@schemas/phone";
import type { Api } from "~/utils/api.server";
import { replyWithApiError } from "~/utils/api-errors.server";
import { loadMapSettings, loadPlacingLocations } from "~/utils/shell.server";
import type { PlacingLocation } from "./location-picker";

/** The sections of a listing a form saves on its own (the wizard's steps, the edit page's sections). */
export type ListingSection = "details" | "location" | "price";
export const isListingSection = (value: string): value is ListingSection => value === "details" || value === "location" || value === "price";

/**
 * Saves one section's form into the listing (`extra` joins it, e.g. where the wizard is). Clearing
 * a field sends null, so the listing forgets it. A location given by its area alone takes the
 * area's position. Answers null when saved, else the form's reply with the errors at their fields.
 */
export async function saveListingSection(
  api: Api,
  id: number,
  section: ListingSection,
  formData: FormData,
  locations: () => Promise<PlacingLocation[]>,
  extra: Record<string, unknown> = {},
) {
  const submission = parseWithZod(formData, { schema: WizardSteps[section] });
  if (submission.status !== "success") return submission.reply();
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(submission.value).map(([key, value]) => [key, value ?? null]));
  if (section === "location") {
    values.location_id ??= null;
    if (values.latitude === null && values.longitude === null && values.location_id !== null) {
      const area = (await locations()).find((location) => location.id === values.location_id);
      if (area?.latitude != null && area.longitude != null) Object.assign(values, { latitude: area.latitude, longitude: area.longitude });
    }
  }
  try {
    await api.patch(`/listings/${id}`, { ...values, ...extra });
    return null;
  } catch (error) {
    return replyWithApiError(submission, error);
  }
}

/** What the forms of a listing's sections need beside the listing: its category's fields, the map, the areas. */
export async function loadSectionData(api: Api, request: Request, context: AppLoadContext, listing: Listing, sections: { details: boolean; location: boolean }) {
  const [definitions, mapSettings, locations] = await Promise.all([
    sections.details ? api.get<FieldDefinition[]>(`/categories/${listing.category_id}/fields`) : ([] as FieldDefinition[]),
    sections.location ? loadMapSettings(request, context) : null,
    sections.location ? loadPlacingLocations(request, context) : ([] as PlacingLocation[]),
  ]);
  return { definitions, mapSettings, locations };
}

/** The seller's phone as buyers will see it (E.164), for the "Show my phone" choice; null without one. */
export const shownPhone = (phone: string | null) => (phone ? (normalisePhone(phone) ?? phone) : null);
