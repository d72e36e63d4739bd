import { describe, expect, test } from "vitest";
import { ERROR_CODES, STATUS_CODES, errorCode } from "../../api/lib/error-codes.js";
import { catalogues } from "../../app/locales/index.js";

const allCodes = [...Object.keys(ERROR_CODES), ...Object.values(STATUS_CODES), "bad_request", "server_error"];

describe("the API's error codes", () => {
  test("every code has its text in English and Spanish", () => {
    const missing = allCodes.filter((code) => !catalogues.en[`errors.${code}`]?.trim() || !catalogues.es[`errors.${code}`]?.trim());
    expect(missing).toEqual([]);
  });

  test("the English text of a named refusal is its detail, and no two refusals share a code or a detail", () => {
    for (const [code, detail] of Object.entries(ERROR_CODES)) expect(catalogues.en[`errors.${code}`], code).toBe(detail);
    expect(new Set(Object.values(ERROR_CODES)).size).toBe(Object.keys(ERROR_CODES).length);
    for (const code of allCodes) expect(code).toMatch(/^[a-z0-9_]+$/);
  });

  test("a refusal not in the list gets the code of its status", () => {
    expect(errorCode(404, "Listing not found")).toBe("listing_not_found");
    expect(errorCode(404, "Not found")).toBe("not_found");
    expect(errorCode(422, "Title is required")).toBe("invalid_input");
    expect(errorCode(429, "Too many attempts. Please try again in 3 minutes.")).toBe("rate_limited");
    expect(errorCode(418, "I'm a teapot")).toBe("bad_request");
    expect(errorCode(500, "Internal server error")).toBe("server_error");
  });
});
