import type { CategoryChoice } from "@schemas/admin-catalogue";

/** The category and every category below it (where it may not move, nor its listings go). */
export function branchOf(choices: CategoryChoice[], id: number): Set<number> {
  const branch = new Set([id]);
  // Choices come in tree order: a child always follows its parent.
  for (const choice of choices) if (choice.parent_id !== null && branch.has(choice.parent_id)) branch.add(choice.id);
  return branch;
}

/** Every category as a select option, indented by its depth, leaving out `exclude`. */
export function categoryOptions(choices: CategoryChoice[], exclude: Set<number> = new Set()) {
  return choices.filter((choice) => !exclude.has(choice.id)).map((choice) => ({ value: String(choice.id), label: `${"— ".repeat(choice.depth)}${choice.name_en}` }));
}
