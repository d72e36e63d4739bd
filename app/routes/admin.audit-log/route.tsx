import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage, AuditEntry } from "@schemas/admin";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList } from "~/components/admin/list";
import { adminApi, listQuery } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AuditEntry>>("/admin/audit-log", listQuery(args.request)))]);
  return { title: t("admin.audit_log"), page };
}

export const meta = metaFromData;

/** The record's fields that the change touched, before and after. */
function Changes({ entry }: { entry: { before?: unknown; after?: unknown } }) {
  const { t } = useTranslation();
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  const shown = (record: Record<string, unknown>) => JSON.stringify(Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]])), null, 1);
  return (
    <details>
      <summary>{t("admin.audit.changes")}</summary>
      {entry.before ? (
        <>
          <strong>{t("admin.audit.before")}</strong>
          <pre className={styles.pre}>{shown(before)}</pre>
        </>
      ) : null}
      {entry.after ? (
        <>
          <strong>{t("admin.audit.after")}</strong>
          <pre className={styles.pre}>{shown(after)}</pre>
        </>
      ) : null}
    </details>
  );
}

export default function AdminAuditLogPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const entities = ["auth", "banner", "category", "currency", "dynamic_field", "listing", "listing_type", "media", "place", "promotion_order", "review", "settings", "top_location", "user"];
  return (
    <>
      <AdminHeader title={t("admin.audit_log")} intro={t("admin.audit.intro")} />
      <AdminList
        page={page}
        rowKey={(entry) => entry.id}
        searchLabel={t("admin.audit.search")}
        filters={[{ name: "entity", label: t("admin.audit.entity_filter"), options: entities.map((entity) => ({ value: entity, label: entity })) }]}
        columns={[
          { header: t("admin.audit.when"), cell: (entry) => entry.created_at.replace("T", " ").slice(0, 19) },
          { header: t("admin.audit.who"), cell: (entry) => entry.actor_email },
          {
            header: t("admin.audit.from"),
            cell: (entry) => (entry.ip ? <span title={entry.user_agent ?? undefined}>{entry.ip}</span> : null),
          },
          { header: t("admin.audit.action"), cell: (entry) => entry.action },
          { header: t("admin.audit.entity"), cell: (entry) => `${entry.entity}${entry.entity_id ? ` #${entry.entity_id}` : ""}` },
          { header: t("admin.audit.summary"), cell: (entry) => entry.summary },
          { header: t("admin.audit.changes"), cell: (entry) => <Changes entry={entry} /> },
        ]}
      />
    </>
  );
}
