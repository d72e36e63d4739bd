import { describe, expect, it } from "vitest";
import { pageDataScript } from "../../app/entry.server";
import { i18nFor, renderNotingParts } from "../../app/i18next.server";
import accountEn from "../../app/locales/account-en";
import accountEs from "../../app/locales/account-es";
import siteEn from "../../app/locales/catalogue-en";
import siteEs from "../../app/locales/catalogue-es";
import messagesEn from "../../app/locales/messages-en";
import messagesEs from "../../app/locales/messages-es";
import { lazyPartOf } from "../../app/locales/parts";

// The browser loads the site's texts with every page and the lazy parts (messages, the signed-in
// parts) only when a page shows them, known by their keys' prefixes: a key in the wrong chunk
// would be missing from a page that needs it, or a prefix split between chunks would make the
// server's note of what a page showed wrong.
describe("the catalogue's parts", () => {
  const chunks = {
    site: { en: siteEn, es: siteEs },
    messages: { en: messagesEn, es: messagesEs },
    account: { en: accountEn, es: accountEs },
  };

  it("hold exactly the keys of their prefixes, in both languages", () => {
    for (const [part, languages] of Object.entries(chunks)) {
      for (const texts of Object.values(languages)) {
        const misplaced = Object.keys(texts).filter((key) => (lazyPartOf(key) ?? "site") !== part);
        expect(misplaced, part).toEqual([]);
      }
      expect(Object.keys(languages.es).sort(), part).toEqual(Object.keys(languages.en).sort());
    }
    expect(Object.keys(messagesEn).length).toBeGreaterThan(300);
    expect(Object.keys(accountEn).length).toBeGreaterThan(100);
  });

  it("are noted as a render shows their texts, and written on the page's data script", async () => {
    const i18n = await i18nFor("es");
    const shown = renderNotingParts(() => [i18n.t("nav.home"), i18n.t("validation.email_invalid"), i18n.t("dashboard.overview.views")].join("|"));
    expect(shown.html).toContain("Formato de correo electrónico no válido");
    expect(shown.parts.sort()).toEqual(["account", "messages"]);
    expect(renderNotingParts(() => i18n.t("nav.home")).parts).toEqual([]);
    // Outside a render nothing is noted.
    i18n.t("validation.email_invalid");
    expect(renderNotingParts(() => "").parts).toEqual([]);

    // A page's components translate through a fixed t (react-i18next's): a text is kept
    // after its first use, and its part is still noted every time it is shown.
    const t = i18n.getFixedT("es");
    expect(t("validation.email_invalid")).toBe("Formato de correo electrónico no válido");
    expect(renderNotingParts(() => t("validation.email_invalid")).parts).toEqual(["messages"]);
    expect(renderNotingParts(() => t("validation.email_invalid")).html).toBe("Formato de correo electrónico no válido");
    expect(i18n.getFixedT("en")("validation.email_invalid")).not.toBe("Formato de correo electrónico no válido");
    // Texts with counts and values are kept per count and value; an object's text is made each time.
    expect(t("alerts.matches", { count: 1 })).toBe(i18n.getFixedT("es")("alerts.matches", { count: 1 }));
    expect(t("alerts.matches", { count: 1 })).not.toBe(t("alerts.matches", { count: 5 }));
    expect(t("alerts.matches", { count: 5 })).toContain("5");
    expect(t("alerts.saved", { name: "Pisos" })).toContain("Pisos");
    expect(t("alerts.saved", { name: "Coches" })).toContain("Coches");
    expect(t("alerts.saved", { name: { toString: () => "Barcos" } })).toContain("Barcos");

    expect(pageDataScript("[1]", "n", shown.parts)).toMatch(/^<script nonce="n" data-texts="(account,messages|messages,account)">/);
    expect(pageDataScript("[1]", "n", [])).toMatch(/^<script nonce="n">/);
  });
});
