import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "./meta";

/** Meta for routes whose loader answers `{ title, description? }`. */
export const metaFromData: MetaFunction = ({ data }) => {
  const page = data as { title?: string; description?: string } | undefined;
  return pageMeta(page?.title, page?.description);
};
