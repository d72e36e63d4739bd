import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { QuickSearchAnswer } from "../../api/schemas/search";
import { ApiError, apiFor } from "../utils/api.server";

export type QuickSearchData = { q: string; suggestions: QuickSearchAnswer["suggestions"] | null; error: string | null };

const FAILED = "Failed to get suggestions";

/** Suggestions for the header search box (fetched by it while typing; JSON, not a page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const api = await apiFor(request, context);
  try {
    const answer = await api.get<QuickSearchAnswer>("/search/quick", { q });
    return json<QuickSearchData>({ q, suggestions: answer.suggestions, error: null });
  } catch (error) {
    if (error instanceof Response) throw error;
    // SPEC §8: the server's detail, else 'Failed to get suggestions'.
    const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404;
    return json<QuickSearchData>(
      { q, suggestions: null, error: clientError ? error.detail : FAILED },
      { status: error instanceof ApiError && error.status < 500 ? error.status : 502 },
    );
  }
}
