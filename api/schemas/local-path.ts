// Any base works: only whether the parsed address stays on it matters.
const BASE = "http://site.invalid";

/**
 * The same-site path a redirect may follow, or null. The value is parsed as browsers parse a
 * Location header (tabs and newlines dropped, backslashes read as slashes), so "/\t/evil",
 * "/\\evil", "//evil" or "javascript:" resolve to another origin and are refused; what stays on
 * this site comes back re-serialised (path, query and fragment, percent-encoded).
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
