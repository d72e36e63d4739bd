import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import * as z from "zod";
import { Language } from "@schemas/fields";
import { LANGUAGE_PARAM } from "~/i18n";
import { safeRedirectTo } from "~/utils/auth.server";
import { consentCookie, currencyCookie, languageCookie } from "~/utils/cookies.server";
import { CURRENCY_CODE } from "~/utils/preferences.server";
import { readForm } from "~/utils/form-data.server";

const PreferenceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("language"), value: Language }),
  // Any code shaped like one: the root falls back to the pound for a currency that is not enabled.
  z.object({ intent: z.literal("currency"), value: z.string().regex(CURRENCY_CODE) }),
  z.object({ intent: z.literal("consent"), value: z.enum(["accepted", "declined"]) }),
]);

/** A same-site path without one of its query parameters. */
function withoutParam(path: string, name: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

const COOKIES = { language: languageCookie, currency: currencyCookie, consent: consentCookie };

/** Language, currency and cookie consent: plain form posts that set a cookie and go back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirectTo(form.get("redirectTo"));
  const parsed = PreferenceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirect(back);
  const cookie = COOKIES[parsed.data.intent];
  // A language chosen here must not be overruled by the `?lng=` of the page the form was on.
  const target = parsed.data.intent === "language" ? withoutParam(back, LANGUAGE_PARAM) : back;
  return redirect(target, { headers: { "Set-Cookie": await cookie.serialize(parsed.data.value) } });
}

export const loader = () => redirect("/");
