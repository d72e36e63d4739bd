import { describe, expect, it } from "vitest";
import { lean } from "~/components/home/lean";

describe("an object made lean for loader data", () => {
  it("leaves out null, undefined and false fields, and keeps zero, empty text and true", () => {
    expect(lean({ a: null, b: undefined, c: false, d: 0, e: "", f: true, g: "x" })).toEqual({ d: 0, e: "", f: true, g: "x" });
  });
});
