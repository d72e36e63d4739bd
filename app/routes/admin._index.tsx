import { useTranslation } from "react-i18next";
import { requireAdmin } from "../utils/auth.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({});
}

export default function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("admin.dashboard")}</h1>
      <p>{t("admin.dashboard_intro")}</p>
    </>
  );
}
