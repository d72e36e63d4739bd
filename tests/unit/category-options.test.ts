import { describe, expect, it } from "vitest";
import { descendants } from "../../app/components/wizard/category-options";
import type { ShellCategory } from "../../app/utils/types";

const node = (id: number, name: string, children: ShellCategory[] = []): ShellCategory => ({
  id, slug: name.toLowerCase(), name, icon: null, color: null, listing_count: 0, children,
});

describe("the wizard's category options", () => {
  it("offer every category below a top-level one at any depth, named by its path", () => {
    const vehicles = node(1, "Vehicles", [node(2, "Cars", [node(4, "Electric", [node(6, "Vans")]), node(5, "Classic")]), node(3, "Boats")]);
    expect(descendants(vehicles.children)).toEqual([
      { id: 2, path: "Cars" },
      { id: 4, path: "Cars › Electric" },
      { id: 6, path: "Cars › Electric › Vans" },
      { id: 5, path: "Cars › Classic" },
      { id: 3, path: "Boats" },
    ]);
  });
});
