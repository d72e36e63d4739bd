// Listing slugs: readable, unique (the id in base 36 ends them) and stable once published.

const MAX_BASE = 60;
/** Longer than any slug made here (60 + "-" + an id in base 36): a longer address is refused. */
export const SLUG_MAX_LENGTH = 200;
export const SLUG_TOO_LONG = "A listing address is at most 200 characters";

/** ASCII kebab-case of a title: accents stripped, at most 60 characters. */
export function slugBase(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE)
    .replace(/-+$/g, "");
  return base || "listing";
}

export const listingSlug = (title: string, id: number) => `${slugBase(title)}-${id.toString(36)}`;

/** A draft saved before it had a title. */
export const draftSlug = (id: number) => `draft-${id.toString(36)}`;

export const isDraftSlug = (slug: string, id: number) => slug === draftSlug(id);
