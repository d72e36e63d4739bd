import type { Generated } from "kysely";

/** Flags are integers 0/1: one comparison works on both dialects; repositories map them to booleans. */
export type Flag = number;
export type Id = Generated<number>;
