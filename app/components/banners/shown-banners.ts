import type { PublicBanner } from "@schemas/public-banner";
import { lean, type Lean } from "../home/lean";
import { packPicture } from "../ui/srcset";

/**
 * A banner as a slot shows it: the API's banner without what only the back-office reads (name,
 * priority, link), its text alternative chosen (`label`: the image's alt, the frame's title), its
 * picture packed (`packPicture`) and its empty fields left out. Pages carry their banners twice,
 * in the markup and in their data.
 */
export type ShownBanner = Lean<
  Pick<PublicBanner, "id" | "banner_type" | "click_url" | "html_content" | "frame_url" | "width" | "height" | "position"> & { image: string | null; label: string }
>;

export const toShownBanners = (banners: PublicBanner[]): ShownBanner[] =>
  banners.map(({ id, banner_type, image_url, image_srcset, click_url, html_content, frame_url, width, height, position, alt_text, title, name }) =>
    lean({
      id, banner_type, click_url, html_content, frame_url, width, height, position,
      image: image_url && packPicture(image_url, image_srcset),
      label: (banner_type === "SCRIPT" ? title : alt_text || title) || name,
    }),
  );
