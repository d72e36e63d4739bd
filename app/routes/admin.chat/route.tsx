import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { ChatReportDetail, ChatReportItem } from "@schemas/admin-moderation";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminPager, AdminTable } from "~/components/admin/list";
import { ListTabs, PersonCell, ReportText, SearchWithinTab } from "~/components/admin/moderation";
import * as moderation from "~/components/admin/moderation.css";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

/** A report is open until a moderator dismisses it or closes it as handled; the list shows one state at a time. */
const REPORT_STATES = ["open", "dismissed", "handled"] as const;
type ReportState = (typeof REPORT_STATES)[number];
const stateOf = (value: string | undefined): ReportState => REPORT_STATES.find((state) => state === value) ?? "open";

/** Reported conversations only; `?report=` opens one report with its whole thread, read-only. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const { report, status, ...query } = listQuery(args.request);
  const state = stateOf(status);
  const [t, page, detail] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminPage<ChatReportItem>>("/admin/chat", { ...query, status: state })),
    report ? orErrorPage(api.get<ChatReportDetail>(`/admin/chat/reports/${idFrom(report)}`)) : null,
  ]);
  return { title: t("admin.chat"), state, page, detail };
}

export const meta = metaFromData;

export const action = (args: ActionFunctionArgs) =>
  runIntent(args, {
    resolve: async (api, form) =>
      void (await api.post(`/admin/chat/reports/${idFrom(form.get("id"))}/resolve`, { outcome: form.get("outcome"), note: form.get("note") ?? "" })),
  });

function ResolveActions({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rowActions}>
      {(["dismissed", "handled"] as const).map((outcome) => (
        <ConfirmAction
          key={outcome}
          intent="resolve"
          values={{ id, outcome }}
          label={t(`admin_moderation.chat_${outcome}`)}
          question={t(`admin_moderation.chat_${outcome}_question`)}
          confirmLabel={t("admin_moderation.confirm")}
        >
          <label className={styles.toolbarField}>
            {t("admin_moderation.note")}
            <textarea name="note" maxLength={1000} rows={2} />
          </label>
        </ConfirmAction>
      ))}
    </div>
  );
}

const minute = (iso: string) => iso.replace("T", " ").slice(0, 16);

function Thread({ detail }: { detail: ChatReportDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reported-thread" className={`${styles.stat} ${moderation.thread}`}>
      <h2 id="reported-thread">
        {t("admin_moderation.thread")}: {detail.room.listing_title ?? `#${detail.room.id}`}
      </h2>
      <p className={styles.muted}>
        {t("admin_moderation.reporter")}: {detail.reporter.name || detail.reporter.email || t("admin_moderation.deleted_account")} · {minute(detail.created_at)}
      </p>
      <ReportText reason={t(`chat.report.reason.${detail.reason}`)} description={detail.description} />
      <ol className={moderation.messages}>
        {detail.messages.map((message) => (
          <li key={message.id}>
            <span className={styles.muted}>
              {message.sender_name || t("admin_moderation.deleted_account")} · {minute(message.created_at)}
            </span>
            <p className={moderation.cellText}>{message.message}</p>
          </li>
        ))}
      </ol>
      {detail.status === "open" ? (
        <ResolveActions id={detail.id} />
      ) : (
        <p>
          <strong>{t(`admin_moderation.report_status.${detail.status}`)}</strong>
          {detail.resolution_note ? ` · ${detail.resolution_note}` : null}
        </p>
      )}
    </section>
  );
}

export default function AdminChatPage() {
  const { t } = useTranslation();
  const { state, page, detail } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title={t("admin.chat")} intro={t("admin_moderation.chat_intro")} />
      {detail ? <Thread detail={detail} /> : null}
      <ListTabs
        label={t("admin_moderation.status")}
        tabs={REPORT_STATES.map((each) => ({ to: `/admin/chat?status=${each}`, label: t(`admin_moderation.report_status.${each}`), current: each === state }))}
      />
      <SearchWithinTab label={t("admin_moderation.search_chat")} keep={{ status: state }} />
      <AdminTable
        rows={page.items}
        rowKey={(report) => report.id}
        columns={[
          {
            header: t("admin_moderation.conversation"),
            cell: (report) => <Link to={`/admin/chat?status=${state}&report=${report.id}`}>{report.room.listing_title ?? `#${report.room.id}`}</Link>,
          },
          { header: t("admin_moderation.report"), cell: (report) => <ReportText reason={t(`chat.report.reason.${report.reason}`)} description={report.description} /> },
          { header: t("admin_moderation.reporter"), cell: (report) => <PersonCell person={report.reporter} /> },
          { header: t("admin_moderation.buyer"), cell: (report) => <PersonCell person={report.room.buyer} /> },
          { header: t("admin_moderation.seller"), cell: (report) => <PersonCell person={report.room.seller} /> },
          { header: t("admin_moderation.date"), cell: (report) => report.created_at.slice(0, 10) },
        ]}
      />
      <AdminPager page={page} />
    </>
  );
}
