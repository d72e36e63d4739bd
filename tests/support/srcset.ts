/** The candidates of an img `srcset` ("<url> 400w, <url> 800w"): each URL with its width. */
export function parseSrcset(srcset: string | null | undefined): { url: string; width: number }[] {
  if (!srcset) return [];
  return srcset.split(",").map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = /^(\d+)w$/.exec(descriptor ?? "");
    if (!url || !width) throw new Error(`Not a width candidate: "${candidate}"`);
    return { url, width: Number(width[1]) };
  });
}
