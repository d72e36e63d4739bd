import type { LoaderFunctionArgs } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { terms } from "~/content/legal/terms";
import { metaFromData } from "~/utils/meta";
import { textPage } from "~/utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "footer.terms");
}
export const meta = metaFromData;

export default function TermsOfServicePage() {
  return <LegalPage document={terms} />;
}
