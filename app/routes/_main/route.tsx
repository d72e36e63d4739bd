import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { MainLayout } from "./main-layout";
import { getLanguage } from "~/utils/preferences.server";
import type { ShownBanner } from "~/components/banners/shown-banners";
import { loadLayoutShell } from "~/utils/shell.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLayoutShell(request, context, await getLanguage(request));
}

function useShellBanners(): ShownBanner[] {
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
