import type { LoaderFunctionArgs } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { privacy } from "~/content/legal/privacy";
import { metaFromData } from "~/utils/meta";
import { textPage } from "~/utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "footer.privacy");
}
export const meta = metaFromData;

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacy} />;
}
