import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SubscriberExport } from "@schemas/admin-newsletter";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, listQuery } from "~/components/admin/admin.server";

/**
 * The subscribers the list's filters keep, as a CSV download (a resource route: a plain link
 * fetches it, with or without JavaScript). The API builds the file; this hands it over.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const file = await orErrorPage(api.get<SubscriberExport>("/admin/newsletter/subscribers/export", listQuery(args.request)));
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
