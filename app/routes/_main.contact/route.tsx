import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type ContactInput, ContactSchema } from "@schemas/contact";
import { SimplePage } from "~/components/simple-page";
import { FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, card, formSuccess } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { optionalRead, replyWithApiError } from "~/utils/api-errors.server";
import { Honeypot } from "~/components/ui/honeypot";
import { caughtByHoneypot } from "~/utils/honeypot";
import { readForm } from "~/utils/form-data.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, user] = await Promise.all([getT(request), optionalRead(context, "Loading the user", getUser(request, context), null)]);
  return {
    title: t("contact.title"),
    supportEmail: context.supportEmail,
    defaults: user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email } : {},
  };
}

export const meta = metaFromData;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") return data({ sent: false, reply: submission.reply() }, { status: 400 });
  if (caughtByHoneypot(formData)) return { sent: true, reply: submission.reply({ resetForm: true }) };
  const api = await apiFor(request, context);
  try {
    await api.post("/contact", submission.value);
    return { sent: true, reply: submission.reply({ resetForm: true }) };
  } catch (error) {
    return data({ sent: false, reply: replyWithApiError(submission, error, "error.try_again") }, { status: 400 });
  }
}

export default function ContactPage() {
  const { t } = useTranslation();
  const { supportEmail, defaults } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<ContactInput>({
    id: "contact",
    lastResult: result?.reply,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SimplePage title={t("contact.title")} intro={t("contact.intro")}>
      <p>
        {t("contact.email_us")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a> · +350 200 12345 ·{" "}
        {t("contact.address")}
      </p>
      <div className={card} style={{ maxWidth: "640px" }}>
        {result?.sent ? (
          <p className={formSuccess} role="status">
            {t("contact.sent")}
          </p>
        ) : null}
        <ValidatedForm form={form}>
          <FormErrors />
          <Honeypot formId="contact" />
          <TextField name={fields.name.name} label={t("contact.name")} autoComplete="name" />
          <TextField name={fields.email.name} label={t("contact.email")} type="email" autoComplete="email" />
          <TextField name={fields.subject.name} label={t("contact.subject")} />
          <TextField name={fields.message.name} label={t("contact.message")} multiline />
          <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
            {t("contact.submit")}
          </button>
        </ValidatedForm>
      </div>
    </SimplePage>
  );
}
