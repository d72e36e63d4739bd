import type { LoaderFunctionArgs } from "@remix-run/node";
import { bulkTemplate } from "~/components/dashboard/bulk-listings.server";

/** /dashboard/bulk-listings/template?category_id=: the CSV template of a category. */
export function loader(args: LoaderFunctionArgs) {
  return bulkTemplate(args);
}
