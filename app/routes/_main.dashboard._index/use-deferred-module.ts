import { useEffect, useState } from "react";

/**
 * A module loaded after the page has hydrated, or null until it arrives. Keeps heavy code that
 * only enhances the page (zod schemas for instant form errors) out of the first paint; until it
 * loads, the server does the same work.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((module) => current && setLoaded(() => module));
    return () => {
      current = false;
    };
    // The loader is a static import() expression: load it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded;
}
