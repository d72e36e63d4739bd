import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { ShownPhoto } from "./listing-page";
import { ResponsiveImage, THUMBNAIL_SHAPE } from "../ui/responsive-image";
import * as styles from "./listing.css";

const THUMBNAILS = 6;
const NARROW_THUMBNAILS = 4;

/** The main photo fills the main column: the whole width on phones, at most about 800px beside the sidebar. */
const MAIN_PHOTO_SIZES = "(max-width: 767px) 100vw, 800px";
/** Thumbnails: a row of 4 under 640px, of 6 in the main column above. */
const THUMBNAIL_SIZES = "(max-width: 639px) 25vw, 140px";
/** The main photo's box is 3:2; a photo without recorded dimensions takes that shape. */
const MAIN_BOX = { width: 1200, height: 800 };

/** A photo's intrinsic size, when it was recorded. */
const shapeOfPhoto = (m: ShownPhoto) => (m.width && m.height ? { width: m.width, height: m.height } : MAIN_BOX);

/** The main photo as the gallery shows it first (for a preload link in the page's head). */
export const mainPhoto = (media: ShownPhoto[]) =>
  media[0] ? { src: media[0].display_url, srcSet: media[0].webp_srcset, sizes: MAIN_PHOTO_SIZES } : null;

/**
 * Photos with thumbnails (6, or 4 under 640px, by CSS) and a full-screen viewer: Escape closes,
 * arrow keys navigate. Without JavaScript each photo is a link to the full image: the thumbnails
 * show the first ones, and "All N photos" lists every one when there are more than fit.
 */
export function Gallery({ media, title }: { media: ShownPhoto[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = media.length;
  const step = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
      else if (event.key === "ArrowRight") step(1);
      else if (event.key === "ArrowLeft") step(-1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, step]);

  if (count === 0) return null;
  const current = media[index];
  const alt = (m: ShownPhoto, i: number) => m.alt_text || `${title} (${i + 1}/${count})`;
  return (
    <div>
      <a
        href={current.file_url}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        aria-label={t("listing.open_viewer")}
      >
        <ResponsiveImage
          src={current.display_url}
          srcSet={current.webp_srcset}
          sizes={MAIN_PHOTO_SIZES}
          {...shapeOfPhoto(current)}
          alt={alt(current, index)}
          className={styles.mainImage}
          loading="priority"
        />
      </a>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={t("listing.photos")}>
          {media.slice(0, THUMBNAILS).map((m, i) => (
            <li key={m.id} className={i >= NARROW_THUMBNAILS ? styles.thumbBeyondNarrow : undefined}>
              <a
                href={m.file_url}
                className={styles.thumb}
                aria-current={i === index}
                aria-label={t("listing.photo_n", { n: i + 1 })}
                onClick={(event) => {
                  event.preventDefault();
                  setIndex(i);
                }}
              >
                <ResponsiveImage
                  src={m.thumbnail_url ?? m.display_url}
                  srcSet={m.webp_srcset}
                  sizes={THUMBNAIL_SIZES}
                  {...THUMBNAIL_SHAPE}
                  alt=""
                  // Under the main photo: in a phone's first viewport.
                  loading="eager"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {count > NARROW_THUMBNAILS ? (
        <details className={styles.allPhotos}>
          <summary>{t("listing.all_photos", { count })}</summary>
          <ol className={styles.allPhotosList}>
            {media.map((m, i) => (
              <li key={m.id}>
                <a
                  href={m.file_url}
                  onClick={(event) => {
                    event.preventDefault();
                    setIndex(i);
                    setOpen(true);
                  }}
                >
                  <ResponsiveImage
                    src={m.thumbnail_url ?? m.display_url}
                    srcSet={m.webp_srcset}
                    sizes="120px"
                    {...THUMBNAIL_SHAPE}
                    alt=""
                  />
                  {t("listing.photo_n", { n: i + 1 })}
                </a>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {open ? (
        <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={t("listing.viewer")} data-testid="photo-viewer">
          <button type="button" className={styles.viewerButton} onClick={() => step(-1)} aria-label={t("listing.previous_photo")}>
            ‹
          </button>
          <img src={current.file_url} alt={alt(current, index)} {...shapeOfPhoto(current)} className={styles.viewerImage} />
          <button type="button" className={styles.viewerButton} onClick={() => step(1)} aria-label={t("listing.next_photo")}>
            ›
          </button>
          <button type="button" className={styles.viewerClose} onClick={() => setOpen(false)} aria-label={t("listing.close_viewer")} autoFocus>
            ✕
          </button>
          <p className={styles.viewerCount}>
            {index + 1} / {count}
          </p>
        </div>
      ) : null}
    </div>
  );
}
