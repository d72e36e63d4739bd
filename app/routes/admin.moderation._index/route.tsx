import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import {
  type AdminReview,
  type ListingReportItem,
  MODERATION_QUEUES,
  type ModerationQueue,
  type ModerationSummary,
  type PendingPlace,
  type ReviewReportItem,
} from "@schemas/admin-moderation";
import { AdminHeader, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminPager, AdminTable } from "~/components/admin/list";
import { ListTabs, PersonCell, ReasonedAction, ReportText, ReviewActions, ReviewCell, SearchWithinTab } from "~/components/admin/moderation";
import { adminApi, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { moderationIntents } from "~/components/admin/moderation-actions.server";

type QueuePage =
  | { queue: "listing-reports"; page: AdminPage<ListingReportItem> }
  | { queue: "review-reports"; page: AdminPage<ReviewReportItem> }
  | { queue: "pending-reviews"; page: AdminPage<AdminReview> }
  | { queue: "pending-places"; page: AdminPage<PendingPlace> };

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const { queue: asked, ...query } = listQuery(args.request);
  const queue: ModerationQueue = (MODERATION_QUEUES as readonly string[]).includes(asked ?? "") ? (asked as ModerationQueue) : "listing-reports";
  const [t, summary, page] = await Promise.all([
    getT(args.request),
    api.get<ModerationSummary>("/admin/moderation/summary"),
    orErrorPage(api.get<QueuePage["page"]>(`/admin/moderation/queue/${queue}`, query)),
  ]);
  return { title: t("admin.moderation"), summary, current: { queue, page } as QueuePage };
}

export const meta = metaFromData;

export const action = (args: ActionFunctionArgs) => runIntent(args, moderationIntents);

const when = (iso: string) => iso.slice(0, 10);

function QueueTable({ current }: { current: QueuePage }) {
  const { t } = useTranslation();
  switch (current.queue) {
    case "listing-reports":
      return (
        <AdminTable
          rows={current.page.items}
          rowKey={(report) => report.id}
          columns={[
            {
              header: t("admin_moderation.listing"),
              cell: (report) => (
                <>
                  <Link to={`/admin/moderation/listing/${report.listing.id}`}>{report.listing.title}</Link>
                  <br />
                  <Link to={`/listing/${report.listing.slug}`} className={styles.muted}>
                    {t("admin_moderation.view_public")}
                  </Link>
                </>
              ),
            },
            { header: t("admin_moderation.owner"), cell: (report) => <PersonCell person={report.listing.owner} /> },
            { header: t("admin_moderation.report"), cell: (report) => <ReportText reason={t(`listing.report.reason.${report.reason}`)} description={report.description} /> },
            { header: t("admin_moderation.reporter"), cell: (report) => <PersonCell person={report.reporter} /> },
            { header: t("admin_moderation.date"), cell: (report) => when(report.created_at) },
            {
              header: t("admin.list.actions"),
              cell: (report) => (
                <div className={styles.rowActions}>
                  <IntentButton intent="dismiss-listing-report" values={{ id: report.id }}>
                    {t("admin_moderation.dismiss")}
                  </IntentButton>
                  <ReasonedAction intent="hide-listing" id={report.listing.id} label={t("admin_moderation.take_off")} question={t("admin_moderation.take_off_question")} />
                  <ReasonedAction intent="delete-listing" id={report.listing.id} label={t("admin.action.delete")} question={t("admin_moderation.delete_listing_question")} />
                </div>
              ),
            },
          ]}
        />
      );
    case "review-reports":
      return (
        <AdminTable
          rows={current.page.items}
          rowKey={(report) => report.id}
          columns={[
            { header: t("admin_moderation.review"), cell: (report) => <ReviewCell review={report.review} /> },
            { header: t("admin_moderation.author"), cell: (report) => <PersonCell person={report.review.author} /> },
            { header: t("admin_moderation.report"), cell: (report) => <ReportText reason={t(`reviews.report.reason.${report.reason}`)} description={report.description} /> },
            { header: t("admin_moderation.reporter"), cell: (report) => <PersonCell person={report.reporter} /> },
            {
              header: t("admin.list.actions"),
              cell: (report) => (
                <div className={styles.rowActions}>
                  <IntentButton intent="dismiss-review-report" values={{ id: report.id }}>
                    {t("admin_moderation.dismiss")}
                  </IntentButton>
                  <ReviewActions review={report.review} />
                </div>
              ),
            },
          ]}
        />
      );
    case "pending-reviews":
      return (
        <AdminTable
          rows={current.page.items}
          rowKey={(review) => review.id}
          columns={[
            { header: t("admin_moderation.review"), cell: (review) => <ReviewCell review={review} /> },
            { header: t("admin_moderation.author"), cell: (review) => <PersonCell person={review.author} /> },
            { header: t("admin_moderation.date"), cell: (review) => when(review.created_at) },
            { header: t("admin.list.actions"), cell: (review) => <ReviewActions review={review} /> },
          ]}
        />
      );
    case "pending-places":
      return (
        <AdminTable
          rows={current.page.items}
          rowKey={(place) => place.id}
          columns={[
            { header: t("admin_moderation.place"), cell: (place) => <Link to={`/places/${place.slug}`}>{place.name}</Link> },
            { header: t("admin_moderation.address"), cell: (place) => place.address },
            { header: t("admin_moderation.owner"), cell: (place) => <PersonCell person={place.owner} /> },
            { header: t("admin_moderation.date"), cell: (place) => when(place.created_at) },
            {
              header: t("admin.list.actions"),
              cell: (place) => (
                <div className={styles.rowActions}>
                  <IntentButton intent="approve-place" values={{ id: place.id }}>
                    {t("admin_moderation.approve")}
                  </IntentButton>
                  <ReasonedAction intent="reject-place" id={place.id} label={t("admin_moderation.reject")} question={t("admin_moderation.reject_place_question")} />
                  <ReasonedAction intent="delete-place" id={place.id} label={t("admin.action.delete")} question={t("admin_moderation.delete_place_question")} />
                </div>
              ),
            },
          ]}
        />
      );
  }
}

export default function AdminModerationPage() {
  const { t } = useTranslation();
  // The queue/page pairing survives serialisation; its serialised type does not narrow, so it is named again.
  const { summary, current } = useLoaderData<typeof loader>() as unknown as { summary: ModerationSummary; current: QueuePage };
  return (
    <>
      <AdminHeader title={t("admin.moderation")} intro={t("admin_moderation.intro")} />
      <ListTabs
        label={t("admin_moderation.queues")}
        tabs={MODERATION_QUEUES.map((queue) => ({
          to: `/admin/moderation?queue=${queue}`,
          label: `${t(`admin_moderation.queue.${queue}`)} (${summary[queue]})`,
          current: queue === current.queue,
        }))}
      />
      <SearchWithinTab label={t(`admin_moderation.search.${current.queue}`)} keep={{ queue: current.queue }} />
      <QueueTable current={current} />
      <AdminPager page={current.page} />
    </>
  );
}
