import type { LoaderFunctionArgs } from "@remix-run/node";
import { TextPage } from "../components/text-page";
import { metaFromData } from "../utils/meta-from-data";
import { textPage } from "../utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "place_form.create_title", { signedIn: true });
}
export const meta = metaFromData;

export default function Page() {
  return <TextPage titleKey="place_form.create_title" introKey="place_form.intro" />;
}
