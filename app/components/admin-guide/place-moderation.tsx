import { useTranslation } from "~/utils/use-translation";
import type { PlaceStatus } from "@schemas/places";
import { ConfirmAction, IntentButton } from "../admin/actions";
import { field, input, label } from "../ui/ui.css";

/**
 * Approve and reject buttons for a place that is not already so: approving is one click,
 * rejecting asks for the reason the owner is e-mailed. Posted to the page's own action (intents
 * "approve" and "reject" with the place's id).
 */
export function PlaceModeration({ place }: { place: { id: number; name: string; status: PlaceStatus } }) {
  const { t } = useTranslation();
  const reasonId = `reject-reason-${place.id}`;
  return (
    <>
      {place.status !== "approved" ? (
        <IntentButton intent="approve" values={{ id: place.id }}>
          {t("admin_guide.approve")}
        </IntentButton>
      ) : null}
      {place.status !== "rejected" ? (
        <ConfirmAction
          intent="reject"
          values={{ id: place.id }}
          label={t("admin_guide.reject")}
          question={t("admin_guide.confirm_reject", { name: place.name })}
          confirmLabel={t("admin_guide.confirm_reject_button")}
        >
          <div className={field}>
            <label htmlFor={reasonId} className={label}>
              {t("admin_guide.reject_reason")}
            </label>
            <textarea id={reasonId} name="reason" required minLength={3} maxLength={1000} rows={3} className={input} />
          </div>
        </ConfirmAction>
      ) : null}
    </>
  );
}
