import { describe, expect, it } from "vitest";
import { languageCookie } from "../../app/utils/cookies.server";
import { getLanguage } from "../../app/utils/preferences.server";

describe("a request's language", () => {
  it("is worked out once per request, however often it is asked for", async () => {
    const request = new Request("http://localhost/search?q=sofa", { headers: { "Accept-Language": "es-ES,es;q=0.9" } });
    const first = getLanguage(request);
    expect(getLanguage(request)).toBe(first);
    expect(await first).toBe("es");
  });

  it("is each request's own: the URL, then the cookie, then Accept-Language", async () => {
    const page = (url: string, headers: Record<string, string> = {}) => getLanguage(new Request(`http://localhost${url}`, { headers }));
    expect(await page("/", { "Accept-Language": "en-GB" })).toBe("en");
    expect(await page("/", { "Accept-Language": "es" })).toBe("es");
    expect(await page("/?lng=en", { "Accept-Language": "es" })).toBe("en");
    const english = (await languageCookie.serialize("en")).split(";")[0]!;
    expect(await page("/", { "Accept-Language": "es", Cookie: english })).toBe("en");
    expect(await page("/", { "Accept-Language": "fr" })).toBe("en");
  });
});
