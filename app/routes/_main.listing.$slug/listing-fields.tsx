import { useTranslation } from "~/utils/use-translation";
import type { ShownField } from "~/components/listing/listing-page";
import * as styles from "~/components/listing/listing.css";

const OVERVIEW_FIELDS = 4;

function Value({ value }: { value: ShownField }) {
  if (value.color) {
    return (
      <>
        <span className={styles.swatch} style={{ background: value.color }} aria-hidden="true" />
        {value.text}
      </>
    );
  }
  return <>{value.text}</>;
}

/** An overview of up to 4 (top) fields. */
export function Overview({ fields }: { fields: ShownField[] }) {
  const shown = fields.slice(0, OVERVIEW_FIELDS);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.overview} data-testid="listing-overview">
      {shown.map((value) => (
        <div key={value.field_id} className={styles.overviewItem}>
          <dt>{value.label}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The information table in two columns: every single-valued field. */
export function InformationTable({ fields }: { fields: ShownField[] }) {
  const { t } = useTranslation();
  const rows = fields.filter((value) => !value.items);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="info-title">
      <h2 id="info-title">{t("listing.information")}</h2>
      <dl className={styles.infoTable}>
        {rows.map((value) => (
          <div key={value.field_id} className={styles.infoRow}>
            <dt>{value.label}</dt>
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
export function FeatureLists({ fields }: { fields: ShownField[] }) {
  return (
    <>
      {fields.map((value) =>
        value.items ? (
          <section key={value.field_id} aria-labelledby={`features-${value.field_id}`}>
            <h2 id={`features-${value.field_id}`}>{value.label}</h2>
            <ul className={styles.chips}>
              {value.items.map((label) => (
                <li key={label} className={styles.chip}>
                  {label}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}
