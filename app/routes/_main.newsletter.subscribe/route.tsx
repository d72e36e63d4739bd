import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { NewsletterSchema } from "@schemas/newsletter";
import { NewsletterForm } from "~/components/newsletter-form";
import { SimplePage } from "~/components/simple-page";
import { apiFor } from "~/utils/api.server";
import { logPageError } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { caughtByHoneypot } from "~/utils/honeypot";
import { readForm } from "~/utils/form-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("newsletter.title") };
}

export const meta = metaFromData;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  if (submission.status !== "success") return data({ status: "invalid" as const, reply: submission.reply() }, { status: 400 });
  if (caughtByHoneypot(formData)) return { status: "success" as const, reply: submission.reply({ resetForm: true }) };
  const api = await apiFor(request, context);
  try {
    await api.post("/newsletter/subscribe", { ...submission.value, source: submission.value.source || "footer" });
    return { status: "success" as const, reply: submission.reply({ resetForm: true }) };
  } catch (error) {
    logPageError(context, "Newsletter subscription failed", error);
    return data({ status: "error" as const, reply: submission.reply() }, { status: 502 });
  }
}

/** Where the footer form lands without JavaScript: the outcome and the form again. */
export default function NewsletterSubscribePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <SimplePage title={t("newsletter.title")} intro={t("newsletter.text")}>
      <div style={{ maxWidth: "480px" }}>
        <NewsletterForm id="newsletter-page" pageResult={result} />
      </div>
    </SimplePage>
  );
}
