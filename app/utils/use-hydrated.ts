import { useEffect, useState } from "react";

/** False on the server and the first render; true once JavaScript runs (for enhancements only). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
