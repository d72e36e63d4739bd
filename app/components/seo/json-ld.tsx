import { serializeJsonLd } from "./structured-data";

/** A JSON-LD block for search engines, serialised so no text in it can end the script element. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
