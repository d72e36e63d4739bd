import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CategoryGrid } from "../components/category-grid";
import { button, page } from "../components/ui/ui.css";
import { getT } from "../utils/i18n.server";
import { metaFromData } from "../utils/meta-from-data";
import { useRootData } from "../utils/use-root-data";
import * as styles from "./home.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return json({ title: t("home.title"), description: t("home.subtitle") });
}

export const meta = metaFromData;

const STEPS = ["register", "post", "connect"] as const;

export default function Home() {
  const { t } = useTranslation();
  const { categories } = useRootData();
  return (
    <>
      <section className={styles.hero}>
        <div className={page}>
          <h1 className={styles.heroTitle}>{t("home.title")}</h1>
          <p className={styles.heroText}>{t("home.subtitle")}</p>
          <Link to="/listings/wizard" className={button.secondary}>
            {t("nav.post_ad")}
          </Link>{" "}
          <Link to="/listings" className={`${button.ghost} ${styles.heroLink}`}>
            {t("home.browse_all")}
          </Link>
        </div>
      </section>
      <div className={page}>
        <h2>{t("home.categories")}</h2>
        <CategoryGrid categories={categories} />
        <h2>{t("home.how_it_works")}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3>{t(`home.step_${step}_title`)}</h3>
              <p>{t(`home.step_${step}_text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
