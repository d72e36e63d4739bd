import { useTranslation } from "~/utils/use-translation";
import { SimplePage } from "./simple-page";

/** Signed-in pages whose body is a translated heading and introduction. */
export function TextPage({ titleKey, introKey }: { titleKey: string; introKey: string }) {
  const { t } = useTranslation();
  return <SimplePage title={t(titleKey)} intro={t(introKey)} />;
}
