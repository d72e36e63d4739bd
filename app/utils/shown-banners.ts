import type { PublicBanner } from "../../api/schemas/public-banner";
import { packSrcset } from "./srcset";

/**
 * A banner as a slot shows it: the API's banner without what only the back-office reads (name,
 * priority, link), its text alternative chosen (`label`: the image's alt, the frame's title) and
 * its srcset written short. Pages carry their banners twice, in the markup and in their data.
 */
export type ShownBanner = Pick<
  PublicBanner,
  "id" | "banner_type" | "image_url" | "image_srcset" | "click_url" | "html_content" | "frame_url" | "width" | "height" | "position"
> & { label: string };

export const toShownBanners = (banners: PublicBanner[]): ShownBanner[] =>
  banners.map(({ id, banner_type, image_url, image_srcset, click_url, html_content, frame_url, width, height, position, alt_text, title, name }) => ({
    id, banner_type, image_url, image_srcset: packSrcset(image_srcset), click_url, html_content, frame_url, width, height, position,
    label: (banner_type === "SCRIPT" ? title : alt_text || title) || name,
  }));
