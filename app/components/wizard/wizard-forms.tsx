import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Listing, FieldDefinition } from "@schemas/listing";
import { WizardSteps } from "@schemas/listing-write";
import { initialFieldValues } from "./dynamic-values";
import type { ShellCategory } from "~/utils/types";
import { DynamicFields } from "./dynamic-fields";
import { FieldErrors, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, field, input, label } from "~/components/ui/ui.css";
import { CategoryOptions } from "~/components/wizard/category-options";
import { LocationPicker } from "./location-picker";
import * as styles from "./wizard.css";

type PickerSettings = Parameters<typeof LocationPicker>[0]["settings"];

type Reply = SubmissionResult<string[]> | undefined;

function StepButtons({ back }: { back?: string }) {
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
      <div className={field}>
        <label htmlFor={fields.category_id.id} className={label}>
          {t("wizard.category")}
        </label>
        <select
          id={fields.category_id.id}
          name={fields.category_id.name}
          defaultValue={fields.category_id.initialValue}
          key={fields.category_id.key}
          className={input}
          aria-invalid={fields.category_id.errors ? true : undefined}
          aria-describedby={fields.category_id.errors ? fields.category_id.errorId : undefined}
        >
          <option value="">{t("wizard.choose_category")}</option>
          <CategoryOptions categories={categories} />
        </select>
        <FieldErrors id={fields.category_id.errorId} errors={fields.category_id.errors} />
      </div>
      <StepButtons />
    </ValidatedForm>
  );
}

/** Step 2: title, description and the category's own fields. */
export function DetailsStep({ listing, definitions, lastResult, back }: { listing: Listing; definitions: FieldDefinition[]; lastResult: Reply; back: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "wizard-details",
    lastResult,
    defaultValue: { title: listing.title, description: listing.description, field_values: initialFieldValues(listing.field_values) },
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
      <StepButtons back={back} />
    </ValidatedForm>
  );
}

/** Step 4: where it is. Coordinates are typed (a map picker enhances this with JavaScript later). */
export function LocationStep({ listing, lastResult, back, mapSettings }: { listing: Listing; lastResult: Reply; back: string; mapSettings: PickerSettings | null }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "wizard-location",
    lastResult,
    defaultValue: { address: listing.address ?? "", latitude: listing.latitude?.toString() ?? "", longitude: listing.longitude?.toString() ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WizardSteps.location }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="location" />
      <FormErrors />
      <TextField name={fields.address.name} label={t("wizard.address")} autoComplete="street-address" />
      <p>{t("wizard.coordinates_help")}</p>
      <TextField name={fields.latitude.name} label={t("wizard.latitude")} type="number" />
      <TextField name={fields.longitude.name} label={t("wizard.longitude")} type="number" />
      {mapSettings ? (
        <LocationPicker
          settings={mapSettings}
          at={listing.latitude !== null && listing.longitude !== null ? { lat: listing.latitude, lng: listing.longitude } : null}
          onPick={(lat, lng) => {
            form.update({ name: fields.latitude.name, value: lat.toFixed(6) });
            form.update({ name: fields.longitude.name, value: lng.toFixed(6) });
          }}
        />
      ) : null}
      <StepButtons back={back} />
    </ValidatedForm>
  );
}

/** Step 5: price in pounds and/or euros and which one the listing shows. */
export function PriceStep({ listing, lastResult, back }: { listing: Listing; lastResult: Reply; back: string }) {
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
      <StepButtons back={back} />
    </ValidatedForm>
  );
}
