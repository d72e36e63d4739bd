import type { LoaderFunctionArgs } from "@remix-run/node";
import type { QuickSearchAnswer } from "@schemas/search";
import { apiFor } from "~/utils/api.server";
import { refusalOf } from "~/utils/api-errors.server";

export type QuickSearchData = { q: string; suggestions: QuickSearchAnswer["suggestions"] | null; error: string | null };

const FAILED = "search.suggestions_failed";

/** Suggestions for the header search box (fetched by it while typing; JSON, not a page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const api = await apiFor(request, context);
  try {
    const answer = await api.get<QuickSearchAnswer>("/search/quick", { q });
    return Response.json({ q, suggestions: answer.suggestions, error: null } satisfies QuickSearchData);
  } catch (error) {
    // The server's detail, else 'Failed to get suggestions'.
    const refusal = refusalOf(error);
    return Response.json(
      { q, suggestions: null, error: refusal && refusal.status !== 404 ? refusal.messageKey : FAILED } satisfies QuickSearchData,
      { status: refusal ? refusal.status : 502 },
    );
  }
}
