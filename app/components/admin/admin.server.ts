import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type * as z from "zod";
import { apiFor } from "~/utils/api.server";
import { refusalMessage, replyWithApiError } from "~/utils/api-errors.server";
import { requireAdmin } from "~/utils/auth.server";
import { readForm } from "~/utils/form-data.server";

type Args = LoaderFunctionArgs | ActionFunctionArgs;
export type AdminApi = Awaited<ReturnType<typeof apiFor>>;

/** The signed-in admin and their api client; visitors go to sign in, other users get Access Denied. */
export async function adminApi({ request, context }: Args) {
  const user = await requireAdmin(request, context);
  return { user, api: await apiFor(request, context) };
}

/** The query's keys that are the page's own (an action's outcome, Remix's index marker), not filters. */
const NOT_FILTERS = new Set(["notice", "error", "about", "index"]);

/** The page's query string as the API's list query (page, per_page, search and the list's filters). */
export function listQuery(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "" && !NOT_FILTERS.has(key)) query[key] = value;
  return query;
}

/**
 * `path` with `?notice=` (what was done), replacing an earlier outcome; an error may say what it
 * is `about` (the row it refuses, "#42").
 */
export function withNotice(path: string, notice: string, kind: "notice" | "error" = "notice", about?: string): string {
  const url = new URL(path, "http://admin.local");
  for (const key of NOT_FILTERS) url.searchParams.delete(key);
  url.searchParams.set(kind, notice);
  if (about) url.searchParams.set("about", about);
  return `${url.pathname}${url.search}`;
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * An admin form's action: the schema checks the form (as it did in the browser), `send` calls the
 * API; success redirects to `next` with a notice, a refusal puts the API's messages at the
 * fields. The answer is `{ reply }` for the page's AdminForm.
 */
export async function submitAdminForm<Schema extends z.ZodType<Record<string, unknown>>, Result>(
  args: ActionFunctionArgs,
  schema: Schema,
  send: (api: AdminApi, value: z.output<Schema>) => Promise<Result>,
  options: { next?: string | ((result: Result) => string); notice?: string; formData?: FormData } = {},
) {
  const { api } = await adminApi(args);
  const submission = parseWithZod(options.formData ?? (await readForm(args.request)), { schema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  try {
    const result = await send(api, submission.value);
    const next = typeof options.next === "function" ? options.next(result) : (options.next ?? here(args.request));
    return redirect(withNotice(next, options.notice ?? "saved"));
  } catch (error) {
    return data({ reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}

/** A handler's outcome: a notice key (default "updated"), or a refusal to show as `?error=`. */
export type IntentOutcome = string | void | { error: string; about?: string };
export type IntentHandler = (api: AdminApi, form: FormData) => Promise<IntentOutcome>;

/**
 * Row actions (toggle, delete, approve...) posted with an `intent`: runs that intent's handler and
 * redirects back to the same page and filters with a notice (the handler's answer, default
 * "updated"), or with the API's refusal (thrown or answered) as `?error=`.
 */
export async function runIntent(args: ActionFunctionArgs, handlers: Record<string, IntentHandler>, options: { formData?: FormData } = {}) {
  const { api } = await adminApi(args);
  const form = options.formData ?? (await readForm(args.request));
  const handler = handlers[String(form.get("intent"))];
  if (!handler) return redirect(withNotice(here(args.request), "admin.unknown_action", "error"));
  try {
    const outcome = await handler(api, form);
    if (typeof outcome === "object") return redirect(withNotice(here(args.request), outcome.error, "error", outcome.about));
    return redirect(withNotice(here(args.request), outcome ?? "updated"));
  } catch (error) {
    const { message } = refusalMessage(error, "error.try_again");
    return redirect(withNotice(here(args.request), message, "error"));
  }
}

/** A whole-number id from a form or route param, or a 400. */
export function idFrom(value: FormDataEntryValue | string | null | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data({ detail: "admin.invalid_id" }, { status: 400 });
  return id;
}
