import type { Overview } from "@schemas/dashboard";
import type { OverviewData } from "./section-data";
import type { Api } from "~/utils/api.server";
import { orErrorPage } from "~/utils/api-errors.server";

/**
 * The overview section (section=dashboard): the API's figures and recent activity, with the time
 * the page was made, so server and browser word "3 hours ago" alike.
 */
export async function loadOverview(api: Api): Promise<OverviewData> {
  return { overview: await orErrorPage(api.get<Overview>("/users/me/overview")), now: Date.now() };
}
