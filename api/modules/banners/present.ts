import sanitizeHtml from "sanitize-html";
import type { BannerPosition, BannerType, PublicBanner } from "../../schemas/public-banner.js";
import type { BannerRow } from "./repository.js";
import { bannerLink } from "../../schemas/admin-banners.js";
import { bannerSrcset } from "./picture.js";

/**
 * What banner HTML may contain: text markup, links and pictures. Scripts, styles, event handlers
 * (onerror=…) and javascript: URLs are dropped, so an admin's HTML cannot run code on the site.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
};

export const sanitizeBannerHtml = (html: string) => sanitizeHtml(html, SANITIZE_OPTIONS);

export const clickUrl = (id: number) => `/api/v1/banners/${id}/go`;

/** The banner's HTML in `language`, else its language-neutral HTML, else the other language's: a banner written in one language shows in both. */
function localizedHtml(row: BannerRow, language: "en" | "es"): string | null {
  const [asked, other] = language === "es" ? [row.html_content_es, row.html_content_en] : [row.html_content_en, row.html_content_es];
  const html = asked || row.html_content || other;
  if (!html) return null;
  // A SCRIPT banner is third-party code by nature (only admins write banners): it is handed over
  // as entered. This site's pages run it only inside a sandboxed frame (see frame.ts).
  return row.banner_type === "SCRIPT" ? html : sanitizeBannerHtml(html);
}

/** Where a SCRIPT banner runs: its own sandboxed document, in the page's language. */
export const frameUrl = (id: number, language: "en" | "es") => `/api/v1/banners/${id}/frame?language=${language}`;

export function toPublicBanner(row: BannerRow, language: "en" | "es"): PublicBanner {
  const type = row.banner_type as BannerType;
  const html = type === "IMAGE" ? null : localizedHtml(row, language);
  // Spanish pages show the Spanish picture and alt text where the banner has them, each on its
  // own; the English ones are everyone's default.
  const spanish = language === "es";
  const image = (spanish && row.image_url_es) || row.image_url;
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    alt_text: (spanish && row.alt_text_es) || row.alt_text,
    banner_type: type,
    image_url: image,
    image_srcset: type === "IMAGE" ? bannerSrcset(image) : null,
    link_url: row.link_url,
    click_url: bannerLink(row.link_url) ? clickUrl(row.id) : null,
    html_content: html,
    frame_url: type === "SCRIPT" && html ? frameUrl(row.id, language) : null,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    priority: Number(row.priority),
    position: row.position as BannerPosition,
    is_active: true,
  };
}
