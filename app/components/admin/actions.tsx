import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import { formError, formSuccess } from "../ui/ui.css";
import * as styles from "./admin.css";
import { validationKey } from "~/locales/validation-key";

/** The page's title, an optional intro, and its main action (e.g. a "Create" link). */
export function AdminHeader({ title, intro, action }: { title: string; intro?: string; action?: { to: string; label: string } }) {
  return (
    <>
      <div className={styles.header}>
        <h1>{title}</h1>
        {action ? (
          <Link to={action.to} className={styles.smallButton}>
            {action.label}
          </Link>
        ) : null}
      </div>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <AdminNotice />
    </>
  );
}

/**
 * What the last action did, carried in the URL after its redirect (`?notice=saved`), so it shows
 * without JavaScript; `?error=` carries a refusal the same way, `?about=` the row it refuses.
 */
export function AdminNotice() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const notice = params.get("notice");
  const error = params.get("error");
  const about = params.get("about");
  return (
    <>
      {notice ? (
        <p className={formSuccess} role="status">
          {t(`admin.notice.${notice}`)}
        </p>
      ) : null}
      {error ? (
        <p className={formError} role="alert">
          {about ? `${about}: ${t(validationKey(error))}` : t(validationKey(error))}
        </p>
      ) : null}
    </>
  );
}

type Hidden = Record<string, string | number>;

function HiddenFields({ intent, values }: { intent: string; values?: Hidden }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A one-click action on a row (toggle, approve...): a small POST form with an intent. */
export function IntentButton({ intent, values, children, action }: { intent: string; values?: Hidden; children: ReactNode; action?: string }) {
  return (
    <Form method="post" action={action}>
      <HiddenFields intent={intent} values={values} />
      <button type="submit" className={styles.smallButton}>
        {children}
      </button>
    </Form>
  );
}

/**
 * A destructive action asks first: the button opens a box (a <details>, so it works without
 * JavaScript) with the question, optional extra fields (a reason, where to move things) and the
 * confirming button.
 */
export function ConfirmAction({
  intent,
  values,
  label,
  question,
  confirmLabel,
  children,
  action,
}: {
  intent: string;
  values?: Hidden;
  label?: string;
  question?: string;
  confirmLabel?: string;
  children?: ReactNode;
  action?: string;
}) {
  const { t } = useTranslation();
  return (
    <details className={styles.confirm}>
      <summary>{label ?? t("admin.action.delete")}</summary>
      <Form method="post" action={action} className={styles.confirmBox}>
        <HiddenFields intent={intent} values={values} />
        <span>{question ?? t("admin.action.confirm_question")}</span>
        {children}
        <button type="submit" className={styles.dangerButton}>
          {confirmLabel ?? t("admin.action.confirm_delete")}
        </button>
      </Form>
    </details>
  );
}
