import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { matchAdminPage } from "~/components/admin/admin-sections";
import { requireAdmin } from "~/utils/auth.server";

/** Admin pages without their own route yet: the section's title; unknown paths go home. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const titleKey = matchAdminPage(params["*"] ?? "");
  if (!titleKey) throw redirect("/");
  return { titleKey };
}

export default function AdminSectionPage() {
  const { t } = useTranslation();
  const { titleKey } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t(titleKey)}</h1>
      <p>{t("admin.section_intro")}</p>
    </>
  );
}
