import { useTranslation } from "~/utils/use-translation";
import { DEFAULT_NEAR_KM, NEAR_DISTANCES_KM } from "@schemas/area";
import type { ShellLocation } from "~/utils/types";
import { field, input, label } from "../ui/ui.css";

/** "Near" a top location (its slug) and "within" a distance in km, as they travel in a results page's URL. */
export type NearValues = { near: string; within: string };

export function readNear(params: URLSearchParams): NearValues {
  const within = params.get("within")?.trim() ?? "";
  return {
    near: params.get("near")?.trim() ?? "",
    within: NEAR_DISTANCES_KM.some((km) => String(km) === within) ? within : String(DEFAULT_NEAR_KM),
  };
}

/** A choice of the top locations by slug, first "any" (an empty value). */
export function TopLocationSelect(props: { id: string; name: string; value: string; anyLabel: string; locations: ShellLocation[] }) {
  return (
    <select id={props.id} name={props.name} className={input} defaultValue={props.value}>
      <option value="">{props.anyLabel}</option>
      {props.locations.map((location) => (
        <option key={location.slug} value={location.slug}>
          {location.name}
        </option>
      ))}
    </select>
  );
}

/** The near-a-place filter of the results pages' GET forms: a top location and a distance from it. */
export function NearFields({ idPrefix, locations, values }: { idPrefix: string; locations: ShellLocation[]; values: NearValues }) {
  const { t, i18n } = useTranslation();
  if (!locations.length) return null;
  return (
    <>
      <div className={field}>
        <label className={label} htmlFor={`${idPrefix}-near`}>
          {t("search.near")}
        </label>
        <TopLocationSelect id={`${idPrefix}-near`} name="near" value={values.near} anyLabel={t("search.near_anywhere")} locations={locations} />
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${idPrefix}-within`}>
          {t("search.within")}
        </label>
        <select id={`${idPrefix}-within`} name="within" className={input} defaultValue={values.within}>
          {NEAR_DISTANCES_KM.map((km) => (
            <option key={km} value={String(km)}>
              {t("search.within_km", { km: km.toLocaleString(i18n.language) })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
