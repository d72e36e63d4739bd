import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { MediaFile } from "@schemas/listing";
import { MAX_PLACE_PHOTOS } from "@schemas/constants";
import { ResponsiveImage, THUMBNAIL_SHAPE } from "../ui/responsive-image";
import { button, field, fieldError, formSuccess, input, label } from "../ui/ui.css";
import * as styles from "./places.css";
import { validationKey } from "~/locales/validation-key";

/** The image types the photo pipeline accepts (it decides by content; this only guides the picker). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic";

export type PhotoResult = { ok: boolean; message: string };

/**
 * A place's photos on its edit page: one multipart form whose buttons say what to do (upload the
 * chosen files, or remove one photo), so it works the same with JavaScript off.
 */
export function PlacePhotos({ photos, result }: { photos: MediaFile[]; result: PhotoResult | null }) {
  const { t } = useTranslation();
  const full = photos.length >= MAX_PLACE_PHOTOS;
  return (
    <Form method="post" encType="multipart/form-data" aria-labelledby="photos-title">
      <h2 id="photos-title">{t("place_form.photos")}</h2>
      {result ? (
        <p className={result.ok ? formSuccess : fieldError} role={result.ok ? "status" : "alert"}>
          {t(validationKey(result.message))}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photoGrid} aria-label={t("listing.photos")}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.file_url}>
                <ResponsiveImage
                  src={photo.thumbnail_url ?? photo.display_url}
                  srcSet={photo.webp_srcset}
                  sizes="200px"
                  {...THUMBNAIL_SHAPE}
                  alt={t("listing.photo_n", { n: index + 1 })}
                />
              </a>
              <button type="submit" name="intent" value={`delete:${photo.id}`} className={button.ghost}>
                {t("place_form.remove_photo", { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("place_form.no_photos")}</p>
      )}
      {full ? null : (
        <>
          <div className={field}>
            <label htmlFor="place-photos" className={label}>
              {t("place_form.add_photos")}
            </label>
            <input id="place-photos" name="photos" type="file" multiple accept={PHOTO_ACCEPT} className={input} />
            <p className={styles.muted}>{t("place_form.photos_help")}</p>
          </div>
          <button type="submit" name="intent" value="upload" className={button.secondary}>
            {t("place_form.upload")}
          </button>
        </>
      )}
    </Form>
  );
}
