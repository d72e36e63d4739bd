import { useTranslation } from "~/utils/use-translation";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { honeypot } from "./ui.css";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers) that form-filling bots fill in: a post that carries it is answered as a success and
 * dropped. Works the same without JavaScript.
 */
export function Honeypot({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className={honeypot} aria-hidden="true">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
