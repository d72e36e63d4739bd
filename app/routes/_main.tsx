import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "../components/layout/error-boundary";
import { MainLayout } from "../components/layout/main-layout";

export default function MainLayoutRoute() {
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}

export function ErrorBoundary() {
  return (
    <MainLayout>
      <GeneralErrorBoundary />
    </MainLayout>
  );
}
