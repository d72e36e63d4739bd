import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createTtlCache } from "../../api/lib/ttl-cache.js";
import { alikeForSignedIn } from "../../app/utils/shell.server";

type Answer = { page_phase: "live" | "private"; reader: string };
const isAlike = (answer: Answer) => answer.page_phase !== "private";

describe("an answer kept for every signed-in viewer alike", () => {
  it("is read once while it is alike for all, and a viewer's own answer that is not is never handed on", async () => {
    const context = { shellCache: createTtlCache(60_000) } as unknown as AppLoadContext;
    let loads = 0;
    const live = (reader: string) => async (): Promise<Answer> => (loads++, { page_phase: "live", reader });
    expect(await alikeForSignedIn(context, "live", live("first"), isAlike)).toEqual({ page_phase: "live", reader: "first" });
    expect(await alikeForSignedIn(context, "live", live("second"), isAlike)).toEqual({ page_phase: "live", reader: "first" });
    expect(loads).toBe(1);

    // The owner's draft is still being read when another viewer asks for the same key.
    let answerOwner: (answer: Answer) => void = () => undefined;
    const ownerRead = alikeForSignedIn(context, "draft", () => new Promise<Answer>((resolve) => (answerOwner = resolve)), isAlike);
    const otherRead = alikeForSignedIn(context, "draft", async (): Promise<Answer> => ({ page_phase: "live", reader: "other" }), isAlike);
    answerOwner({ page_phase: "private", reader: "owner" });
    expect(await ownerRead).toEqual({ page_phase: "private", reader: "owner" });
    expect(await otherRead).toEqual({ page_phase: "live", reader: "other" });

    // Another viewer's refusal (a 404 for the draft) under way when its owner opens it.
    let refuseOther: (refusal: Error) => void = () => undefined;
    const refusedRead = alikeForSignedIn(context, "draft-2", () => new Promise<Answer>((_resolve, reject) => (refuseOther = reject)), isAlike);
    const ownersRead = alikeForSignedIn(context, "draft-2", async (): Promise<Answer> => ({ page_phase: "private", reader: "owner" }), isAlike);
    refuseOther(new Error("Listing not found"));
    await expect(refusedRead).rejects.toThrow("Listing not found");
    expect(await ownersRead).toEqual({ page_phase: "private", reader: "owner" });
  });

  it("reads every time without the shared cache", async () => {
    let loads = 0;
    const load = async (): Promise<Answer> => ({ page_phase: "live", reader: String(++loads) });
    await alikeForSignedIn({} as AppLoadContext, "k", load, isAlike);
    expect((await alikeForSignedIn({} as AppLoadContext, "k", load, isAlike)).reader).toBe("2");
  });
});
