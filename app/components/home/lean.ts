type Empty = null | undefined | false;
type EmptyKeys<T> = { [K in keyof T]-?: [Extract<T[K], Empty>] extends [never] ? never : K }[keyof T];

/** `T` with the fields that may be empty (null or false) made optional and never empty. */
export type Lean<T> = Omit<T, EmptyKeys<T>> & { [K in EmptyKeys<T>]?: Exclude<T[K], Empty> };

/**
 * The object without its null, undefined and false fields. For loader data repeated per item
 * (cards, banners, tiles): every page sends it in its HTML, and a list repeats each empty field
 * per item; an absent field reads as undefined, as falsy as what it stood for.
 */
export function lean<T extends object>(value: T): Lean<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== null && field !== undefined && field !== false) kept[key] = field;
  return kept as Lean<T>;
}
