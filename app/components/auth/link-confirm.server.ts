import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { apiFor } from "~/utils/api.server";
import { refusalMessage } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

/** The post of a LinkConfirmPage: the link's token, sent to `apiPath` as nobody (the token is the proof). */
export async function postLinkToken<T extends object>(request: Request, context: AppLoadContext, apiPath: string) {
  const token = String((await readForm(request)).get("token") ?? "");
  const api = await apiFor(request, context, { token: null });
  try {
    return { ok: true as const, ...(await api.post<T>(apiPath, { token })) };
  } catch (error) {
    const { status, message } = refusalMessage(error, "error.try_again");
    return data({ ok: false as const, message }, { status });
  }
}
