import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import type { BannerPosition, PublicBanner } from "../../api/schemas/public-banner";
import type { TopLocationPage } from "../../api/schemas/top-locations";
import { GeneralErrorBoundary } from "../components/layout/error-boundary";
import { MainLayout } from "../components/layout/main-layout";
import { apiFor } from "../utils/api.server";
import type { ShellLocation } from "../utils/use-shell-locations";

/** The banner positions the shell shows on every page (the home page asks for its own). */
const SHELL_BANNERS: BannerPosition[] = ["HEADER", "FOOTER", "MOBILE_BOTTOM"];
/** SPEC §9: the search popup offers up to 50 top locations. */
const POPUP_LOCATIONS = 50;


export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  // SPEC §7: banner errors are ignored; the page renders without them (and the search form
  // without location suggestions).
  const [banners, locations] = await Promise.all([
    api
      .get<PublicBanner[]>("/banners/active", { language: api.language, positions: SHELL_BANNERS.join(",") })
      .catch(() => [] as PublicBanner[]),
    api
      .get<TopLocationPage>("/top-locations", { size: POPUP_LOCATIONS, page: 1, active_only: true })
      .then((page) => page.items.map(({ slug, name }): ShellLocation => ({ slug, name })))
      .catch(() => [] as ShellLocation[]),
  ]);
  return json({ banners, locations }, { headers: { "Cache-Control": "private, no-store" } });
}


function useShellBanners(): PublicBanner[] {
  return useRouteLoaderData<typeof loader>("routes/_main")?.banners ?? [];
}

export default function MainLayoutRoute() {
  return (
    <MainLayout banners={useShellBanners()}>
      <Outlet />
    </MainLayout>
  );
}

export function ErrorBoundary() {
  return (
    <MainLayout banners={useShellBanners()}>
      <GeneralErrorBoundary />
    </MainLayout>
  );
}
