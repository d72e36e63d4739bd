import { type FieldName, getSelectProps, useField } from "@conform-to/react";
import { useTranslation } from "~/utils/use-translation";
import { FieldErrors } from "../ui/form-fields";
import { field, input, label } from "../ui/ui.css";

export const BUSINESS_TYPES = ["retail", "real_estate", "car_dealer", "hospitality", "services", "other"] as const;

/** The optional business type of sign-up and the profile. */
export function BusinessTypeSelect({ name }: { name: FieldName<string | undefined> }) {
  const { t } = useTranslation();
  const [meta] = useField(name);
  return (
    <div className={field}>
      <label htmlFor={meta.id} className={label}>
        {t("auth.business_type")}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className={input}>
        <option value="">{t("auth.business_type_none")}</option>
        {BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`business_type.${type}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
