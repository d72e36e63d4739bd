import type { Bounds } from "@schemas/area";
import { areaParams } from "@schemas/listing-query";

/** The map's area a results page's URL keeps (`bbox`), read as the API reads it; null when absent or unreadable (the API then says why). */
export function boundsOf(params: URLSearchParams): Bounds | null {
  const read = areaParams.bbox.safeParse(params.get("bbox") ?? undefined);
  return read.success ? (read.data ?? null) : null;
}
