import { useTranslation } from "~/utils/use-translation";
import type { LegalDocument } from "../content/legal/types";
import { SimplePage } from "./simple-page";

/** Privacy policy and terms: the document in the UI language. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const text = i18n.language === "es" ? document.es : document.en;
  return (
    <SimplePage title={text.title} intro={text.intro}>
      <p>
        <small>{t("legal.updated", { date: document.updated })}</small>
      </p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </SimplePage>
  );
}
