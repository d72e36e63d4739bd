import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminSubscriber } from "@schemas/admin-newsletter";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList } from "~/components/admin/list";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminSubscriber>>("/admin/newsletter/subscribers", listQuery(args.request)))]);
  return { title: t("admin.newsletter"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    delete: async (api, form) => {
      await api.delete(`/admin/newsletter/subscribers/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

/** The export link: the list's filters (status, search), without its page. */
function useExportHref() {
  const params = new URLSearchParams(useLocation().search);
  const kept = new URLSearchParams();
  for (const name of ["status", "search"]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return `/admin/newsletter/export${kept.size ? `?${kept}` : ""}`;
}

export default function AdminNewsletterPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const statusName = (status: string) => (status === "confirmed" ? t("admin_settings.subscriber_confirmed") : t("admin_settings.subscriber_pending"));
  return (
    <>
      <AdminHeader title={t("admin.newsletter")} intro={t("admin_settings.newsletter_intro")} />
      <p>
        {/* A plain link: the file downloads with or without JavaScript. */}
        <a href={useExportHref()} className={styles.smallButton} download>
          {t("admin_settings.newsletter_export")}
        </a>
      </p>
      <AdminList
        page={page}
        rowKey={(subscriber) => subscriber.id}
        searchLabel={t("admin_settings.subscriber_search")}
        filters={[
          {
            name: "status",
            label: t("admin_settings.subscriber_status"),
            options: [
              { value: "confirmed", label: t("admin_settings.subscriber_confirmed") },
              { value: "pending", label: t("admin_settings.subscriber_pending") },
            ],
          },
        ]}
        columns={[
          { header: t("admin_settings.subscriber_email"), cell: (subscriber) => subscriber.email },
          { header: t("admin_settings.subscriber_status"), cell: (subscriber) => statusName(subscriber.status) },
          { header: t("admin_settings.subscriber_language"), cell: (subscriber) => subscriber.language.toUpperCase() },
          { header: t("admin_settings.subscriber_source"), cell: (subscriber) => subscriber.source },
          { header: t("admin_settings.subscriber_since"), cell: (subscriber) => subscriber.created_at.slice(0, 10) },
          { header: t("admin_settings.subscriber_confirmed_at"), cell: (subscriber) => subscriber.confirmed_at?.slice(0, 10) ?? "—" },
          {
            header: t("admin.list.actions"),
            cell: (subscriber) => (
              <ConfirmAction
                intent="delete"
                values={{ id: subscriber.id }}
                question={t("admin_settings.subscriber_confirm_delete", { email: subscriber.email })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
