import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import type { BannerPosition, PublicBanner } from "../../api/schemas/public-banner";
import { GeneralErrorBoundary } from "../components/layout/error-boundary";
import { MainLayout } from "../components/layout/main-layout";
import { apiFor } from "../utils/api.server";

/** The banner positions the shell shows on every page (the home page asks for its own). */
const SHELL_BANNERS: BannerPosition[] = ["HEADER", "FOOTER", "MOBILE_BOTTOM"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  // SPEC §7: banner errors are ignored; the page renders without them.
  const banners = await api
    .get<PublicBanner[]>("/banners/active", { language: api.language, positions: SHELL_BANNERS.join(",") })
    .catch(() => [] as PublicBanner[]);
  return json({ banners }, { headers: { "Cache-Control": "private, no-store" } });
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
