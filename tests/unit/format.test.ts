import { describe, expect, it } from "vitest";
import { dateFormat, formatMinorMoney, formatMoney, localeFor, longDateInGibraltar, numberFormat } from "../../api/schemas/format";
import { formatDay, formatDayTime } from "../../app/components/weather/format";

describe("formatting in the UI language (api/schemas/format.ts)", () => {
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

  it("writes an amount kept from an earlier page in its own language and currency", () => {
    for (let i = 0; i < 2; i++) {
      expect(formatMoney(4321, "gbp", "en")).toBe("£4,321");
      expect(formatMoney(4321, "eur", "en")).toBe("€4,321");
      expect(formatMoney(4321, "gbp", "es")).toBe("4321\u00a0GBP");
      expect(formatMoney(4321.5, "gbp", "en")).toBe("£4,321.50");
    }
  });

  it("writes money for the pages and the e-mails by one rule: pence or cents only when there are some", () => {
    expect(localeFor("es")).toBe("es-ES");
    expect(localeFor("en")).toBe("en-GB");
    expect(localeFor("fr")).toBe("en-GB");
    expect(formatMoney(12, "gbp", "en")).toBe("£12");
    expect(formatMoney(7.5, "gbp", "en")).toBe("£7.50");
    expect(formatMoney(7.99, "eur", "es")).toBe("7,99\u00a0€");
    // Minor units (pence, cents), as payments and alerts store them.
    expect(formatMinorMoney(125000, "gbp", "en")).toBe(formatMoney(1250, "gbp", "en"));
    expect(formatMinorMoney(799, "EUR", "es")).toBe("7,99\u00a0€");
    expect(formatMinorMoney(1200, "eur", "es")).toBe("12\u00a0€");
  });

  it("writes a day as Gibraltar's calendar shows it, in the language", () => {
    // 23:30 UTC on 25 November is already the 26th in Gibraltar (UTC+1).
    expect(longDateInGibraltar("2026-11-25T23:30:00Z", "en")).toBe("26 November 2026");
    expect(longDateInGibraltar("2026-11-25T23:30:00Z", "es")).toBe("26 de noviembre de 2026");
  });
});

describe("the weather's times, on Gibraltar's clock", () => {
  it("are the same however often a time is shown, in summer and in winter time", () => {
    for (let i = 0; i < 2; i++) {
      expect(formatDayTime("2026-07-01T12:05:00.000Z")).toBe("01/07 14:05");
      expect(formatDayTime("2026-12-05T23:30:00.000Z")).toBe("06/12 00:30");
      expect(formatDay("2026-12-05T23:30:00.000Z")).toBe("06/12");
    }
  });
});
