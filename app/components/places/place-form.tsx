import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { type Place, type PlaceCategory, PlaceFormSchema } from "@schemas/places";
import { useLocalized } from "~/utils/localized";
import { FieldErrors, FormErrors, TextField, ValidatedForm } from "../ui/form-fields";
import { button, field, input, label } from "../ui/ui.css";
import { PHOTO_ACCEPT } from "./place-photos";
import * as styles from "./places.css";

/** The form's starting values: a stored place's, or empty for a new one. */
function initialValues(place: Place | null) {
  return {
    name: place?.name ?? "",
    category: place?.category?.slug ?? "",
    description_en: place?.description_en ?? "",
    description_es: place?.description_es ?? "",
    address: place?.address ?? "",
    latitude: place?.latitude?.toString() ?? "",
    longitude: place?.longitude?.toString() ?? "",
    phone: place?.phone ?? "",
    website: place?.website ?? "",
    opening_hours: place?.opening_hours ?? "",
  };
}

/**
 * Adding and editing a place: one form validated by the API's own schema, in the browser with
 * JavaScript and again by the action (errors render from `lastResult` without JavaScript). A new
 * place's form also carries photos, so it is posted as multipart.
 */
export function PlaceForm({
  categories,
  place,
  lastResult,
  cancelTo,
}: {
  categories: PlaceCategory[];
  place: Place | null;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [form, fields] = useForm({
    id: place ? `place-${place.id}` : "place-new",
    lastResult,
    defaultValue: initialValues(place),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlaceFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form} encType={place ? undefined : "multipart/form-data"}>
      <input type="hidden" name="intent" value="save" />
      <FormErrors />
      <TextField name={fields.name.name} label={t("place_form.name")} />
      {/* Written out rather than the kit's SelectField: that module would take the page past its 200 KB budget. */}
      <div className={field}>
        <label htmlFor={fields.category.id} className={label}>
          {t("place_form.category")}
        </label>
        <select
          id={fields.category.id}
          name={fields.category.name}
          defaultValue={fields.category.initialValue}
          key={fields.category.key}
          className={input}
          aria-invalid={fields.category.errors ? true : undefined}
          aria-describedby={fields.category.errors ? fields.category.errorId : undefined}
        >
          <option value="">{t("place_form.choose_category")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {localized(category, "name")}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.category.errorId} errors={fields.category.errors} />
      </div>
      <TextField name={fields.description_en.name} label={t("place_form.description_en")} multiline />
      <TextField name={fields.description_es.name} label={t("place_form.description_es")} multiline />
      <TextField name={fields.address.name} label={t("place_form.address")} autoComplete="street-address" />
      <p className={styles.muted}>{t("place_form.coordinates_help")}</p>
      <div className={styles.twoColumns}>
        <TextField name={fields.latitude.name} label={t("place_form.latitude")} type="number" />
        <TextField name={fields.longitude.name} label={t("place_form.longitude")} type="number" />
      </div>
      <div className={styles.twoColumns}>
        <TextField name={fields.phone.name} label={t("place_form.phone")} type="tel" autoComplete="tel" />
        <TextField name={fields.website.name} label={t("place_form.website")} type="url" placeholder="https://" />
      </div>
      <TextField name={fields.opening_hours.name} label={t("place_form.opening_hours")} />
      {place ? null : (
        <div className={field}>
          <label htmlFor="place-photos" className={label}>
            {t("place_form.photos")}
          </label>
          <input id="place-photos" name="photos" type="file" multiple accept={PHOTO_ACCEPT} className={input} aria-describedby="place-photos-help" />
          <p id="place-photos-help" className={styles.muted}>
            {t("place_form.photos_help")}
          </p>
        </div>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={button.primary}>
          {place ? t("place_form.save") : t("place_form.create_submit")}
        </button>
        <Link to={cancelTo} className={button.secondary}>
          {t("place_form.cancel")}
        </Link>
      </div>
    </ValidatedForm>
  );
}
