import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { privacy } from "~/content/legal/privacy";
import { metaFromData } from "~/utils/meta";
import { crossSiteRefusal, textPage } from "~/utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "footer.privacy");
}
export const meta = metaFromData;

/**
 * The page has no form. A script's post refused as cross-site is sent here (api/lib/same-origin.ts)
 * and refused with 403 and the message, which the page that posted shows; any other post is 405.
 */
export function action({ context }: ActionFunctionArgs) {
  if (context.crossSiteRefused) throw crossSiteRefusal();
  throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacy} />;
}
