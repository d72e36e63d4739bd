import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { type useActionData, useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { ALERT_FREQUENCIES, DEFAULT_DIGEST_HOUR, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from "@schemas/saved-searches";
import type { action as saveAction } from "~/routes/_main.saved-searches/route";
import { constraintValidation } from "../ui/constraint-validation";
import { useRootData } from "~/utils/use-root-data";
import { button, field, fieldError, formError, formSuccess, input, label } from "../ui/ui.css";
import * as styles from "./alerts.css";
import { OpensInPlace } from "../ui/opens-in-place";
import { validationKey } from "~/locales/validation-key";

// Results pages are the busiest pages: the browser checks the name by its native constraints
// rather than by the zod schema (which would bring zod to them); the action parses with the schema.
const validation = constraintValidation({
  name: { constraint: { required: true, maxLength: SAVED_SEARCH_NAME_MAX }, messages: { valueMissing: SAVED_SEARCH_MESSAGES.name, tooLong: SAVED_SEARCH_MESSAGES.nameMax } },
});

export type SaveSearchResult = NonNullable<ReturnType<typeof useActionData<typeof saveAction>>>;

/** "08:00" for 8: a digest hour as Gibraltar's clock shows it. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The frequency and digest-hour fields, shared by the save form and the dashboard's edit form. */
export function AlertFields({ idPrefix, frequency = "instant", hour = DEFAULT_DIGEST_HOUR }: { idPrefix: string; frequency?: string; hour?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <div className={field}>
        <label className={label} htmlFor={`${idPrefix}-frequency`}>
          {t("alerts.frequency")}
        </label>
        <select id={`${idPrefix}-frequency`} name="frequency" className={input} defaultValue={frequency}>
          {ALERT_FREQUENCIES.map((option) => (
            <option key={option} value={option}>
              {t(`alerts.frequency.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${idPrefix}-hour`}>
          {t("alerts.digest_hour")}
        </label>
        <select id={`${idPrefix}-hour`} name="digest_hour" className={input} defaultValue={String(hour)}>
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * "Save this search" under a results page: a name and how alerts come, kept with the page's own
 * query. Closed, only its link is written (see OpensInPlace): with JavaScript the form opens and
 * saves in place; without, the link opens /saved-searches with the form, which also shows the
 * outcome of a post (`pageResult`). Visitors are asked to sign in first.
 */
export function SaveSearchForm(props: { query: string; defaultName: string; back?: string; open?: boolean; pageResult?: SaveSearchResult }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const location = useLocation();
  if (!user) {
    return (
      <p className={styles.box}>
        <Link to={`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>{t("alerts.sign_in_to_save")}</Link>
      </p>
    );
  }
  const back = props.back ?? props.pageResult?.back ?? location.pathname + location.search;
  return (
    <OpensInPlace
      href={`/saved-searches?${new URLSearchParams({ query: props.query, name: props.defaultName, back })}`}
      label={t("alerts.save_this_search")}
      open={Boolean(props.open || props.pageResult)}
      className={styles.box}
      linkClassName={styles.heading}
    >
      <p className={styles.heading}>{t("alerts.save_this_search")}</p>
      <SaveSearchFields query={props.query} defaultName={props.defaultName} back={back} pageResult={props.pageResult} />
    </OpensInPlace>
  );
}

function SaveSearchFields({ query, defaultName, back, pageResult }: { query: string; defaultName: string; back: string; pageResult?: SaveSearchResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof saveAction>({ key: "save-search" });
  const result = fetcher.data ?? pageResult;
  const [form, fields] = useForm({
    id: "save-search",
    lastResult: fetcher.state === "idle" ? result?.reply : undefined,
    defaultValue: { name: defaultName },
    ...validation,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      {result?.status === "saved" ? (
        <p className={formSuccess} role="status">
          {t("alerts.saved", { name: result.name })} <Link to="/dashboard?section=saved-searches">{t("alerts.manage")}</Link>
        </p>
      ) : null}
      <fetcher.Form method="post" action="/saved-searches" {...getFormProps(form)} noValidate>
        <input type="hidden" name="query" value={query} />
        <input type="hidden" name="back" value={back} />
        {form.errors ? (
          <p id={form.errorId} className={formError} role="alert">
            {t(validationKey(form.errors[0]!))}
          </p>
        ) : null}
        <div className={field}>
          <label className={label} htmlFor={fields.name.id}>
            {t("alerts.name")}
          </label>
          <input {...getInputProps(fields.name, { type: "text" })} className={input} />
          {fields.name.errors ? (
            <p id={fields.name.errorId} className={fieldError}>
              {t(validationKey(fields.name.errors[0]!))}
            </p>
          ) : null}
        </div>
        <AlertFields idPrefix="save-search" />
        <button type="submit" className={button.primary} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("alerts.saving") : t("alerts.save")}
        </button>
      </fetcher.Form>
    </>
  );
}
