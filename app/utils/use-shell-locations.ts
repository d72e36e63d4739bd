import { useRouteLoaderData } from "@remix-run/react";

/** A top location as the search form suggests it. */
export type ShellLocation = { slug: string; name: string };

/** The top locations loaded by the main layout for the search form (empty when they failed). */
export function useShellLocations(): ShellLocation[] {
  return useRouteLoaderData<{ locations?: ShellLocation[] }>("routes/_main")?.locations ?? [];
}
