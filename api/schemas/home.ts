import * as z from "zod";
import { HOME_TABS } from "./constants.js";
import { blankAsMissing, limitParam } from "./listing-query.js";

// The home page's own endpoints.

/** Tabs show up to 6 on mobile (4 on desktop, by CSS). */
export const HOME_TAB_LIMIT = 6;
const HOME_TAB_MAX_LIMIT = 24;
/** The New tab covers the last 7 days. */
export const NEW_TAB_DAYS = 7;

export const HomeTabQuerySchema = z.object({
  tab: z.preprocess(blankAsMissing, z.enum(HOME_TABS, { error: `tab must be one of ${HOME_TABS.join(", ")}` }).default("new")),
  limit: limitParam(HOME_TAB_MAX_LIMIT, HOME_TAB_LIMIT),
});

/** The public stats: active users and published listings. */
export type PublicStats = { users: number; listings: number };
