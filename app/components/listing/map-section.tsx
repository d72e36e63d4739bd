import { useTranslation } from "~/utils/use-translation";
import type { parseCoordinates } from "./coordinates";
import * as styles from "./listing.css";
import { ListingMap, type MapSettings } from "./listing-map";
import { validationKey } from "~/locales/validation-key";

/**
 * The "Location" section of a listing or place page: the map when the coordinates are valid and
 * the map settings loaded, a note when the coordinates are invalid, nothing when there are none.
 */
export function MapSection({
  coordinates,
  settings,
  label,
}: {
  coordinates: ReturnType<typeof parseCoordinates>;
  settings: MapSettings | null;
  label: string;
}) {
  const { t } = useTranslation();
  if (coordinates.ok && settings) {
    return (
      <section className={styles.section} aria-labelledby="map-title">
        <h2 id="map-title">{t("listing.location")}</h2>
        <ListingMap at={coordinates.value} settings={settings} label={label} />
      </section>
    );
  }
  return coordinates.ok === false && coordinates.error ? <p role="note">{t(validationKey(coordinates.error))}</p> : null;
}
