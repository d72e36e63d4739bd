import type { LoaderFunctionArgs } from "@remix-run/node";
import { TextPage } from "../components/text-page";
import { metaFromData } from "../utils/meta-from-data";
import { textPage } from "../utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "promote.title", { signedIn: true });
}
export const meta = metaFromData;

export default function Page() {
  return <TextPage titleKey="promote.title" introKey="promote.intro" />;
}
