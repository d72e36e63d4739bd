import { QuickSearchQuerySchema } from "@schemas/search";

/**
 * Why a query cannot be searched (too short, too long), or null. The check lives in a server
 * module so the search page's browser chunk does not load the schema module and zod with it.
 */
export function searchQueryError(q: string): string | null {
  const checked = QuickSearchQuerySchema.safeParse({ q });
  return checked.success ? null : checked.error.issues[0]!.message;
}
