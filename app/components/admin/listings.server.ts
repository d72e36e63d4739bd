import type { AppLoadContext } from "@remix-run/node";
import { getLanguage } from "~/utils/preferences.server";
import { categoryTree } from "~/utils/shell.server";
import type { FilterOption } from "./list";

/**
 * Every category as an option of the listing pages' category filter and field, subcategories
 * under their parent ("For sale › Computers"), in the request's language: from the shell's kept
 * category tree, and made by the loader, so the page carries the options (3 KB) and not the tree.
 */
export async function categoryOptionsFor(request: Request, context: AppLoadContext): Promise<FilterOption[]> {
  const tree = await categoryTree(request, context, await getLanguage(request));
  return tree.flatMap((top) => [
    { value: String(top.id), label: top.name },
    ...top.children.map((child) => ({ value: String(child.id), label: `${top.name} › ${child.name}` })),
  ]);
}
