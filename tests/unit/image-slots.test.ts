import os from "node:os";
import { describe, expect, it } from "vitest";
import { withImageSlot } from "../../api/modules/media/images.js";

describe("image work", () => {
  it("runs at most one job per spare core at a time, and every job runs", async () => {
    let running = 0;
    let most = 0;
    const job = async (i: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => withImageSlot(() => job(i))));
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(most).toBe(Math.max(1, os.availableParallelism() - 1));
  });

  it("frees its slot when a job fails", async () => {
    await expect(withImageSlot(() => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    await expect(withImageSlot(async () => "next")).resolves.toBe("next");
  });
});
