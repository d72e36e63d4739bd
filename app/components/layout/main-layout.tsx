import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "./layout.css";
import { ScrollToTop } from "./scroll-to-top";
import { SecondBar } from "./second-bar";

/** The public shell of SPEC §2 "Layout". */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t("nav.skip")}
      </a>
      <Header />
      <SecondBar />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
      <BottomBar />
      <ScrollToTop />
    </div>
  );
}
