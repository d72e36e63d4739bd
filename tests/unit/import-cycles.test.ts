import path from "node:path";
import madge from "madge";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("imports", () => {
  // A module in a cycle can be read before it has run (its exports still undefined), depending on
  // which file of the cycle is imported first. Type-only imports are erased, so they do not count.
  it("form no cycle at run time in api/, app/ or server.ts", async () => {
    const graph = await madge(["api", "app", "server.ts"], {
      baseDir: root,
      fileExtensions: ["ts", "tsx"],
      tsConfig: path.join(root, "tsconfig.json"),
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    });
    // Read at all: the graph reaches the API's modules through server.ts and the pages' through root.tsx.
    expect(graph.obj()["server.ts"]).toContain("api/services.ts");
    // The aliases resolve (~/ for app/, @schemas/ for api/schemas/), so cycles through them count.
    expect(graph.obj()["app/routes/_main.listing.$slug/route.tsx"]).toEqual(expect.arrayContaining(["api/schemas/listing.ts", "app/utils/meta.ts"]));
    expect(graph.circular()).toEqual([]);
  }, 120_000);
});
