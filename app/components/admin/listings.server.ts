import type { Category } from "@schemas/categories";
import { pickLocalized } from "~/utils/localized";
import { getLanguage } from "~/utils/preferences.server";
import type { AdminApi } from "./admin.server";
import type { FilterOption } from "./list";

/**
 * Every category as an option of the listing pages' category filter and field, subcategories
 * under their parent ("For sale › Computers"), in the request's language. Made by the loader, so
 * the page carries the options (3 KB) and not the tree with its descriptions (16 KB).
 */
export async function categoryOptionsFor(api: AdminApi, request: Request): Promise<FilterOption[]> {
  const [tree, language] = await Promise.all([api.get<Category[]>("/categories"), getLanguage(request)]);
  const name = (category: Category) => pickLocalized(category, "name", language);
  return tree.flatMap((top) => [
    { value: String(top.id), label: name(top) },
    ...top.children.map((child) => ({ value: String(child.id), label: `${name(top)} › ${name(child)}` })),
  ]);
}
