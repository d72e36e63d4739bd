import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { Listing } from "@schemas/listing";
import { ResponsiveImage, THUMBNAIL_SHAPE } from "~/components/ui/responsive-image";
import { button, field, fieldError, formSuccess, input, label } from "~/components/ui/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import { usePhotoUploads } from "./photo-uploader";
import * as styles from "./wizard.css";
import { validationKey } from "~/locales/validation-key";

/** The wizard's way on from the photos: back, or on to the location. */
export function PhotosStepButtons({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.nav}>
      <Link to={back} className={button.secondary}>
        {t("wizard.back")}
      </Link>
      <button type="submit" name="intent" value="next" className={button.primary}>
        {t("wizard.save_continue")}
      </button>
    </div>
  );
}

/**
 * Step 3: one multipart form; each button says what to do (upload, cover, move, remove, and the
 * `footer`'s: continue in the wizard). Every change is saved as it is made.
 */
export function PhotosStep({ listing, result, footer }: { listing: Listing; result?: { ok: boolean; message: string }; footer?: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const uploads = usePhotoUploads(`/resources/listing-photos?id=${listing.id}`);
  const order = listing.media_files.map((m) => m.id).join(",");
  const cover = listing.media_files.find((m) => m.is_cover)?.id;
  const last = listing.media_files.length - 1;
  return (
    <Form method="post" encType="multipart/form-data" id="wizard-photos">
      {result ? (
        <p className={result.ok ? formSuccess : fieldError} role={result.ok ? "status" : "alert"}>
          {t(validationKey(result.message))}
        </p>
      ) : null}
      <input type="hidden" name="order" value={order} />
      {cover ? <input type="hidden" name="cover" value={cover} /> : null}
      <div className={field}>
        <label htmlFor="photos" className={label}>
          {t("wizard.choose_photos")}
        </label>
        <input
          id="photos"
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
          className={input}
          onChange={hydrated ? (event) => void uploads.upload(event.currentTarget.files).then(() => (event.target.value = "")) : undefined}
        />
      </div>
      {uploads.list}
      {hydrated ? null : (
        <button type="submit" name="intent" value="upload" className={button.secondary}>
          {t("wizard.upload_photos")}
        </button>
      )}
      {listing.media_files.length > 0 ? (
        <ul className={styles.photoGrid} aria-label={t("listing.photos")}>
          {listing.media_files.map((media, index) => (
            <li key={media.id} className={styles.photo}>
              <ResponsiveImage
                src={media.thumbnail_url ?? media.display_url}
                srcSet={media.webp_srcset}
                sizes="200px"
                {...THUMBNAIL_SHAPE}
                alt={t("listing.photo_n", { n: index + 1 })}
              />
              {media.is_cover ? (
                <strong>{t("wizard.cover")}</strong>
              ) : (
                <button type="submit" name="intent" value={`cover:${media.id}`} className={button.ghost}>
                  {t("wizard.make_cover")}
                </button>
              )}
              {index > 0 ? (
                <button type="submit" name="intent" value={`earlier:${media.id}`} className={button.ghost}>
                  {t("wizard.move_earlier")}
                </button>
              ) : null}
              {index < last ? (
                <button type="submit" name="intent" value={`later:${media.id}`} className={button.ghost}>
                  {t("wizard.move_later")}
                </button>
              ) : null}
              <button type="submit" name="intent" value={`delete:${media.id}`} className={button.ghost}>
                {t("wizard.remove_photo")}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("wizard.no_photos")}</p>
      )}
      {footer}
    </Form>
  );
}
