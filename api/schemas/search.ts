import { z } from "zod";

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SORT_OPTIONS = ["relevance", "newest", "oldest", "price_low", "price_high"] as const;

/** SPEC §5 "Search" and §3 "Search filters". */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: "Search query must be at least 2 characters" })
    .trim()
    .min(SEARCH_MIN_LENGTH, "Search query must be at least 2 characters")
    .max(200, "Search query is too long"),
  category: z.string().trim().max(100).optional(),
  price_min: z.coerce.number().min(0).optional(),
  price_max: z.coerce.number().min(0).optional(),
  location: z.string().trim().max(100).optional(),
  sort_by: z.enum(SORT_OPTIONS).optional().default("relevance"),
  limit: z.coerce.number().int().min(1).max(100).optional().default(SEARCH_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).optional().default(0),
});
