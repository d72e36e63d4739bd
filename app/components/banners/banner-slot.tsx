import { type BannerPosition, FULL_WIDTH_POSITIONS } from "@schemas/constants";
import type { ShownBanner } from "./shown-banners";
import { unpackPicture } from "../ui/srcset";
import * as styles from "./banner-slot.css";

/** A banner without a recorded size gets the shape of a wide strip (the shell's banners are 1200×200). */
const STRIP = { width: 1200, height: 200 };

/**
 * A SCRIPT banner's frame may run its code and open its advertiser's site in a new tab, nothing
 * more: no same-origin access (cookies, storage, this page) and no navigating this page.
 */
const SCRIPT_SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

/** Whether sanitised HTML brings its own link (a link inside a link is not allowed). */
const hasLink = (html: string) => /<a\s/i.test(html);

function Banner({ banner }: { banner: ShownBanner }) {
  // Wide positions span the page at the banner's shape; the others show it at its size. Either
  // way the width and height attributes keep its box before the content arrives.
  const layout = FULL_WIDTH_POSITIONS.includes(banner.position) ? "fullWidth" : "sized";
  const size = banner.width && banner.height ? { width: banner.width, height: banner.height } : STRIP;
  if (banner.banner_type === "IMAGE" && banner.image) {
    const { src, srcSet } = unpackPicture(banner.image);
    const image = (
      <img
        src={src}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? (layout === "fullWidth" ? "(max-width: 1200px) 100vw, 1200px" : `(max-width: ${size.width}px) 100vw, ${size.width}px`) : undefined}
        alt={banner.label}
        {...size}
        // The header's banner is in every page's first screen, often its largest picture there:
        // it loads at once (at normal priority, behind a page's main photo); the others wait.
        loading={banner.position === "HEADER" ? "eager" : "lazy"}
        className={styles.image[layout]}
      />
    );
    // Through the API's counting redirect: the click is recorded with JavaScript off too.
    return banner.click_url ? (
      <a href={banner.click_url} rel="sponsored" className={styles.banner[layout]} data-testid="banner">
        {image}
      </a>
    ) : (
      <span className={styles.banner[layout]} data-testid="banner">
        {image}
      </span>
    );
  }
  if (banner.banner_type === "HTML" && banner.html_content) {
    // The API sanitised this HTML (no scripts, event handlers or javascript: links).
    const content = { __html: banner.html_content };
    const style = layout === "sized" && banner.width ? { maxWidth: `${banner.width}px` } : undefined;
    return banner.click_url && !hasLink(banner.html_content) ? (
      <a href={banner.click_url} rel="sponsored" className={styles.html} style={style} data-testid="banner" dangerouslySetInnerHTML={content} />
    ) : (
      <div className={styles.html} style={style} data-testid="banner" dangerouslySetInnerHTML={content} />
    );
  }
  if (banner.banner_type === "SCRIPT" && banner.frame_url) {
    // Third-party code never runs in the page itself: it runs in its own sandboxed document.
    return (
      <iframe
        src={banner.frame_url}
        title={banner.label}
        sandbox={SCRIPT_SANDBOX}
        referrerPolicy="no-referrer"
        loading="lazy"
        {...size}
        className={styles.frame[layout]}
        data-testid="banner"
      />
    );
  }
  return null;
}

/** The banners of one position, best first (the API already capped and ordered them). */
export function BannerSlot({ banners, position, className }: { banners: ShownBanner[]; position: BannerPosition; className?: string }) {
  const shown = banners.filter((b) => b.position === position);
  if (!shown.length) return null;
  return (
    <div className={className ? `${styles.slot} ${className}` : styles.slot} data-testid={`banner-slot-${position}`}>
      {shown.map((banner) => (
        <Banner key={banner.id} banner={banner} />
      ))}
    </div>
  );
}
