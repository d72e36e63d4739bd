import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import * as z from "zod";
import { Currency, Language } from "../../api/schemas/fields";
import { safeRedirectTo } from "../utils/auth.server";
import { consentCookie, currencyCookie, languageCookie } from "../utils/cookies.server";

const PreferenceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("language"), value: Language }),
  z.object({ intent: z.literal("currency"), value: Currency }),
  z.object({ intent: z.literal("consent"), value: z.enum(["accepted", "declined"]) }),
]);

const COOKIES = { language: languageCookie, currency: currencyCookie, consent: consentCookie };

/** Language, currency and cookie consent: plain form posts that set a cookie and go back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirectTo(form.get("redirectTo"));
  const parsed = PreferenceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirect(back);
  const cookie = COOKIES[parsed.data.intent];
  return redirect(back, { headers: { "Set-Cookie": await cookie.serialize(parsed.data.value) } });
}

export const loader = () => redirect("/");
