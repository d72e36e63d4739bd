import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { SAVED_SEARCH_NAME_MAX, savedSearchResultsPath } from "@schemas/saved-searches";
import { AlertFields, hourLabel } from "~/components/alerts/save-search-form";
import * as alerts from "~/components/alerts/alerts.css";
import { button, field, fieldError, formError, input, label } from "~/components/ui/ui.css";
import type { SectionResult } from "./profile-section";
import { SectionOutcome } from "./section-outcome";
import type { SavedSearchesData } from "./section-data";
import { validationKey } from "~/locales/validation-key";

type Result = SectionResult & { id?: number };

/**
 * The user's saved searches: each with its results link, how many listings match now and how its
 * alerts come; rename, change or pause the alerts, or delete it. Every action is a plain form
 * post, so the section works without JavaScript.
 */
export function SavedSearchesSection({ data, result }: { data: SavedSearchesData; result?: Result }) {
  const { t } = useTranslation();
  const { searches, done } = data;
  const editErrors = (id: number) => (result?.intent === "saved-search" && result.id === id ? result.reply?.error : undefined);
  return (
    <>
      <SectionOutcome doneKey={done && `alerts.done.${done}`} result={result} />
      {searches.length === 0 ? <p>{t("alerts.none")}</p> : null}
      <ul className={alerts.list}>
        {searches.map((search) => {
          const errors = editErrors(search.id);
          const nameError = errors?.name?.[0];
          const formErrors = errors?.[""];
          return (
            <li key={search.id} className={alerts.box} data-testid="saved-search">
              <h3 className={alerts.title}>{search.name}</h3>
              <p className={alerts.meta}>
                {t("alerts.matches", { count: search.match_count })} ·{" "}
                {search.paused
                  ? t("alerts.paused")
                  : search.frequency === "daily"
                    ? t("alerts.daily_at", { hour: hourLabel(search.digest_hour) })
                    : t("alerts.instant")}
              </p>
              <div className={alerts.actions}>
                <Link to={savedSearchResultsPath(search.query)}>{t("alerts.view_results")}</Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="saved-search-pause" />
                  <input type="hidden" name="id" value={search.id} />
                  <input type="hidden" name="paused" value={search.paused ? "false" : "true"} />
                  <button type="submit" className={button.secondary}>
                    {t(search.paused ? "alerts.resume" : "alerts.pause")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="saved-search-delete" />
                  <input type="hidden" name="id" value={search.id} />
                  <button type="submit" className={button.secondary} aria-label={t("alerts.delete_named", { name: search.name })}>
                    {t("alerts.delete")}
                  </button>
                </Form>
              </div>
              <details open={Boolean(errors) || undefined}>
                <summary className={alerts.summary}>{t("alerts.edit")}</summary>
                <Form method="post" aria-label={t("alerts.edit_named", { name: search.name })}>
                  <input type="hidden" name="intent" value="saved-search" />
                  <input type="hidden" name="id" value={search.id} />
                  {formErrors ? (
                    <p className={formError} role="alert">
                      {t(validationKey(formErrors[0]!))}
                    </p>
                  ) : null}
                  <div className={field}>
                    <label className={label} htmlFor={`saved-search-${search.id}-name`}>
                      {t("alerts.name")}
                    </label>
                    <input
                      id={`saved-search-${search.id}-name`}
                      name="name"
                      className={input}
                      defaultValue={search.name}
                      required
                      maxLength={SAVED_SEARCH_NAME_MAX}
                      aria-invalid={nameError ? true : undefined}
                      aria-describedby={nameError ? `saved-search-${search.id}-name-error` : undefined}
                    />
                    {nameError ? (
                      <p id={`saved-search-${search.id}-name-error`} className={fieldError}>
                        {t(validationKey(nameError))}
                      </p>
                    ) : null}
                  </div>
                  <AlertFields idPrefix={`saved-search-${search.id}`} frequency={search.frequency} hour={search.digest_hour} />
                  <button type="submit" className={button.primary}>
                    {t("alerts.save_changes")}
                  </button>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}
