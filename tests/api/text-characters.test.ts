import { describe, expect, it } from "vitest";
import { TEXT_CHARACTERS_MESSAGE } from "../../api/schemas/constants.js";
import type { BulkReport } from "../../api/schemas/bulk-listings.js";
import { createUser } from "../support/factories.js";
import { refusalCases, textFixtures } from "../support/text-characters.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

/**
 * Every user text field refuses C0 controls (U+0000) and bidi overrides (U+202E, which shows
 * "gpj.exe" as "exe.jpg"), field by field and storing nothing.
 */

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, admin: true });
const { user, ids, rowCounts } = textFixtures(server);
const CASES = refusalCases(server, user, ids);

const REFUSED = { "U+0000": "\u0000", "U+202E": "\u202E" };

describe("user text with control or bidi override characters", () => {
  for (const [name, test] of Object.entries(CASES)) {
    it(`is refused in ${name} (${test.field}), with the field's error, storing nothing`, async () => {
      for (const [label, character] of Object.entries(REFUSED)) {
        const counts = await rowCounts();
        const before = await test.stored?.();
        const body = test.body();
        body[test.field] = `${String(body[test.field])}${character}gpj.exe`;
        const answer = await server.call<ApiErrorBody & { code: string }>(test.method, test.path(), test.token(), body);
        expect(answer.status, label).toBe(422);
        expect(answer.body.code).toBe("invalid_input");
        expect(answer.body.errors, label).toContainEqual({ field: test.field, message: TEXT_CHARACTERS_MESSAGE });
        expect(await rowCounts(), label).toBe(counts);
        if (test.stored) expect(await test.stored(), label).toEqual(before);
      }
    });
  }

  it("is refused in a bulk import's rows, which import nothing", async () => {
    const seller = await createUser(server.services.database);
    await server.db.updateTable("users").set({ is_business: 1, business_name: "Rock Motors" }).where("id", "=", seller.id).execute();
    const token = await loginAs(server, seller.email, seller.password);
    const csv = [
      "external_ref,title,description,price_gbp,model",
      `ref-1,Ford Fiesta\u202Eexe,A small car with one owner and a full service history.,4000,Fiesta`,
      `ref\u00002,Ford Focus,A family car with one owner and a full service history.,6000,Focus`,
      `ref-3,Ford Puma,A crossover with one owner and a full service history.,9000,Pu\u202Ema`,
    ].join("\r\n");
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "listings.csv");
    const response = await fetch(`${server.url}/api/v1/listings/bulk?category_id=${ids.cars}&dry_run=false&mode=draft`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const report = (await response.json()) as BulkReport;
    expect(report.imported).toBe(false);
    expect(report.rows.map((row) => row.errors)).toEqual([
      [{ field: "title", message: TEXT_CHARACTERS_MESSAGE }],
      [{ field: "external_ref", message: TEXT_CHARACTERS_MESSAGE }],
      [{ field: "field_values.model", message: TEXT_CHARACTERS_MESSAGE }],
    ]);
    expect(await server.db.selectFrom("listings").select("id").where("user_id", "=", seller.id).execute()).toEqual([]);
  });

  it("makes a banner's link malformed, with the link's own message", async () => {
    const answer = await server.call<ApiErrorBody>("POST", "/admin/banners", server.admin, {
      name: "Spring sale",
      banner_type: "IMAGE",
      position: "SIDEBAR",
      image_url: "/uploads/a.png",
      link_url: "https://shop.example.gi/\u202Efdp.exe",
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "link_url", message: "Enter the link as https://… or as a path on this site (/…)" },
    ]);
  });

  it("is dropped from a search rather than refused", async () => {
    const answer = await server.call<{ results: unknown[] }>("GET", `/search?q=${encodeURIComponent("bi\u202Eke\u0000")}`);
    expect(answer.status).toBe(200);
    expect((await server.call("GET", `/search/quick?q=${encodeURIComponent("\u202Eca")}`)).status).toBe(200);
  });
});
