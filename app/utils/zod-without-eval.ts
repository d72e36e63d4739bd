// Zod probes `new Function` to compile faster parsers; the pages' Content-Security-Policy allows
// no eval, and in the browser the probe alone reports a violation. Zod keeps its settings on this
// global (what `z.config` writes): set here, before any route module parses, without loading zod
// on pages that do not need it. The server keeps the compiled parsers.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== "undefined") {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
}

export {};
