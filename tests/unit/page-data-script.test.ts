import vm from "node:vm";
import { encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { dataLineExpression, documentBytes, pageDataScript } from "../../app/entry.server";
import { decodeSingleFetch } from "../support/page-data";

/** The page's data as single fetch encodes it (turbo-stream), for a value. */
const encoded = (value: unknown) => new Response(encode(value)).text();

/** What the script hands the browser's router: the text it puts in Remix's stream. */
function handedOver(script: string): string {
  const code = /^<script nonce="[^"]*">(.*)<\/script>$/s.exec(script)?.[1];
  expect(code, "one inline script").toBeDefined();
  let text = "";
  let closed = false;
  const streamController = { enqueue: (chunk: string) => (text += chunk), close: () => (closed = true) };
  vm.runInNewContext(code!, { window: { __remixContext: { streamController } } });
  expect(closed).toBe(true);
  return text;
}

describe("the script handing a page's data to the browser", () => {
  const data = {
    loaderData: {
      root: { language: "es", user: null, counts: { favorites: 0 }, rates: { gbp: 1, eur: 1.17 } },
      "routes/_main._index": {
        title: "Compra </script><script>alert(1)</script> & <!-- vende",
        lines: "a\u2028b\u2029c",
        cards: [
          { id: 1, title: "Kayak", is_top: true },
          { id: 2, title: "Kayak", price: 1250000.5, when: undefined },
        ],
      },
    },
    actionData: null,
    errors: null,
  };

  it("hands over the text single fetch would send, which decodes to the same data", async () => {
    const text = await encoded(data);
    const script = pageDataScript(text, "abc");
    expect(handedOver(script)).toBe(text);
    expect(await decodeSingleFetch(new Response(handedOver(script)).body!)).toEqual(data);
  });

  it("writes the data as an array literal with unquoted keys, not as a string whose every quote is escaped again", async () => {
    const script = pageDataScript(await encoded(data), "abc");
    expect(script).toContain("c.enqueue(JSON.stringify([{_1:2,");
    expect(script).not.toContain('\\"');
  });

  it("never lets the data end the script or open a comment", async () => {
    const script = pageDataScript(await encoded(data), "abc");
    const code = script.slice('<script nonce="abc">'.length, -"</script>".length);
    expect(code).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
  });

  it("leaves the text of strings alone, and any JSON gives the same value back", () => {
    const line = JSON.stringify([{ _1: 2, "2": 1, "1": 0 }, '{"_1":2,"_3":4}', ',"_5":6', "a\\", { _7: 8 }]);
    const expression = dataLineExpression(line);
    expect(expression).toContain(",_1:2}");
    expect(expression).toContain("{_7:8}");
    expect(expression).toContain(String.raw`"{\"_1\":2,\"_3\":4}",",\"_5\":6"`);
    expect(JSON.parse(vm.runInNewContext(expression) as string)).toEqual(JSON.parse(line));
  });

  it("writes a line as a string when it is not an array, or holds a __proto__ key a literal would not keep", () => {
    for (const line of ['[{"__proto__":1},"x"]', "P1:[2]"]) {
      expect(dataLineExpression(line)).toBe(JSON.stringify(line));
      expect(vm.runInNewContext(dataLineExpression(line))).toBe(line);
    }
  });
});

describe("the document's bytes", () => {
  const manifest = { entry: { module: "/build/entry.js" }, routes: { root: { id: "root", path: "" } } };
  const indented = `window.__remixManifest = ${JSON.stringify(manifest, null, 2)};`;
  const page = (inBody: string) => `<html lang="es"><head><title>Piña — 🏖️</title></head><body><p>Señal</p><script>${inBody}</script></body></html>`;

  it("are the doctype, the page with its route manifest compacted, and the data script last in the body, in UTF-8", () => {
    const bytes = documentBytes(page(indented), '<script nonce="n">data("ñ")</script>');
    expect(bytes.toString("utf8")).toBe(
      `<!DOCTYPE html>${page(`window.__remixManifest = ${JSON.stringify(manifest)};`)}`.replace("</body>", '<script nonce="n">data("ñ")</script></body>'),
    );
    // The same manifest again is written the same way.
    expect(documentBytes(page(indented)).toString("utf8")).toBe(`<!DOCTYPE html>${page(`window.__remixManifest = ${JSON.stringify(manifest)};`)}`);
  });

  it("are each their own copy, and a document too long for the shared buffer is written whole as well", () => {
    const first = documentBytes(page(indented), "<script>first</script>");
    const second = documentBytes(page(indented), "<script>second</script>");
    expect(first.toString("utf8")).toContain("<script>first</script>");
    expect(second.toString("utf8")).toContain("<script>second</script>");
    const long = `<p>${"Ñandú 🏖️ ".repeat(50_000)}</p>`;
    const bytes = documentBytes(page(indented), long);
    expect(bytes.toString("utf8")).toBe(`<!DOCTYPE html>${page(`window.__remixManifest = ${JSON.stringify(manifest)};`)}`.replace("</body>", `${long}</body>`));
    expect(bytes.length).toBe(Buffer.byteLength(bytes.toString("utf8")));
  });

  it("leave a manifest that cannot be read, or a page without one, as it is", () => {
    const broken = "window.__remixManifest = {\n  routes: nope\n};";
    expect(documentBytes(page(broken), "<script>d</script>").toString("utf8")).toBe(`<!DOCTYPE html>${page(broken)}`.replace("</body>", "<script>d</script></body>"));
    expect(documentBytes(page("")).toString("utf8")).toBe(`<!DOCTYPE html>${page("")}`);
  });
});
