import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { cataloguePairs, wordsOf } from "../support/locale-files.js";
import { E2E_PORTS, newListing, newUser, openPage, startSession, withDb } from "./support";

// Spanish pages show no English interface text. What counts as English interface text comes from
// the catalogues: every English text of two words or more that the Spanish catalogue words
// differently (a text written the same in both is no sign of a missing translation). Listing
// titles, descriptions and other content people wrote may be English: they are not in the
// catalogues, so they are never reported. A text with {{placeholders}} matches with anything in
// their place; texts with markup (<1>…</1>) are left out, as the page splits them into elements.
// A translation key shown as it is ("home.hero_title": a key missing from every catalogue) is
// reported too.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function englishInterfaceTexts() {
  const exact = new Set<string>();
  const templates = new Map<string, RegExp>();
  const namespaces = new Set<string>();
  for (const { english, spanish } of cataloguePairs()) {
    for (const [key, text] of Object.entries(english)) {
      namespaces.add(key.slice(0, key.indexOf(".")));
      if (spanish[key] === text || wordsOf(text).length < 2 || /<\/?\w+>/.test(text)) continue;
      const shown = normalise(text);
      if (!shown.includes("{{")) exact.add(shown);
      else
        templates.set(
          shown,
          new RegExp(
            `^${shown
              .split(/\{\{[^}]*\}\}/)
              .map(escapeRegExp)
              .join(".+?")}$`,
          ),
        );
    }
  }
  const key = new RegExp(`^(${[...namespaces].map(escapeRegExp).join("|")})\\.[\\w.-]+$`);
  return { exact, templates, key };
}

const ENGLISH = englishInterfaceTexts();

/** The English interface text `text` is (or the translation key it is), if any. */
function englishOf(text: string): string | undefined {
  if (ENGLISH.exact.has(text) || ENGLISH.key.test(text)) return text;
  for (const [template, pattern] of ENGLISH.templates) if (pattern.test(text)) return template;
  return undefined;
}

/**
 * The texts a visitor of the page reads or hears: of each visible element (and each option of a
 * visible list, shown when it opens), each text node and its text nodes joined (React puts a
 * comment between a text and a value beside it: "Hello, <!-- -->Nadia"), and the texts of its
 * placeholder, aria-label, alt and title.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
    const shown = (element: Element) => {
      const box = element.tagName === "OPTION" || element.tagName === "OPTGROUP" ? element.closest("select") : element;
      return box?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) ?? false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      const element = node as Element;
      if (["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName) || !shown(element)) continue;
      const own = [...element.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? "");
      const labels = ["placeholder", "aria-label", "alt", "title", "label"].map((name) => element.getAttribute(name) ?? "");
      for (const text of [...own, own.join(""), ...labels].map(squeeze)) if (text) texts.add(text);
    }
    return [...texts];
  });
}

/** Opens `path` in Spanish (or `language`) and answers the English interface texts it shows, as "path: text". */
async function englishShownAt(page: Page, path: string, language = "es"): Promise<string[]> {
  await openPage(page, path);
  await expect(page.locator("html"), `${path} is in the language asked`).toHaveAttribute("lang", language);
  return (await visibleTexts(page)).flatMap((text) => {
    const english = englishOf(text);
    return english ? [`${path}: "${text}"${english === text ? "" : ` (English "${english}")`}`] : [];
  });
}

/** Spanish chosen as the language selector does, in its cookie; the cookie notice is left to be checked too. */
async function inSpanish(context: BrowserContext) {
  const spanish = encodeURIComponent(Buffer.from(JSON.stringify("es")).toString("base64"));
  await context.addCookies([{ name: "lng", value: spanish, url: `http://localhost:${E2E_PORTS.main}` }]);
}

test.beforeEach(async ({ context }) => {
  await inSpanish(context);
});

test(
  "the check finds the English interface texts of an English page, and translation keys shown as they are",
  { tag: "@server" },
  async ({ page, context }) => {
    expect(ENGLISH.exact.size).toBeGreaterThan(500);
    expect(englishOf("admin_banners.image_url_es")).toBe("admin_banners.image_url_es");
    expect(englishOf("example.gi")).toBeUndefined();
    await context.clearCookies();
    const found = await englishShownAt(page, "/", "en");
    expect(found).toEqual(expect.arrayContaining(['/: "Popular categories"', '/: "Latest listings"', '/: "How it works"']));
  },
);

const publicPages: Array<[string, () => Promise<string>]> = [
  ["the home page", async () => "/"],
  [
    "a listing page",
    async () => {
      const listing = await withDb((db) =>
        db.selectFrom("listings").select("slug").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow(),
      );
      return `/listing/${listing.slug}`;
    },
  ],
  ["search results", async () => "/search?q=apartment"],
  [
    "a category page",
    async () => {
      const category = await withDb((db) =>
        db.selectFrom("categories").select("slug").where("parent_id", "is", null).orderBy("sort_order").executeTakeFirstOrThrow(),
      );
      return `/category/${category.slug}`;
    },
  ],
  ["the places", async () => "/places"],
  [
    "a place's page",
    async () => {
      const place = await withDb((db) => db.selectFrom("places").select("slug").orderBy("id").executeTakeFirstOrThrow());
      return `/places/${place.slug}`;
    },
  ],
  ["the weather", async () => "/weather"],
  ["the sign-in page", async () => "/auth"],
];

for (const [name, pathOf] of publicPages) {
  test(`${name} in Spanish shows no English interface text`, { tag: "@server" }, async ({ page }) => {
    const found = await englishShownAt(page, await pathOf());
    expect(found, `English interface texts on a Spanish page:\n${found.join("\n")}`).toEqual([]);
  });
}

test(
  "signed in, the dashboard and the listing wizard in Spanish show no English interface text",
  { tag: "@server" },
  async ({ page }) => {
    const user = await newUser();
    await newListing(user.id, "Sea kayak with two paddles");
    await startSession(page, user.email, user.password);
    const found = [...(await englishShownAt(page, "/dashboard")), ...(await englishShownAt(page, "/listings/wizard"))];
    expect(found, `English interface texts on a Spanish page:\n${found.join("\n")}`).toEqual([]);
  },
);
