import { useTranslation } from "~/utils/use-translation";
import { fieldLabel, formatFieldValue, hasValue, isMultiple, optionLabels, type ShownFieldValue } from "~/components/listing/field-values";
import * as styles from "~/components/listing/listing.css";

const OVERVIEW_FIELDS = 4;

function Value({ value }: { value: ShownFieldValue }) {
  const { t, i18n } = useTranslation();
  const text = formatFieldValue(value, i18n.language, (yes) => t(yes ? "common.yes" : "common.no"));
  if (value.field.display_type === "COLOR_PICKER" && value.value_text) {
    return (
      <>
        <span className={styles.swatch} style={{ background: value.value_text }} aria-hidden="true" />
        {text}
      </>
    );
  }
  return <>{text}</>;
}

/** An overview of up to 4 (top) fields. */
export function Overview({ fields }: { fields: ShownFieldValue[] }) {
  const { i18n } = useTranslation();
  const shown = fields.filter(hasValue).slice(0, OVERVIEW_FIELDS);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.overview} data-testid="listing-overview">
      {shown.map((value) => (
        <div key={value.field_id} className={styles.overviewItem}>
          <dt>{fieldLabel(value, i18n.language)}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The information table in two columns: every single-valued field. */
export function InformationTable({ fields }: { fields: ShownFieldValue[] }) {
  const { t, i18n } = useTranslation();
  const rows = fields.filter((value) => hasValue(value) && !isMultiple(value));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="info-title">
      <h2 id="info-title">{t("listing.information")}</h2>
      <dl className={styles.infoTable}>
        {rows.map((value) => (
          <div key={value.field_id} className={styles.infoRow}>
            <dt>{fieldLabel(value, i18n.language)}</dt>
            <dd>
              <Value value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Multi-select fields (additional features, amenities, nearby…) as lists of chips. */
export function FeatureLists({ fields }: { fields: ShownFieldValue[] }) {
  const { i18n } = useTranslation();
  const lists = fields.filter((value) => isMultiple(value) && hasValue(value));
  return (
    <>
      {lists.map((value) => (
        <section key={value.field_id} aria-labelledby={`features-${value.field_id}`}>
          <h2 id={`features-${value.field_id}`}>{fieldLabel(value, i18n.language)}</h2>
          <ul className={styles.chips}>
            {optionLabels(value, i18n.language).map((label) => (
              <li key={label} className={styles.chip}>
                {label}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
