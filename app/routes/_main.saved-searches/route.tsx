import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { SavedSearchCreateSchema } from "@schemas/saved-searches";
import { SaveSearchForm } from "~/components/alerts/save-search-form";
import { SimplePage } from "~/components/simple-page";
import { apiFor } from "~/utils/api.server";
import { replyWithApiError } from "~/utils/api-errors.server";
import { requireUser, safeRedirectTo } from "~/utils/auth.server";
import { readForm } from "~/utils/form-data.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

/**
 * The results pages' save form without JavaScript: their link opens it here (`?query=&name=&back=`),
 * and the page answers its post. Opened by itself it points to the dashboard, where saved searches live.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const t = await getT(request);
  const params = new URL(request.url).searchParams;
  const query = params.get("query");
  // The query and name are checked when the form is posted, as they are from the results page.
  const asked = query === null ? null : { query, name: params.get("name") ?? "", back: safeRedirectTo(params.get("back"), "/search") };
  return { title: t("alerts.save_this_search"), asked };
}

export const meta = metaFromData;

/** The save form of the results pages (a fetcher with JavaScript; this page without). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const t = await getT(request);
  const formData = await readForm(request);
  const back = safeRedirectTo(formData.get("back"), "/search");
  const query = String(formData.get("query") ?? "");
  const base = { title: t("alerts.save_this_search"), back, query };
  const submission = parseWithZod(formData, { schema: SavedSearchCreateSchema });
  if (submission.status !== "success") return data({ ...base, status: "invalid" as const, name: "", reply: submission.reply() }, { status: 400 });
  const api = await apiFor(request, context);
  try {
    const saved = await api.post<{ name: string }>("/saved-searches", submission.value);
    return { ...base, status: "saved" as const, name: saved.name, reply: submission.reply({ resetForm: true }) };
  } catch (error) {
    return data({ ...base, status: "invalid" as const, name: "", reply: replyWithApiError(submission, error, "error.try_again") }, { status: 400 });
  }
}

/** The save form without JavaScript: opened, or its outcome, the way back, and the form again when it failed. */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { asked } = useLoaderData<typeof loader>();
  return (
    <SimplePage title={t("alerts.save_this_search")}>
      {result ? (
        <>
          <SaveSearchForm query={result.query} defaultName={result.name} pageResult={result} />
          <p>
            <Link to={result.back}>{t("alerts.back_to_results")}</Link>
          </p>
        </>
      ) : asked ? (
        <>
          <SaveSearchForm query={asked.query} defaultName={asked.name} back={asked.back} open />
          <p>
            <Link to={asked.back}>{t("alerts.back_to_results")}</Link>
          </p>
        </>
      ) : (
        <p>
          <Link to="/dashboard?section=saved-searches">{t("alerts.manage")}</Link>
        </p>
      )}
    </SimplePage>
  );
}
