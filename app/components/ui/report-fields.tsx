import { useTranslation } from "~/utils/use-translation";
import { REPORT_DESCRIPTION_MAX } from "@schemas/constants";
import { field, input, label } from "./ui.css";

/**
 * The reason and description of a report (a listing, a review, a conversation). `texts` names
 * the catalogue's keys: `<texts>.reason`, `.choose_reason`, `.reason.<reason>`, `.description`.
 */
export function ReportFields({ idPrefix, reasons, texts }: { idPrefix: string; reasons: readonly string[]; texts: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={field}>
        <label htmlFor={`${idPrefix}-reason`} className={label}>
          {t(`${texts}.reason`)}
        </label>
        <select id={`${idPrefix}-reason`} name="reason" required defaultValue="" className={input}>
          <option value="" disabled>
            {t(`${texts}.choose_reason`)}
          </option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`${texts}.reason.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${idPrefix}-description`} className={label}>
          {t(`${texts}.description`)}
        </label>
        <textarea id={`${idPrefix}-description`} name="description" rows={3} maxLength={REPORT_DESCRIPTION_MAX} className={input} />
      </div>
    </>
  );
}
