import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, MaxPartSizeExceededError } from "@remix-run/node";
import { BULK_MAX_BYTES, BULK_MESSAGES, type BulkReport } from "@schemas/bulk-listings";
import { apiFor } from "~/utils/api.server";
import { orErrorPage, refusalMessage } from "~/utils/api-errors.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { readForm } from "~/utils/form-data.server";
import { getLanguage } from "~/utils/preferences.server";
import { loadCategoryTree } from "~/utils/shell.server";

export type BulkResult = { report: BulkReport | null; message: string | null; categoryId: string; mode: string };

/** The page for business accounts; anyone else is told it is theirs to ask for (403). */
export async function loadBulkPage({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [t, language] = await Promise.all([getT(request), getLanguage(request)]);
  const categories = user.is_business ? await loadCategoryTree(request, context, language) : [];
  return data({ title: t("bulk.title"), business: user.is_business, categories }, { status: user.is_business ? 200 : 403 });
}

/**
 * The upload form: "check" runs the file as a dry run, "import" writes it (the API imports
 * nothing while any row is wrong, and answers the same report). The file goes on to the API
 * as it came, multipart.
 */
export async function bulkAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  let form: FormData;
  try {
    form = await readForm(request, { maxPartSize: BULK_MAX_BYTES });
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return { report: null, message: BULK_MESSAGES.tooLarge, categoryId: "", mode: "draft" } satisfies BulkResult;
    throw error;
  }
  const categoryId = String(form.get("category_id") ?? "");
  const mode = form.get("mode") === "publish" ? "publish" : "draft";
  const answer = (result: Omit<BulkResult, "categoryId" | "mode">): BulkResult => ({ ...result, categoryId, mode });
  if (!categoryId) return answer({ report: null, message: BULK_MESSAGES.category });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return answer({ report: null, message: BULK_MESSAGES.file });
  const body = new FormData();
  body.append("file", file, file.name);
  const dryRun = form.get("intent") !== "import";
  const api = await apiFor(request, context);
  try {
    const query = new URLSearchParams({ category_id: categoryId, mode, dry_run: String(dryRun) });
    return answer({ report: await api.upload<BulkReport>(`/listings/bulk?${query}`, body), message: null });
  } catch (error) {
    return answer({ report: null, message: refusalMessage(error, "error.try_again").message });
  }
}

/** The category's CSV template, handed over as a download (a plain link or GET form fetches it). */
export async function bulkTemplate({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  const categoryId = new URL(request.url).searchParams.get("category_id") ?? "";
  const file = await orErrorPage(
    api.get<{ filename: string; csv: string }>(`/listings/bulk/template?category_id=${encodeURIComponent(categoryId)}`),
  );
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
