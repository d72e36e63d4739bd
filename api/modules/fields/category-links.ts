/** A category's place in the tree: enough to walk up (ancestors) and down (subtrees). */
export type CategoryLink = { id: number; parent_id: number | null };

/** The category followed by its ancestors, nearest first. */
export function ancestry(links: CategoryLink[], categoryId: number): number[] {
  const parentOf = new Map(links.map((link) => [link.id, link.parent_id]));
  const chain: number[] = [];
  let current: number | null | undefined = categoryId;
  // The guard against revisiting protects from a (corrupt) cycle.
  while (current !== null && current !== undefined && !chain.includes(current)) {
    chain.push(current);
    current = parentOf.get(current);
  }
  return chain;
}

/** The category and all of its descendants. */
export function subtree(links: CategoryLink[], categoryId: number): number[] {
  const children = new Map<number, number[]>();
  for (const link of links) {
    if (link.parent_id === null) continue;
    const list = children.get(link.parent_id) ?? [];
    list.push(link.id);
    children.set(link.parent_id, list);
  }
  const found = new Set<number>([categoryId]);
  const queue = [categoryId];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return [...found];
}

export function parentOf(links: CategoryLink[], categoryId: number): number | null {
  return links.find((link) => link.id === categoryId)?.parent_id ?? null;
}
