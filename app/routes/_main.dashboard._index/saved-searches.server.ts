import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { type SavedSearch, SavedSearchUpdateSchema } from "@schemas/saved-searches";
import type { SectionResult } from "./profile-section";
import { SAVED_SEARCH_DONE, type SavedSearchDone, type SavedSearchesData } from "./section-data";
import type { Api } from "~/utils/api.server";
import { orErrorPage, refusalMessage, replyWithApiError } from "~/utils/api-errors.server";

const isDone = (value: string | null): value is SavedSearchDone => SAVED_SEARCH_DONE.includes(value as SavedSearchDone);

/** The saved-searches section: the user's searches with their match counts, and what the last action did. */
export async function loadSavedSearches(request: Request, api: Api): Promise<SavedSearchesData> {
  const done = new URL(request.url).searchParams.get("done");
  return { searches: await orErrorPage(api.get<SavedSearch[]>("/saved-searches")), done: isDone(done) ? done : null };
}

const backToList = (done: SavedSearchDone) => redirect(`/dashboard?section=saved-searches&done=${done}`);

/**
 * The section's forms, each a plain post with an `intent` and the search's `id`: `saved-search`
 * (name, frequency, digest hour), `saved-search-pause` (with `paused`) and `saved-search-delete`.
 * The edit form's errors come back at its fields; other refusals above the list.
 */
export async function savedSearchesAction(formData: FormData, api: Api) {
  const intent = String(formData.get("intent"));
  if (!intent.startsWith("saved-search")) return null;
  const id = Number(formData.get("id"));
  const fail = (status: number, message: string) => data<SectionResult & { id?: number }>({ intent, ok: false, message, id }, { status });
  if (!Number.isInteger(id) || id <= 0) return fail(404, "errors.saved_search_not_found");
  try {
    if (intent === "saved-search") {
      const submission = parseWithZod(formData, { schema: SavedSearchUpdateSchema });
      if (submission.status !== "success") return data<SectionResult & { id: number }>({ intent, ok: false, id, reply: submission.reply() }, { status: 400 });
      try {
        await api.patch(`/saved-searches/${id}`, submission.value);
      } catch (error) {
        return data<SectionResult & { id: number }>({ intent, ok: false, id, reply: replyWithApiError(submission, error, "error.try_again") }, { status: 400 });
      }
      return backToList("updated");
    }
    if (intent === "saved-search-pause") {
      const paused = formData.get("paused") === "true";
      await api.patch(`/saved-searches/${id}`, { paused });
      return backToList(paused ? "paused" : "resumed");
    }
    if (intent === "saved-search-delete") {
      await api.delete(`/saved-searches/${id}`);
      return backToList("deleted");
    }
    return fail(400, "error.try_again");
  } catch (error) {
    const { status, message } = refusalMessage(error, "error.try_again");
    return fail(status, message);
  }
}
