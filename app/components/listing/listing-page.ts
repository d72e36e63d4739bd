import type { FieldValue, Listing, MediaFile } from "@schemas/listing";
import { hasValue, type ShownFieldValue } from "./field-values";

/** A photo as the gallery and the page's structured data use it. */
export type ShownPhoto = Pick<MediaFile, "id" | "file_url" | "display_url" | "thumbnail_url" | "webp_srcset" | "alt_text" | "width" | "height" | "media_type">;

/**
 * A listing as its page shows it. The API's listing carries every field definition with all its
 * options, twice (all values and the top ones), and the storage details of each photo; the page
 * is sent twice (markup and loader data), so the loader keeps what is shown.
 */
export type ListingPageData = Omit<Listing, "media_files" | "field_values" | "top_fields" | "wizard_step"> & {
  media_files: ShownPhoto[];
  /** The values that have something to show, each field with only its chosen options. */
  field_values: ShownFieldValue[];
  /** Which of them the overview shows (the category's top fields, in layout order). */
  top_field_ids: number[];
};

const chosenValues = (value: FieldValue) => new Set([value.value_text, ...(value.value_array ?? "").split(",")].map((v) => (v ?? "").trim()).filter(Boolean));

function shownField(value: FieldValue): ShownFieldValue {
  const { field_id, value_text, value_number, value_boolean, value_array, is_multiple_value, field } = value;
  const chosen = chosenValues(value);
  return {
    field_id, value_text, value_number, value_boolean, value_array, is_multiple_value,
    field: {
      label_en: field.label_en,
      label_es: field.label_es,
      display_type: field.display_type,
      options: field.options.filter((o) => chosen.has(o.value)).map(({ value, label_en, label_es }) => ({ value, label_en, label_es })),
    },
  };
}

export function forListingPage(listing: Listing): ListingPageData {
  const { media_files, field_values, top_fields, wizard_step: _draftStep, ...rest } = listing;
  return {
    ...rest,
    media_files: media_files.map(({ id, file_url, display_url, thumbnail_url, webp_srcset, alt_text, width, height, media_type }) => ({
      id, file_url, display_url, thumbnail_url, webp_srcset, alt_text, width, height, media_type,
    })),
    field_values: field_values.filter(hasValue).map(shownField),
    top_field_ids: top_fields.filter(hasValue).map((value) => value.field_id),
  };
}
