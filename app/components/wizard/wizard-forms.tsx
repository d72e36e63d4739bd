import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { Listing, FieldDefinition } from "@schemas/listing";
import { WizardSteps } from "@schemas/listing-write";
import { initialFieldValues } from "./dynamic-values";
import type { ShellCategory } from "~/utils/types";
import { DynamicFields } from "./dynamic-fields";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { SelectField } from "~/components/ui/select-field";
import { button, field, input, label } from "~/components/ui/ui.css";
import { CategoryOptions } from "~/components/wizard/category-options";
import { LocationPicker, type PlacingLocation } from "./location-picker";
import * as styles from "./wizard.css";

type PickerSettings = Parameters<typeof LocationPicker>[0]["settings"];

type Reply = SubmissionResult<string[]> | undefined;

/**
 * The forms below serve the posting wizard (one step a page, "Save and continue") and the edit
 * page (every section on one page, each saved on its own): `footer` holds their buttons.
 */
export function StepButtons({ back }: { back?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.nav}>
      {back ? (
        <Link to={back} className={button.secondary}>
          {t("wizard.back")}
        </Link>
      ) : (
        <span />
      )}
      <button type="submit" className={button.primary}>
        {t("wizard.save_continue")}
      </button>
    </div>
  );
}

/** The edit page's button of a section. */
export function SaveButton() {
  const { t } = useTranslation();
  return (
    <div className={styles.nav}>
      <button type="submit" className={button.primary}>
        {t("edit_listing.save")}
      </button>
    </div>
  );
}

/** Step 1: a subcategory at any depth (or a top-level category without children). */
export function CategoryStep({ categories, listing, lastResult }: { categories: ShellCategory[]; listing: Listing | null; lastResult: Reply }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "wizard-category",
    lastResult,
    defaultValue: { category_id: listing?.category_id ? String(listing.category_id) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WizardSteps.category }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="category" />
      <FormErrors />
      <SelectField name={fields.category_id.name} label={t("wizard.category")} placeholder={t("wizard.choose_category")}>
        <CategoryOptions categories={categories} />
      </SelectField>
      <StepButtons />
    </ValidatedForm>
  );
}

/**
 * Step 2: title, description, the category's own fields, and whether signed-in visitors see the
 * seller's phone (`phone`, E.164) with call and WhatsApp buttons.
 */
export function DetailsStep(props: { listing: Listing; definitions: FieldDefinition[]; phone: string | null; lastResult: Reply; footer: ReactNode }) {
  const { listing, definitions, phone, lastResult, footer } = props;
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "wizard-details",
    lastResult,
    defaultValue: {
      title: listing.title,
      description: listing.description,
      field_values: initialFieldValues(listing.field_values),
      show_phone: listing.show_phone ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WizardSteps.details }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="details" />
      <FormErrors />
      <TextField name={fields.title.name} label={t("wizard.listing_title")} />
      <TextField name={fields.description.name} label={t("wizard.description")} multiline />
      <DynamicFields definitions={definitions} />
      <Checkbox name={fields.show_phone.name}>{t("wizard.show_phone")}</Checkbox>
      <p className={styles.hint}>{phone ? t("wizard.show_phone_hint", { phone }) : t("wizard.show_phone_no_phone")}</p>
      {footer}
    </ValidatedForm>
  );
}

/**
 * Step 4: where it is: an address, one of the known areas (its position fills in when no point is
 * given), and the point itself: a pin on the map with JavaScript, typed coordinates without.
 */
export function LocationStep(props: { listing: Listing; locations: PlacingLocation[]; mapSettings: PickerSettings | null; lastResult: Reply; footer: ReactNode }) {
  const { listing, locations, mapSettings, lastResult, footer } = props;
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "wizard-location",
    lastResult,
    defaultValue: {
      address: listing.address ?? "",
      location_id: listing.location ? String(listing.location.id) : "",
      latitude: listing.latitude?.toString() ?? "",
      longitude: listing.longitude?.toString() ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WizardSteps.location }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="location" />
      <FormErrors />
      <TextField name={fields.address.name} label={t("wizard.address")} autoComplete="street-address" />
      {locations.length ? (
        <div className={field}>
          <label htmlFor={fields.location_id.id} className={label}>
            {t("wizard.area")}
          </label>
          <select
            id={fields.location_id.id}
            name={fields.location_id.name}
            defaultValue={fields.location_id.initialValue}
            key={fields.location_id.key}
            className={input}
            aria-describedby={`${fields.location_id.id}-hint`}
            onChange={(event) => {
              // Choosing an area puts the pin there; a pin placed afterwards refines it.
              const area = locations.find((location) => String(location.id) === event.currentTarget.value);
              if (area?.latitude == null || area.longitude == null) return;
              form.update({ name: fields.latitude.name, value: area.latitude.toFixed(6) });
              form.update({ name: fields.longitude.name, value: area.longitude.toFixed(6) });
            }}
          >
            <option value="">{t("wizard.area_none")}</option>
            {locations.map((location) => (
              <option key={location.id} value={String(location.id)}>
                {location.name}
              </option>
            ))}
          </select>
          <p id={`${fields.location_id.id}-hint`} className={styles.hint}>
            {t("wizard.area_help")}
          </p>
        </div>
      ) : null}
      {mapSettings ? (
        <LocationPicker
          settings={mapSettings}
          at={toPoint(fields.latitude.value, fields.longitude.value)}
          onPick={(lat, lng) => {
            form.update({ name: fields.latitude.name, value: lat.toFixed(6) });
            form.update({ name: fields.longitude.name, value: lng.toFixed(6) });
          }}
        />
      ) : null}
      <p>{t("wizard.coordinates_help")}</p>
      <TextField name={fields.latitude.name} label={t("wizard.latitude")} type="number" />
      <TextField name={fields.longitude.name} label={t("wizard.longitude")} type="number" />
      {footer}
    </ValidatedForm>
  );
}

/** The point two coordinate fields hold, if both are numbers. */
function toPoint(latitude: string | undefined, longitude: string | undefined): { lat: number; lng: number } | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  return latitude && longitude && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** Step 5: price in pounds and/or euros and which one the listing shows. */
export function PriceStep({ listing, lastResult, footer }: { listing: Listing; lastResult: Reply; footer: ReactNode }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "wizard-price",
    lastResult,
    defaultValue: {
      selected_currency: listing.selected_currency,
      price_gbp: listing.price_gbp?.toString() ?? "",
      price_eur: listing.price_eur?.toString() ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WizardSteps.price }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="price" />
      <FormErrors />
      <fieldset className={field} style={{ border: 0, padding: 0 }}>
        <legend className={label}>{t("wizard.currency")}</legend>
        {(["gbp", "eur"] as const).map((code) => (
          <label key={code} style={{ marginRight: "16px" }}>
            <input type="radio" name={fields.selected_currency.name} value={code} defaultChecked={fields.selected_currency.initialValue === code} />{" "}
            {t(`currency.${code}`)}
          </label>
        ))}
      </fieldset>
      <TextField name={fields.price_gbp.name} label={t("wizard.price_gbp")} type="number" />
      <TextField name={fields.price_eur.name} label={t("wizard.price_eur")} type="number" />
      <p>{t("wizard.price_help")}</p>
      {footer}
    </ValidatedForm>
  );
}
