import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { Listing } from "@schemas/listing";
import type { WizardStep } from "@schemas/listing-write";
import { fieldLabel, formatFieldValue, hasValue } from "~/components/listing/field-values";
import { useLocalized } from "~/utils/localized";
import { PriceTag } from "~/components/listing/price-tag";
import { button, formError } from "~/components/ui/ui.css";
import * as styles from "~/components/wizard/wizard.css";
import { validationKey } from "~/locales/validation-key";

/** Step 6: everything at a glance, with a way back to each step, and Publish. */
export function ReviewStep({ listing, errors, stepUrl }: { listing: Listing; errors: string[]; stepUrl: (step: WizardStep) => string }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const yesNo = (v: boolean) => t(v ? "common.yes" : "common.no");
  return (
    <Form method="post">
      {errors.length > 0 ? (
        <div className={formError} role="alert">
          <p>{t("wizard.publish_errors")}</p>
          <ul>
            {errors.map((message) => (
              <li key={message}>{t(validationKey(message))}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className={styles.summary}>
        <dt>{t("wizard.category")}</dt>
        <dd>
          {localized(listing.category, "name")} · <Link to={stepUrl("category")}>{t("wizard.change")}</Link>
        </dd>
        <dt>{t("wizard.listing_title")}</dt>
        <dd>
          {listing.title || "—"} · <Link to={stepUrl("details")}>{t("wizard.change")}</Link>
        </dd>
        {listing.field_values.filter(hasValue).map((value) => (
          <div key={value.field_id} style={{ display: "contents" }}>
            <dt>{fieldLabel(value, i18n.language)}</dt>
            <dd>{formatFieldValue(value, i18n.language, yesNo)}</dd>
          </div>
        ))}
        <dt>{t("listing.photos")}</dt>
        <dd>
          {listing.media_files.length} · <Link to={stepUrl("photos")}>{t("wizard.change")}</Link>
        </dd>
        <dt>{t("wizard.address")}</dt>
        <dd>
          {listing.address ?? t("listing.location_not_specified")} · <Link to={stepUrl("location")}>{t("wizard.change")}</Link>
        </dd>
        <dt>{t("wizard.price")}</dt>
        <dd>
          <PriceTag listing={listing} small /> · <Link to={stepUrl("price")}>{t("wizard.change")}</Link>
        </dd>
      </dl>
      <div className={styles.nav}>
        <Link to={stepUrl("price")} className={button.secondary}>
          {t("wizard.back")}
        </Link>
        <button type="submit" name="intent" value="publish" className={button.primary}>
          {t("wizard.publish")}
        </button>
      </div>
    </Form>
  );
}
