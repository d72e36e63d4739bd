import { AppError, notFound, parseInput } from "../../lib/errors.js";
import { linkTokens } from "../../lib/link-tokens.js";
import { nowIso } from "../../lib/time.js";
import {
  SAVED_SEARCHES_PER_USER, SAVED_SEARCH_MESSAGES as M, type SavedSearch, SavedSearchCreateSchema, SavedSearchUpdateSchema, UnsubscribeSchema,
} from "../../schemas/saved-searches.js";
import type { SearchService } from "../search/service.js";
import type { AlertsRepository } from "./repository.js";

type Row = Awaited<ReturnType<AlertsRepository["list"]>>[number];

/** The one-click unsubscribe link of a saved search: it works signed out and names that search only. */
export function unsubscribeTokens(secret: string) {
  const tokens = linkTokens(secret, "saved-search");
  return {
    make: (id: number) => tokens.make(id),
    read(token: string): number | null {
      const parsed = tokens.parse(token);
      return parsed?.signs() ? parsed.id : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

/** A user's saved searches: save from a results page, list with match counts, edit, pause, delete. */
export function createAlertsService(deps: { repo: AlertsRepository; search: SearchService; tokens: UnsubscribeTokens }) {
  const { repo, search } = deps;

  async function present(row: Row): Promise<SavedSearch> {
    // A search whose category has gone since matches nothing rather than failing the list.
    const match_count = await search.savedSearch(row.query).then((saved) => saved.count(), () => 0);
    return {
      id: Number(row.id), name: row.name, query: row.query, frequency: row.frequency, digest_hour: Number(row.digest_hour),
      paused: Number(row.paused) === 1, match_count, created_at: row.created_at,
    };
  }

  async function own(userId: number, id: number): Promise<Row> {
    const row = await repo.get(id);
    if (!row || Number(row.user_id) !== userId) throw notFound(M.notFound);
    return row;
  }

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return Promise.all((await repo.list(userId)).map(present));
    },

    async create(userId: number, body: unknown): Promise<SavedSearch> {
      const input = parseInput(SavedSearchCreateSchema, body ?? {});
      const { query } = await search.savedSearch(input.query);
      if ((await repo.countForUser(userId)) >= SAVED_SEARCHES_PER_USER) throw new AppError(409, M.tooMany);
      const id = await repo.insert({ user_id: userId, name: input.name, query, frequency: input.frequency, digest_hour: input.digest_hour, now: nowIso() });
      return present((await repo.get(id))!);
    },

    async update(userId: number, id: number, body: unknown): Promise<SavedSearch> {
      await own(userId, id);
      const { paused, ...input } = parseInput(SavedSearchUpdateSchema, body ?? {});
      await repo.update(id, { ...input, ...(paused === undefined ? {} : { paused: paused ? 1 : 0 }), updated_at: nowIso() });
      return present((await repo.get(id))!);
    },

    async remove(userId: number, id: number): Promise<void> {
      await own(userId, id);
      await repo.remove(id);
    },

    /** The link of an alert e-mail: pauses that search's alerts (signed in or not). */
    async unsubscribe(body: unknown): Promise<{ name: string }> {
      const { token } = parseInput(UnsubscribeSchema, body ?? {});
      const id = deps.tokens.read(token);
      const row = id === null ? undefined : await repo.get(id);
      if (!row) throw new AppError(404, M.badLink);
      await repo.update(Number(row.id), { paused: 1, updated_at: nowIso() });
      return { name: row.name };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
