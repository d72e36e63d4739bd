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

/** The page's query string as the API's list query (page, per_page, search and the list's filters). */
export function listQuery(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "" && key !== "notice" && key !== "error" && key !== "index") query[key] = value;
  return query;
}

/** `path` with `?notice=` (what was done), replacing an earlier notice or error. */
export function withNotice(path: string, notice: string, kind: "notice" | "error" = "notice"): string {
  const url = new URL(path, "http://admin.local");
  url.searchParams.delete("notice");
  url.searchParams.delete("error");
  url.searchParams.delete("index");
  url.searchParams.set(kind, notice);
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

export type IntentHandler = (api: AdminApi, form: FormData) => Promise<string | void>;

/**
 * Row actions (toggle, delete, approve...) posted with an `intent`: runs that intent's handler and
 * redirects back to the same page and filters with a notice (the handler's answer, default
 * "updated"), or with the API's refusal as `?error=`.
 */
export async function runIntent(args: ActionFunctionArgs, handlers: Record<string, IntentHandler>, options: { formData?: FormData } = {}) {
  const { api } = await adminApi(args);
  const form = options.formData ?? (await readForm(args.request));
  const handler = handlers[String(form.get("intent"))];
  if (!handler) return redirect(withNotice(here(args.request), "admin.unknown_action", "error"));
  try {
    const notice = await handler(api, form);
    return redirect(withNotice(here(args.request), notice ?? "updated"));
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
