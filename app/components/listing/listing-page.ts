import type { FieldValue, Listing, MediaFile } from "@schemas/listing";
import { fieldLabel, formatFieldValue, hasValue, isMultiple, optionLabels } from "./field-values";

/** A photo as the gallery and the page's structured data use it. */
export type ShownPhoto = Pick<MediaFile, "id" | "file_url" | "display_url" | "thumbnail_url" | "webp_srcset" | "alt_text" | "width" | "height" | "media_type">;

/**
 * A field's value as the listing page shows it, in the page's language: the API's value carries
 * the field's definition, its labels in both languages and its options; the page is sent twice
 * (markup and loader data), so the loader sends what is shown.
 */
export type ShownField = {
  field_id: number;
  label: string;
  /** The value as text: numbers and dates formatted, choices by their labels, Yes or No. */
  text: string;
  /** A multi-select's chosen options, by their labels (shown as chips). */
  items?: string[];
  /** A colour field's value, shown as a swatch beside its text. */
  color?: string;
};

/**
 * A listing as its page shows it. The API's listing carries every field definition with all its
 * options, twice (all values and the top ones), and the storage details of each photo; the loader
 * keeps what is shown.
 */
export type ListingPageData = Omit<Listing, "media_files" | "field_values" | "top_fields" | "wizard_step"> & {
  media_files: ShownPhoto[];
  /** The values that have something to show. */
  field_values: ShownField[];
  /** Which of them the overview shows (the category's top fields, in layout order). */
  top_field_ids: number[];
};

function shownField(value: FieldValue, language: string, yesNo: (yes: boolean) => string): ShownField {
  const shown: ShownField = { field_id: value.field_id, label: fieldLabel(value, language), text: formatFieldValue(value, language, yesNo) };
  if (isMultiple(value)) shown.items = optionLabels(value, language);
  if (value.field.display_type === "COLOR_PICKER" && value.value_text) shown.color = value.value_text;
  return shown;
}

/** The listing's page data in `language` (`yesNo` names a yes/no field's value in it). */
export function forListingPage(listing: Listing, language: string, yesNo: (yes: boolean) => string): ListingPageData {
  const { media_files, field_values, top_fields, wizard_step: _draftStep, ...rest } = listing;
  return {
    ...rest,
    media_files: media_files.map(({ id, file_url, display_url, thumbnail_url, webp_srcset, alt_text, width, height, media_type }) => ({
      id, file_url, display_url, thumbnail_url, webp_srcset, alt_text, width, height, media_type,
    })),
    field_values: field_values.filter(hasValue).map((value) => shownField(value, language, yesNo)),
    top_field_ids: top_fields.filter(hasValue).map((value) => value.field_id),
  };
}
