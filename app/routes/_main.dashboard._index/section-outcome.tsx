import { useTranslation } from "~/utils/use-translation";
import { formError, formSuccess } from "~/components/ui/ui.css";
import type { SectionResult } from "./profile-section";
import { validationKey } from "~/locales/validation-key";

/**
 * What the last action of a dashboard section did: the text of `doneKey` (read from the address
 * the action redirected to), or the refusal it came back with.
 */
export function SectionOutcome({ doneKey, result }: { doneKey: string | null; result?: SectionResult }) {
  const { t } = useTranslation();
  return (
    <>
      {doneKey ? (
        <p className={formSuccess} role="status" data-testid="done">
          {t(doneKey)}
        </p>
      ) : null}
      {result && !result.ok && result.message ? (
        <p className={formError} role="alert">
          {t(validationKey(result.message))}
        </p>
      ) : null}
    </>
  );
}
