import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SimplePage } from "../components/simple-page";
import { button, formError, formSuccess } from "../components/ui/ui.css";
import { apiFor } from "../utils/api.server";
import { refusalMessage } from "../utils/api-errors.server";
import { readForm } from "../utils/form-data.server";
import { getT } from "../utils/i18n.server";
import { metaFromData } from "../utils/meta-from-data";

/**
 * The "stop these alerts" link of an alert e-mail, signed in or not. Opening it only asks: mail
 * scanners open links, so the alerts stop on the button's post (mail clients' own button posts
 * to the API's one-click address instead).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return json({ title: t("alerts.unsubscribe_title"), token: new URL(request.url).searchParams.get("token") ?? "" });
}

export const meta = metaFromData;

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await readForm(request)).get("token") ?? "");
  const api = await apiFor(request, context, { token: null });
  try {
    const { name } = await api.post<{ name: string }>("/saved-searches/unsubscribe", { token });
    return json({ ok: true as const, name });
  } catch (error) {
    const { status, message } = refusalMessage(error, "Something went wrong. Please try again.");
    return json({ ok: false as const, message }, { status });
  }
}

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <SimplePage title={t("alerts.unsubscribe_title")}>
      {result?.ok ? (
        <p className={formSuccess} role="status">
          {t("alerts.unsubscribed", { name: result.name })} <Link to="/dashboard?section=saved-searches">{t("alerts.manage")}</Link>
        </p>
      ) : (
        <Form method="post">
          {result && !result.ok ? (
            <p className={formError} role="alert">
              {t(result.message)}
            </p>
          ) : null}
          <p>{t("alerts.unsubscribe_question")}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={button.primary}>
            {t("alerts.unsubscribe_submit")}
          </button>
        </Form>
      )}
    </SimplePage>
  );
}
