import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "../../app/utils/intl-format";
import { formatMoney } from "../../app/utils/price";

describe("formatters built once per language and options", () => {
  it("hands out the same formatter for the same language and options, another for any difference", () => {
    expect(numberFormat("en", { maximumFractionDigits: 1 })).toBe(numberFormat("en", { maximumFractionDigits: 1 }));
    expect(numberFormat("es", { maximumFractionDigits: 1 })).not.toBe(numberFormat("en", { maximumFractionDigits: 1 }));
    expect(numberFormat("en", { maximumFractionDigits: 2 })).not.toBe(numberFormat("en", { maximumFractionDigits: 1 }));
    expect(dateFormat("en", { dateStyle: "medium", timeZone: "UTC" })).toBe(dateFormat("en", { dateStyle: "medium", timeZone: "UTC" }));
  });

  it("formats in the UI language: English as en-GB, Spanish as es-ES, anything else as English", () => {
    expect(numberFormat("en").format(12345.5)).toBe("12,345.5");
    expect(numberFormat("es").format(12345.5)).toBe("12.345,5");
    expect(numberFormat("fr").format(1234)).toBe("1,234");
    expect(dateFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2026-11-23T10:00:00Z"))).toBe("23 Nov 2026");
    expect(dateFormat("es", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2026-11-23T10:00:00Z"))).toBe("23 nov 2026");
    expect(formatMoney(1250, "gbp", "en")).toBe("£1,250");
    expect(formatMoney(1250.5, "eur", "es")).toBe("1250,50\u00a0€");
  });
});
