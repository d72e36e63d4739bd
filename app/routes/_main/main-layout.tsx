import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { ShownBanner } from "~/components/banners/shown-banners";
import { BannerSlot } from "~/components/banners/banner-slot";
import { mobileBottom } from "~/components/banners/banner-slot.css";
import { BottomBar } from "./bottom-bar";
import { CategoryDrawer } from "./category-drawer";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "~/components/layout/layout.css";
import { ScrollToTop } from "./scroll-to-top";
import { SecondBar } from "./second-bar";
import { VerifyEmailNotice } from "./verify-email-notice";
import { useLoadBrowseLists } from "~/components/browse/use-browse-lists";

/** The public shell: header, main content, footer, and the bottom bar on phones. */
export function MainLayout({ children, banners = [] }: { children: ReactNode; banners?: ShownBanner[] }) {
  const { t } = useTranslation();
  // For the drawer and the search popup, drawn once JavaScript runs.
  useLoadBrowseLists();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t("nav.skip")}
      </a>
      <Header />
      <SecondBar />
      <VerifyEmailNotice />
      <BannerSlot banners={banners} position="HEADER" />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <BannerSlot banners={banners} position="FOOTER" />
      <Footer />
      <BannerSlot banners={banners} position="MOBILE_BOTTOM" className={mobileBottom} />
      <BottomBar />
      <ScrollToTop />
      <CategoryDrawer />
    </div>
  );
}
