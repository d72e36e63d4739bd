import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import { card } from "../ui/ui.css";
import * as styles from "./layout.css";

/** Standalone pages (e-mail links, maintenance): the logo and one card, no shell. */
export function StandaloneLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: "560px", margin: "0 auto", padding: "40px 16px" }}>
      <p>
        <Link to="/" className={styles.logo}>
          {t("brand.name")}
        </Link>
      </p>
      <div className={card}>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
