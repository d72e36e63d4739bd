import { useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { button } from "~/components/ui/ui.css";

/**
 * Share: the device's share sheet, else copy the link ('Link copied to clipboard!'),
 * else a prompt with the link. Without JavaScript it is a plain link to the page.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function share(event: React.MouseEvent) {
    event.preventDefault();
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
    } else if (navigator.clipboard) {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } else {
      window.prompt(t("listing.copy_link"), url);
    }
  }
  return (
    <>
      <a href={url} className={button.secondary} onClick={share}>
        {t("listing.share")}
      </a>
      {copied ? <span role="status">{t("listing.link_copied")}</span> : null}
    </>
  );
}
