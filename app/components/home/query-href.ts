/** A link to the home page with its current query, some parameters changed (null removes one), and an optional #hash. */
export function homeHref(search: URLSearchParams, changes: Record<string, string | number | null>, hash = ""): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `/${query ? `?${query}` : ""}${hash}`;
}
