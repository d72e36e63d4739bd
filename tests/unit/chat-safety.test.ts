import { describe, expect, it } from "vitest";
import { safetyConcern } from "~/routes/_main.dashboard._index/chat-safety";

describe("the chat's safety notice", () => {
  it("flags advance-payment scam words in English and Spanish", () => {
    expect(safetyConcern("I am abroad, send the deposit by Western Union and my courier brings it")).toBe("payment");
    expect(safetyConcern("Please pay a deposit first")).toBe("payment");
    expect(safetyConcern("Hazme una transferencia y te lo envío por mensajería")).toBe("payment");
    expect(safetyConcern("Necesito el pago por adelantado")).toBe("payment");
  });

  it("flags contact details and links that take the talk off the site", () => {
    expect(safetyConcern("Write me at seller.gib@example.com")).toBe("contact");
    expect(safetyConcern("Call me on +350 200 12345")).toBe("contact");
    expect(safetyConcern("Llámame al 600 123 456")).toBe("contact");
    expect(safetyConcern("More photos at https://photos.example.net/x")).toBe("link");
    expect(safetyConcern("see www.bargains.xyz")).toBe("link");
  });

  it("leaves ordinary messages alone", () => {
    expect(safetyConcern("Is it still available? I could come on Saturday at 10.")).toBeNull();
    expect(safetyConcern("¿Sigue disponible? Puedo pasar el sábado por la tarde.")).toBeNull();
    expect(safetyConcern("The price is £1,250 or best offer")).toBeNull();
  });
});
