import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import * as z from "zod";
import { MaintenanceUpdateSchema, type MaintenanceUpdate } from "@schemas/maintenance";
import { multilineText } from "@schemas/text";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, card, formSuccess } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { requireAdmin } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import type { MaintenanceStatus } from "@schemas/maintenance";
import { replyWithApiError } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

const message = multilineText({ error: "Message is required" }).trim().min(1, "Message is required").max(2000, "admin_maintenance.message_too_long");

/**
 * The API's rules (MaintenanceUpdateSchema) in form shape: unticked boxes are simply absent, and
 * the end is a `datetime-local` value read as UTC, so the page works the same without JavaScript.
 */
const MaintenanceFormSchema = MaintenanceUpdateSchema.extend({
  is_maintenance_enabled: z.boolean().optional().default(false),
  show_countdown: z.boolean().optional().default(false),
  message_en: message,
  message_es: message,
  scheduled_end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/, "admin_maintenance.date_time_invalid")
    .refine((value) => !Number.isNaN(Date.parse(`${value}Z`)), "admin_maintenance.date_time_invalid")
    .optional(),
}).refine((value) => !value.show_countdown || Boolean(value.scheduled_end), {
  path: ["scheduled_end"],
  message: "admin_maintenance.countdown_needs_end",
  when: () => true,
});
type MaintenanceForm = z.infer<typeof MaintenanceFormSchema>;

function toApiBody(form: MaintenanceForm): MaintenanceUpdate {
  return {
    ...form,
    scheduled_end: form.scheduled_end ? new Date(`${form.scheduled_end}Z`).toISOString() : null,
    contact_email: form.contact_email ?? null,
    status_page_url: form.status_page_url ?? null,
  };
}

/** An ISO instant as the `datetime-local` value the form shows (UTC, to the minute). */
const toLocalInput = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : undefined);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const api = await apiFor(request, context);
  const [t, status] = await Promise.all([getT(request), api.get<MaintenanceStatus>("/admin/maintenance/status")]);
  return { title: t("admin.maintenance"), status };
}

export const meta = metaFromData;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await readForm(request), { schema: MaintenanceFormSchema });
  if (submission.status !== "success") return data({ saved: false, reply: submission.reply() }, { status: 400 });
  const api = await apiFor(request, context);
  try {
    await api.put<MaintenanceStatus>("/admin/maintenance", toApiBody(submission.value));
    return { saved: true, reply: submission.reply() };
  } catch (error) {
    // The API's field errors (same field names) land at their fields.
    return data({ saved: false, reply: replyWithApiError(submission, error) }, { status: 400 });
  }
}

export default function AdminMaintenancePage() {
  const { t } = useTranslation();
  const { status } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<MaintenanceForm>({
    id: "maintenance",
    lastResult: result?.reply,
    defaultValue: {
      is_maintenance_enabled: status.is_maintenance_enabled,
      message_en: status.message_en,
      message_es: status.message_es,
      show_countdown: status.show_countdown,
      scheduled_end: toLocalInput(status.scheduled_end),
      contact_email: status.contact_email ?? undefined,
      status_page_url: status.status_page_url ?? undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MaintenanceFormSchema }),
    // Checked on submit, not on blur: a message appearing as a field loses focus would move the
    // button away from under the pointer in the middle of a click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1>{t("admin.maintenance")}</h1>
      <p>{t("admin_maintenance.intro")}</p>
      <p role="status" data-testid="maintenance-state">
        <strong>{t(status.is_maintenance_enabled ? "admin_maintenance.state_on" : "admin_maintenance.state_off")}</strong>
      </p>
      <div className={card} style={{ maxWidth: "720px" }}>
        {result?.saved ? (
          <p className={formSuccess} role="status">
            {t("admin_maintenance.saved")}
          </p>
        ) : null}
        <ValidatedForm form={form}>
          <FormErrors />
          <Checkbox name={fields.is_maintenance_enabled.name}>{t("admin_maintenance.enabled")}</Checkbox>
          <TextField name={fields.message_en.name} label={t("admin_maintenance.message_en")} multiline />
          <TextField name={fields.message_es.name} label={t("admin_maintenance.message_es")} multiline />
          <Checkbox name={fields.show_countdown.name}>{t("admin_maintenance.show_countdown")}</Checkbox>
          <TextField name={fields.scheduled_end.name} label={t("admin_maintenance.scheduled_end")} type="datetime-local" />
          <TextField name={fields.contact_email.name} label={t("admin_maintenance.contact_email")} type="email" autoComplete="off" />
          <TextField name={fields.status_page_url.name} label={t("admin_maintenance.status_page_url")} type="url" placeholder="https://" />
          <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
            {t("admin_maintenance.submit")}
          </button>
        </ValidatedForm>
      </div>
    </>
  );
}
