import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminMediaFile } from "@schemas/admin-guide";
import { MEDIA_TYPES } from "@schemas/guide-constants";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { UsedBy, formatBytes } from "./media-cells";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminMediaFile>>("/admin/media", listQuery(args.request)))]);
  return { title: t("admin.media"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    delete: async (api, form) => {
      await api.delete(`/admin/media/${idFrom(form.get("id"))}`);
      return "deleted";
    },
    "delete-orphans": async (api, form) => {
      await api.post("/admin/media/orphans/delete", { confirm: form.get("confirm") === "on" });
      return "deleted";
    },
  });
}

/** In the list of unused files: one button deletes them all, once the box is ticked. */
function DeleteAllOrphans({ total }: { total: number }) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <ConfirmAction
      intent="delete-orphans"
      label={t("admin_guide.delete_all_unused", { count: total })}
      question={t("admin_guide.confirm_delete_unused", { count: total })}
      confirmLabel={t("admin_guide.confirm_delete_unused_button")}
    >
      <label style={{ display: "flex", gap: "8px", alignItems: "center" }}>
        <input type="checkbox" name="confirm" required />
        {t("admin_guide.confirm_delete_unused_tick")}
      </label>
    </ConfirmAction>
  );
}

export default function AdminMediaPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const showingOrphans = params.get("orphans") === "true";
  const yesNo = useYesNo();
  return (
    <>
      <AdminHeader title={t("admin.media")} intro={t("admin_guide.media_intro")} />
      <div className={styles.rowActions}>
        {showingOrphans ? (
          <>
            <Link to="/admin/media" className={styles.smallButton}>
              {t("admin_guide.all_files")}
            </Link>
            <DeleteAllOrphans total={page.total} />
          </>
        ) : (
          <Link to="/admin/media?orphans=true" className={styles.smallButton}>
            {t("admin_guide.find_unused")}
          </Link>
        )}
      </div>
      <AdminList
        page={page}
        rowKey={(file) => file.id}
        searchLabel={t("admin_guide.file_search")}
        filters={[
          { name: "type", label: t("admin_guide.file_type"), options: MEDIA_TYPES.map((type) => ({ value: type, label: t(`admin_guide.media_type_${type}`) })) },
          { name: "orphans", label: t("admin_guide.unused_only"), options: yesNo },
        ]}
        columns={[
          {
            header: t("admin_guide.preview"),
            cell: (file) =>
              file.thumbnail_url ? <img src={file.thumbnail_url} alt="" width={80} height={60} loading="lazy" style={{ objectFit: "cover" }} /> : "—",
          },
          {
            header: t("admin_guide.file_name"),
            cell: (file) => (
              <a href={file.file_url} target="_blank" rel="noreferrer">
                {file.original_filename ?? file.file_url.split("/").pop()}
              </a>
            ),
          },
          { header: t("admin_guide.file_type"), cell: (file) => file.mime_type },
          { header: t("admin_guide.size"), cell: (file) => formatBytes(file.file_size) },
          { header: t("admin_guide.dimensions"), cell: (file) => (file.width && file.height ? `${file.width} × ${file.height}` : "—") },
          { header: t("admin_guide.uploader"), cell: (file) => file.uploader?.email ?? "—" },
          { header: t("admin_guide.uploaded"), cell: (file) => file.created_at.slice(0, 10) },
          { header: t("admin_guide.used_by"), cell: (file) => <UsedBy uses={file.used_by} /> },
          {
            header: t("admin.list.actions"),
            cell: (file) =>
              file.used_by.length === 0 ? (
                <ConfirmAction intent="delete" values={{ id: file.id }} question={t("admin_guide.confirm_delete_file", { name: file.original_filename ?? file.id })} />
              ) : null,
          },
        ]}
      />
    </>
  );
}
