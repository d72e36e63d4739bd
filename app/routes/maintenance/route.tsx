import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminLoginSchema } from "@schemas/auth";
import { MaintenancePage } from "~/components/maintenance-page";
import { apiFor } from "~/utils/api.server";
import { countdownTo } from "@schemas/format";
import { commitToken } from "~/utils/session.server";
import type { MaintenanceStatus } from "@schemas/maintenance";
import type { Session } from "@schemas/users";
import { replyWithApiError } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

/** The maintenance page at its own address; while maintenance is off it goes to /. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const status = await api.get<MaintenanceStatus>("/admin/maintenance/status");
  if (!status.is_maintenance_enabled) throw redirect("/");
  return data(
    { status, language: api.language, countdown: status.show_countdown ? countdownTo(status.scheduled_end) : null },
    { status: 503 },
  );
}

/** The admin login dialog: a superuser goes to /admin; anyone else gets a clear error. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: AdminLoginSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const api = await apiFor(request, context);
  try {
    const session = await api.post<Session>("/auth/login", { ...submission.value, remember_me: false });
    if (!session.user.is_superuser) {
      // The session is of no use here: revoke it at once.
      await (await apiFor(request, context, { token: session.access_token })).post("/auth/logout");
      return data(submission.reply({ formErrors: ["Admin access required"], hideFields: ["password"] }), { status: 403 });
    }
    return redirect("/admin", { headers: { "Set-Cookie": await commitToken(request, session.access_token, false) } });
  } catch (error) {
    return data(replyWithApiError(submission, error, "Login failed. Please check your credentials."), { status: 400 });
  }
}

export default function MaintenanceRoute() {
  const { status, language, countdown } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <MaintenancePage status={status} language={language} countdown={countdown} lastResult={lastResult} />;
}
