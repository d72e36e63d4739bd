import type { AppLoadContext } from "@remix-run/node";
import type { MapPins } from "@schemas/area";
import type { ResultsMapData } from "./results-map";
import type { Api } from "~/utils/api.server";
import { optionalRead } from "~/utils/api-errors.server";
import { loadMapSettings } from "~/utils/shell.server";

/**
 * The map view's data: the pins of the list's query at `pinsPath` (GET /search/pins or
 * /listings/pins, the list's own parameters) and the map settings. Either may fail without
 * failing the page: the list below the map still shows the matches.
 */
export async function loadResultsMap(api: Api, request: Request, context: AppLoadContext, pinsPath: string, query: Record<string, string | number>): Promise<ResultsMapData> {
  const [pins, settings] = await Promise.all([
    optionalRead(context, "Loading map pins", api.get<MapPins>(pinsPath, query), { pins: [], truncated: false }),
    loadMapSettings(request, context),
  ]);
  return { pins, settings };
}
