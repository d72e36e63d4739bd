import * as z from "zod";
import { AdminListQuerySchema, booleanFilter } from "./admin.js";
import { BANNER_POSITIONS, type BannerPosition } from "./constants.js";
import type { Banner, BannerType } from "./public-banner.js";
import { localPath } from "./local-path.js";
import { isAllowedText, multilineText, plainText } from "./text.js";

// The back-office's banners: the list's filters, the create/edit body (the same for the API and
// the page's form, where an unticked box is absent and means false), the banner settings and the
// statistics' answers.

export const BANNER_TYPES = ["IMAGE", "HTML", "SCRIPT"] as const satisfies readonly BannerType[];

/** The most banners the settings let one position show. */
export const BANNER_CAP_MAX = 20;
export const BANNER_HTML_MAX = 20_000;
export const BANNER_SIZE_MAX = 4000;
export const BANNER_PRIORITY_MAX = 1000;
/** The analytics span: 30 days unless asked otherwise, at most a year. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 365;

export const BANNER_MESSAGES = {
  nameRequired: "Banner name is required",
  nameTooLong: "Banner name is at most 200 characters",
  titleTooLong: "Title is at most 200 characters",
  altTooLong: "Alt text is at most 300 characters",
  type: "Choose a banner type: IMAGE, HTML or SCRIPT",
  position: "Choose a position: HEADER, SIDEBAR, FOOTER, CONTENT_TOP, CONTENT_BOTTOM or MOBILE_BOTTOM",
  imageUrl: "Enter the image address as https://… or as a path on this site (/…)",
  linkUrl: "Enter the link as https://… or as a path on this site (/…)",
  htmlTooLong: "HTML is at most 20000 characters",
  width: "Width must be a whole number from 1 to 4000",
  height: "Height must be a whole number from 1 to 4000",
  priority: "Priority must be a whole number from 0 to 1000",
  startDate: "Enter the start date as YYYY-MM-DD or an ISO date-time",
  endDate: "Enter the end date as YYYY-MM-DD or an ISO date-time",
  endBeforeStart: "The end date cannot be before the start date",
  imageMissing: "An image banner needs an image: give its address or upload one",
  htmlMissing: "An HTML banner needs HTML content",
  scriptMissing: "A script banner needs its code",
  maxPerPosition: "The maximum per position must be a whole number from 1 to 20",
  positionCap: "A position's maximum must be a whole number from 1 to 20, or empty for the default",
  days: "days must be a whole number from 1 to 365",
  notFound: "Banner not found",
  imageFileMissing: "Choose an image to upload",
  imageFileTooLarge: "The image must be 10 MB or smaller",
} as const;

/** Blank form fields and JSON nulls both mean "not given". */
const absent = (value: unknown) => (value === "" || value === null ? undefined : value);

const optionalText = (max: number, message: string, text = plainText) => z.preprocess(absent, text().trim().max(max, message).optional());

/**
 * Where a banner may send visitors, normalised: a web address (http/https) or a path on this
 * site; "//host", "/\t/host" and other schemes (javascript:, data:) are refused (null).
 */
export function bannerLink(value: string | null): string | null {
  const link = value?.trim();
  if (!link) return null;
  if (link.startsWith("/")) return localPath(link);
  if (!/^https?:\/\//i.test(link)) return null;
  try {
    return new URL(link).href;
  } catch {
    return null;
  }
}

export const isBannerAddress = (value: string) => bannerLink(value) !== null;

// A hidden character in an address is one more way it is malformed: its own message says how to write it.
const address = (message: string) =>
  z.preprocess(
    absent,
    z
      .string({ error: message })
      .trim()
      .max(2000, message)
      .refine((value) => isAllowedText(value) && isBannerAddress(value), message)
      .optional(),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A start or end: a bare day (the repository counts it as the whole day) or an exact instant,
 * stored in UTC.
 */
const bannerDate = (message: string) =>
  z.preprocess(
    absent,
    z
      .string({ error: message })
      .trim()
      .refine((value) => (DAY_ONLY.test(value) || INSTANT.test(value)) && !Number.isNaN(Date.parse(value)), message)
      .transform((value) => (DAY_ONLY.test(value) ? value : new Date(value).toISOString()))
      .optional(),
  );

/** The instant a start begins or an end finishes: a bare day runs from its first to its last millisecond. */
const startsAt = (value: string) => (DAY_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
const endsAt = (value: string) => (DAY_ONLY.test(value) ? `${value}T23:59:59.999Z` : value);

export const BannerTypeSchema = z.enum(BANNER_TYPES, { error: BANNER_MESSAGES.type });
const BannerPositionInput = z.enum(BANNER_POSITIONS, { error: BANNER_MESSAGES.position });

const bannerFields = {
  name: z.preprocess(
    absent,
    plainText({ error: BANNER_MESSAGES.nameRequired }).trim().min(1, BANNER_MESSAGES.nameRequired).max(200, BANNER_MESSAGES.nameTooLong),
  ),
  title: optionalText(200, BANNER_MESSAGES.titleTooLong),
  /** The English (and default) alt text and image; `_es` ones are what Spanish pages show instead, when given. */
  alt_text: optionalText(300, BANNER_MESSAGES.altTooLong),
  alt_text_es: optionalText(300, BANNER_MESSAGES.altTooLong),
  banner_type: BannerTypeSchema,
  image_url: address(BANNER_MESSAGES.imageUrl),
  image_url_es: address(BANNER_MESSAGES.imageUrl),
  link_url: address(BANNER_MESSAGES.linkUrl),
  html_content: optionalText(BANNER_HTML_MAX, BANNER_MESSAGES.htmlTooLong, multilineText),
  html_content_en: optionalText(BANNER_HTML_MAX, BANNER_MESSAGES.htmlTooLong, multilineText),
  html_content_es: optionalText(BANNER_HTML_MAX, BANNER_MESSAGES.htmlTooLong, multilineText),
  width: z.preprocess(absent, wholeNumber(1, BANNER_SIZE_MAX, BANNER_MESSAGES.width).optional()),
  height: z.preprocess(absent, wholeNumber(1, BANNER_SIZE_MAX, BANNER_MESSAGES.height).optional()),
  priority: z.preprocess(absent, wholeNumber(0, BANNER_PRIORITY_MAX, BANNER_MESSAGES.priority).default(0)),
  position: BannerPositionInput,
  is_active: z.boolean().optional().default(false),
  start_date: bannerDate(BANNER_MESSAGES.startDate),
  end_date: bannerDate(BANNER_MESSAGES.endDate),
};

type BannerFieldsOutput = z.output<z.ZodObject<typeof bannerFields>>;

const isBannerDate = (value: unknown): value is string => typeof value === "string" && (DAY_ONLY.test(value) || INSTANT.test(value));

/**
 * What each type needs: an image (its address, or on the page a file to upload), or content in
 * at least one language; and an end that is not before the start. It also runs when other fields
 * failed (so a form shows every message at once), hence the checks on what each value is.
 */
function checkBanner(banner: BannerFieldsOutput & { image_file?: File }, ctx: z.RefinementCtx) {
  if (!banner || typeof banner !== "object") return;
  const hasHtml = Boolean(banner.html_content_en || banner.html_content_es || banner.html_content);
  if (banner.banner_type === "IMAGE" && !banner.image_url && !banner.image_file) {
    ctx.addIssue({ code: "custom", path: ["image_url"], message: BANNER_MESSAGES.imageMissing });
  }
  if (banner.banner_type === "HTML" && !hasHtml) ctx.addIssue({ code: "custom", path: ["html_content_en"], message: BANNER_MESSAGES.htmlMissing });
  if (banner.banner_type === "SCRIPT" && !hasHtml) ctx.addIssue({ code: "custom", path: ["html_content_en"], message: BANNER_MESSAGES.scriptMissing });
  if (isBannerDate(banner.start_date) && isBannerDate(banner.end_date) && endsAt(banner.end_date) < startsAt(banner.start_date)) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: BANNER_MESSAGES.endBeforeStart });
  }
}

/** POST /admin/banners and PUT /admin/banners/{id}: the whole banner (a PUT replaces every field). */
export const BannerInputSchema = z.object(bannerFields).superRefine(checkBanner, { when: () => true });
export type BannerInput = z.output<typeof BannerInputSchema>;

/**
 * The page's form: the same fields plus optional image files (the English one, the Spanish one),
 * uploaded first; an image banner then needs an address or a file in English, the default.
 */
export const BannerFormSchema = z
  .object({ ...bannerFields, image_file: z.instanceof(File).optional(), image_file_es: z.instanceof(File).optional() })
  .superRefine(checkBanner, { when: () => true });
export type BannerForm = z.output<typeof BannerFormSchema>;

export const AdminBannerQuerySchema = AdminListQuerySchema.extend({
  position: z.preprocess(absent, BannerPositionInput.optional()),
  is_active: booleanFilter,
});
export type AdminBannerQuery = z.output<typeof AdminBannerQuerySchema>;

export const BannerStatsQuerySchema = z.object({ position: z.preprocess(absent, BannerPositionInput.optional()) });

export const BannerAnalyticsQuerySchema = z.object({
  days: z.preprocess(absent, wholeNumber(1, ANALYTICS_MAX_DAYS, BANNER_MESSAGES.days).default(ANALYTICS_DEFAULT_DAYS)),
});

const positionCap = z.preprocess(absent, wholeNumber(1, BANNER_CAP_MAX, BANNER_MESSAGES.positionCap).optional());

/**
 * GET/PUT /admin/banners/settings: how many banners a position shows at most (the default, and
 * optionally a different maximum for some positions).
 */
export const BannerSettingsSchema = z.object({
  max_per_position: z.preprocess(absent, wholeNumber(1, BANNER_CAP_MAX, BANNER_MESSAGES.maxPerPosition)),
  per_position: z
    .object({
      HEADER: positionCap,
      SIDEBAR: positionCap,
      FOOTER: positionCap,
      CONTENT_TOP: positionCap,
      CONTENT_BOTTOM: positionCap,
      MOBILE_BOTTOM: positionCap,
    } satisfies Record<BannerPosition, unknown>)
    .optional()
    .default({}),
});
export type BannerSettings = { max_per_position: number; per_position: Partial<Record<BannerPosition, number>> };

/** A banner as the back-office sees it: every field, its dates and its all-time counts. */
export type AdminBanner = Banner & {
  /** Clicks per hundred impressions, to two decimals (0 before the first impression). */
  ctr: number;
};

export type BannerCounts = { impressions: number; clicks: number; ctr: number };

/** GET /admin/banners/stats/detailed: all-time counts, overall, per position and per banner. */
export type BannerDetailedStats = {
  position: BannerPosition | null;
  totals: BannerCounts & { banners: number; active: number };
  by_position: Array<BannerCounts & { position: BannerPosition; banners: number; active: number }>;
  banners: Array<BannerCounts & Pick<AdminBanner, "id" | "name" | "position" | "banner_type" | "is_active" | "priority">>;
};

/** GET /admin/banners/analytics/overview: the last `days` days, a point per day (0 on quiet days), oldest first. */
export type BannerAnalytics = {
  days: number;
  from: string;
  to: string;
  totals: BannerCounts;
  daily: Array<{ day: string; impressions: number; clicks: number }>;
  top_banners: Array<BannerCounts & Pick<AdminBanner, "id" | "name" | "position">>;
};

/** POST /admin/banners/upload: where the stored image is served and its size. */
export type UploadedBannerImage = { image_url: string; width: number; height: number };

/** Clicks per hundred impressions, to two decimals. */
export const clickThroughRate = (clicks: number, impressions: number) => (impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0);
