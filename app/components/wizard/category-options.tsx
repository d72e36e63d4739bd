import type { ShellCategory, ShellSubcategory } from "~/utils/types";

/** Every category below a top-level one, depth first, named by its path under it ("Cars › Electric"). */
export function descendants(children: ShellSubcategory[], prefix = ""): Array<{ id: number; path: string }> {
  return children.flatMap((child) => {
    const path = `${prefix}${child.name}`;
    return [{ id: child.id, path }, ...descendants(child.children, `${path} › `)];
  });
}

/**
 * The options of a category select: a top-level category with children is a group of every
 * category below it (any depth), one without children an option of its own.
 */
export function CategoryOptions({ categories }: { categories: ShellCategory[] }) {
  return categories.map((category) =>
    category.children.length > 0 ? (
      <optgroup key={category.id} label={category.name}>
        {descendants(category.children).map(({ id, path }) => (
          <option key={id} value={id}>
            {path}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={category.id} value={category.id}>
        {category.name}
      </option>
    ),
  );
}
