import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import "../styles/global.css";
import { CookieBanner } from "./components/layout/cookie-banner";
import { GeneralErrorBoundary } from "./components/layout/error-boundary";
import { MaintenancePage } from "./components/maintenance-page";
import { apiFor } from "./utils/api.server";
import { getUser } from "./utils/auth.server";
import { countdownTo } from "./utils/countdown";
import { getConsent, getCurrency, getLanguage } from "./utils/preferences.server";
import { destroySession } from "./utils/session.server";
import type { Category, HeaderCounts, MaintenanceStatus, ShellCategory } from "./utils/types";
import { useChangeLanguage } from "./utils/use-change-language";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const meta: MetaFunction = () => [{ title: "Gibraltar Marketplace" }];

/** SPEC §4 "App start": categories, the signed-in user and maintenance load in parallel. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const logged = <T,>(what: string, fallback: T) => (error: unknown) => {
    console.error(`${what} failed`, error instanceof Error ? error.message : error);
    return fallback;
  };
  const [language, currency, consent, categories, user, maintenance, counts, currencies] = await Promise.all([
    getLanguage(request),
    getCurrency(request),
    getConsent(request),
    api.get<Category[]>("/categories").catch(logged("Loading categories", [] as Category[])),
    getUser(request, context).catch(logged("Auth check", null)),
    api.get<MaintenanceStatus>("/admin/maintenance/status").catch(logged("Maintenance check", null)),
    api.token ? api.get<HeaderCounts>("/users/me/counts").catch(() => null) : null,
    api.get<Array<{ code: string; rate_from_gbp: string }>>("/currencies").catch(logged("Loading currencies", [])),
  ]);
  // The shell needs names, icons and counts only: descriptions stay out of every page's data.
  const shellCategories = (nodes: Category[]): ShellCategory[] =>
    nodes.map(({ id, slug, name_en, name_es, icon, color, listing_count, children }) => ({
      id, slug, name_en, name_es, icon, color, listing_count, children: shellCategories(children),
    }));
  // Units of each currency per pound, for approximate conversions in the chosen currency.
  const rates = Object.fromEntries(currencies.map((c) => [c.code, Number(c.rate_from_gbp)])) as Record<string, number>;

  const showMaintenance = Boolean(maintenance?.is_maintenance_enabled) && !user?.is_superuser;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // A token the API no longer accepts is dropped, so the browser stops sending it.
  if (api.token && !user) headers.append("Set-Cookie", await destroySession(request));
  return json(
    {
      language,
      currency,
      consent,
      categories: shellCategories(categories),
      user,
      counts: counts ?? { favorites: 0, unread_messages: 0 },
      rates,
      maintenance: showMaintenance ? maintenance : null,
      countdown: showMaintenance && maintenance?.show_countdown ? countdownTo(maintenance.scheduled_end) : null,
    },
    { status: showMaintenance ? 503 : 200, headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const language = data?.language ?? "en";
  useChangeLanguage(language);
  return (
    <html lang={language} dir={i18n.dir(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // Marks the page as enhanced: tests of JavaScript behaviour wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // While maintenance is on, every page but /maintenance itself shows the maintenance page.
  if (data.maintenance && pathname !== "/maintenance") {
    return <MaintenancePage status={data.maintenance} countdown={data.countdown} language={data.language} />;
  }
  const showCookieBanner = !data.consent && pathname !== "/maintenance";
  return (
    <>
      <Outlet />
      {showCookieBanner ? <CookieBanner /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
