import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "../root";

/** The root loader's data (user, categories, preferences) for any component. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("Root data is missing");
  return data;
}
