import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { ModerationListing } from "@schemas/admin-moderation";
import { AdminHeader, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminTable } from "~/components/admin/list";
import { PersonCell, ReasonedAction, ReportText } from "~/components/admin/moderation";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, runIntent, withNotice } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { moderationIntents } from "~/components/admin/moderation-actions.server";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, data] = await Promise.all([getT(args.request), orErrorPage(api.get<ModerationListing>(`/admin/moderation/listings/${idFrom(args.params.id)}`))]);
  return { title: `${t("admin.moderation_listing")}: ${data.listing.title}`, ...data };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  const response = await runIntent(args, moderationIntents, { formData });
  // A deleted listing has no page left to come back to.
  if (formData.get("intent") === "delete-listing" && response.headers.get("location")?.includes("notice=deleted")) {
    return redirect(withNotice("/admin/moderation", "deleted"));
  }
  return response;
}

export default function AdminModerationListingPage() {
  const { t } = useTranslation();
  const { listing, reports } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title={`${t("admin.moderation_listing")}: ${listing.title}`} />
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t("admin_moderation.status")}</dt>
          <dd>{t(`dashboard.status.${listing.status}`)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t("admin_moderation.owner")}</dt>
          <dd>
            <PersonCell person={listing.owner} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t("admin_moderation.listing")}</dt>
          <dd>
            <Link to={`/listing/${listing.slug}`}>{t("admin_moderation.view_public")}</Link>
          </dd>
        </div>
      </dl>
      <div className={styles.rowActions}>
        {listing.status !== "draft" ? (
          <ReasonedAction intent="hide-listing" id={listing.id} label={t("admin_moderation.take_off")} question={t("admin_moderation.take_off_question")} />
        ) : null}
        <ReasonedAction intent="delete-listing" id={listing.id} label={t("admin.action.delete")} question={t("admin_moderation.delete_listing_question")} />
      </div>
      <h2>{t("admin_moderation.reports")}</h2>
      <AdminTable
        rows={reports}
        rowKey={(report) => report.id}
        columns={[
          { header: t("admin_moderation.report"), cell: (report) => <ReportText reason={t(`listing.report.reason.${report.reason}`)} description={report.description} /> },
          { header: t("admin_moderation.reporter"), cell: (report) => <PersonCell person={report.reporter} /> },
          { header: t("admin_moderation.date"), cell: (report) => report.created_at.slice(0, 10) },
          {
            header: t("admin_moderation.status"),
            cell: (report) => (
              <>
                {t(`admin_moderation.report_status.${report.status}`)}
                {report.resolution_note ? <p className={styles.muted}>{report.resolution_note}</p> : null}
              </>
            ),
          },
          {
            header: t("admin.list.actions"),
            cell: (report) =>
              report.status === "open" ? (
                <IntentButton intent="dismiss-listing-report" values={{ id: report.id }}>
                  {t("admin_moderation.dismiss")}
                </IntentButton>
              ) : null,
          },
        ]}
      />
    </>
  );
}
