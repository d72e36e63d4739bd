import type { ShellCategory } from "../../utils/types";

/** Every category below a top-level one, depth first, named by its path under it ("Cars › Electric"). */
export function descendants(children: ShellCategory[], name: (category: ShellCategory) => string, prefix = ""): Array<{ id: number; path: string }> {
  return children.flatMap((child) => {
    const path = `${prefix}${name(child)}`;
    return [{ id: child.id, path }, ...descendants(child.children, name, `${path} › `)];
  });
}
