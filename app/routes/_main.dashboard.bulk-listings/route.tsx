import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { BULK_MAX_ROWS, type BulkReport } from "@schemas/bulk-listings";
import { CategoryOptions } from "~/components/wizard/category-options";
import * as styles from "~/components/promotions/promotions.css";
import { button, card, field, formError, formSuccess, input, label, page } from "~/components/ui/ui.css";
import { bulkAction, loadBulkPage } from "~/components/dashboard/bulk-listings.server";
import { metaFromData } from "~/utils/meta";
import { validationKey } from "~/locales/validation-key";

export function loader(args: LoaderFunctionArgs) {
  return loadBulkPage(args);
}
export function action(args: ActionFunctionArgs) {
  return bulkAction(args);
}
export const meta = metaFromData;

/** Every category a listing can be filed in, named by its path ("Vehicles › Cars"). */
function CategorySelect({ id, defaultValue }: { id: string; defaultValue?: string }) {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        {t("wizard.category")}
      </label>
      <select id={id} name="category_id" defaultValue={defaultValue ?? ""} required className={input}>
        <option value="">{t("wizard.choose_category")}</option>
        <CategoryOptions categories={categories} />
      </select>
    </div>
  );
}

/** The dry run's (or the import's) answer: the counts, then every row with its errors. */
function Report({ report }: { report: BulkReport }) {
  const { t } = useTranslation();
  const summary = report.imported
    ? t(report.mode === "publish" ? "bulk.imported_published" : "bulk.imported_drafts", { created: report.created, updated: report.updated })
    : report.invalid > 0
      ? t("bulk.has_errors", { total: report.total, invalid: report.invalid })
      : t("bulk.ready", { total: report.total });
  const shown = report.invalid > 0 ? report.rows.filter((row) => row.errors.length > 0) : report.rows.slice(0, 100);
  return (
    <section aria-labelledby="bulk-report" className={styles.section}>
      <h2 id="bulk-report">{t("bulk.report")}</h2>
      <p role="status" className={report.invalid > 0 ? formError : formSuccess}>
        {summary}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t("bulk.report")}</caption>
        <thead>
          <tr>
            <th className={styles.cell}>{t("bulk.line")}</th>
            <th className={styles.cell}>{t("bulk.reference")}</th>
            <th className={styles.cell}>{t("bulk.listing_title")}</th>
            <th className={styles.cell}>{t("bulk.action")}</th>
            <th className={styles.cell}>{t("bulk.errors")}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line}>
              <td className={styles.cell}>{row.line}</td>
              <td className={styles.cell}>{row.external_ref ?? ""}</td>
              <td className={styles.cell}>{row.title}</td>
              <td className={styles.cell}>{t(`bulk.action_${row.action}`)}</td>
              <td className={styles.cell}>
                {row.errors.length === 0 ? (
                  t("bulk.row_ok")
                ) : (
                  <ul>
                    {row.errors.map((error) => (
                      <li key={`${error.field}:${error.message}`}>
                        {error.field.replace(/^field_values\./, "")}: {t(validationKey(error.message))}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /dashboard/bulk-listings: business accounts load many listings from a CSV file. */
export default function BulkListingsPage() {
  const { t } = useTranslation();
  const { business } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page}>
      <h1>{t("bulk.title")}</h1>
      {!business ? (
        <div className={card}>
          <p>{t("validation.bulk_business_only")}</p>
          <p>{t("bulk.business_hint")}</p>
          <Link to="/dashboard?section=profile">{t("bulk.to_profile")}</Link>
        </div>
      ) : (
        <div className={card}>
          <p>{t("bulk.intro", { max: BULK_MAX_ROWS.toLocaleString("en-GB") })}</p>
          <section aria-labelledby="bulk-template">
            <h2 id="bulk-template">{t("bulk.template")}</h2>
            <p>{t("bulk.template_hint")}</p>
            <Form method="get" action="/dashboard/bulk-listings/template" reloadDocument>
              <CategorySelect id="template-category" />
              <button type="submit" className={button.secondary}>
                {t("bulk.download")}
              </button>
            </Form>
          </section>
          <section aria-labelledby="bulk-upload" className={styles.section}>
            <h2 id="bulk-upload">{t("bulk.upload")}</h2>
            {result?.message ? (
              <p role="alert" className={formError}>
                {t(validationKey(result.message))}
              </p>
            ) : null}
            <Form method="post" encType="multipart/form-data">
              <CategorySelect id="upload-category" defaultValue={result?.categoryId} />
              <div className={field}>
                <label htmlFor="bulk-file" className={label}>
                  {t("bulk.file")}
                </label>
                <input id="bulk-file" type="file" name="file" accept=".csv,text/csv" required className={input} />
              </div>
              <fieldset className={styles.plans}>
                <legend className={label}>{t("bulk.mode")}</legend>
                <label>
                  <input type="radio" name="mode" value="draft" defaultChecked={result?.mode !== "publish"} /> {t("bulk.mode_draft")}
                </label>
                <label>
                  <input type="radio" name="mode" value="publish" defaultChecked={result?.mode === "publish"} /> {t("bulk.mode_publish")}
                </label>
              </fieldset>
              <p>{t("bulk.upload_hint")}</p>
              <div className={styles.actions}>
                <button type="submit" name="intent" value="check" className={button.secondary} disabled={busy}>
                  {t("bulk.check")}
                </button>
                <button type="submit" name="intent" value="import" className={button.primary} disabled={busy}>
                  {t("bulk.import")}
                </button>
              </div>
            </Form>
          </section>
          {result?.report ? <Report report={result.report} /> : null}
        </div>
      )}
    </div>
  );
}
