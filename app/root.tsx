import "./utils/zod-without-eval";
import { cssBundleHref } from "@remix-run/css-bundle";
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "~/utils/use-translation";
import "../styles/global.css";
import { CookieBanner } from "./components/layout/cookie-banner";
import { ChatConnection } from "./components/chat/chat-connection";
import { GeneralErrorBoundary } from "./components/layout/error-boundary";
import { MaintenancePage } from "./components/maintenance-page";
import { SeoLinks } from "./components/seo/seo-links";
import { apiFor } from "./utils/api.server";
import { getSignedIn } from "./utils/auth.server";
import { optionalRead } from "./utils/api-errors.server";
import { countdownTo } from "@schemas/format";
import { getChosenCurrency, getConsent, getLanguage, languageCookieFromUrl } from "./utils/preferences.server";
import { crossSiteRefusal, routeHeaders } from "./utils/page.server";
import { publicOrigin } from "./utils/public-origin.server";
import { destroySession } from "./utils/session.server";
import { loadRootShell } from "./utils/shell.server";
import { useChangeLanguage } from "./locales/use-change-language";
import { useHydrated } from "./utils/use-hydrated";
import { useNonce } from "./utils/nonce";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const meta: MetaFunction = () => [{ title: "Gibraltar Marketplace" }];

/** Every page's headers: the loaders' (the root's Cache-Control for all), the deepest route's last. */
export const headers: HeadersFunction = routeHeaders;

/**
 * App start: categories, the signed-in user and maintenance load in parallel; failures of the
 * maintenance and auth checks are logged and the page still renders. The shared parts come from
 * the shell cache, so a page costs the user's own lookups only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.crossSiteRefused) throw crossSiteRefusal();
  const [api, language] = await Promise.all([apiFor(request, context), getLanguage(request)]);
  const [chosenCurrency, consent, [categories, maintenance, currencies], signedIn] = await Promise.all([
    getChosenCurrency(request),
    getConsent(request),
    loadRootShell(request, context, language),
    optionalRead(context, "Auth check", getSignedIn(request, context), null),
  ]);
  const user = signedIn?.user ?? null;

  const showMaintenance = Boolean(maintenance?.is_maintenance_enabled) && !user?.is_superuser;
  // Units of each enabled currency per pound; a chosen currency since disabled falls back to the pound.
  const rates: Record<string, number> = Object.fromEntries(currencies.map((c) => [c.code, c.rate]));
  const currency = Object.hasOwn(rates, chosenCurrency) ? chosenCurrency : "gbp";
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // A token the API no longer accepts is dropped, so the browser stops sending it.
  if (api.token && !user) headers.append("Set-Cookie", await destroySession(request));
  const languageCookie = await languageCookieFromUrl(request);
  if (languageCookie) headers.append("Set-Cookie", languageCookie);
  return data(
    {
      language,
      origin: publicOrigin(request),
      currency,
      currencies: currencies.map(({ code, symbol, name }) => ({ code, symbol, name })),
      consent,
      categories,
      user,
      counts: signedIn?.counts ?? { favorites: 0, unread_messages: 0, favorite_news: 0 },
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
  const nonce = useNonce();
  useChangeLanguage(language);
  return (
    <html lang={language} dir={i18n.dir(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data ? <SeoLinks origin={data.origin} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Reloads the page after `npm run dev` rebuilds; renders nothing in a production build. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // Marks the page as enhanced: tests of JavaScript behaviour wait for it. It is set once the
  // render after hydration is done, which also drew the parts that only JavaScript shows.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  // While maintenance is on, every page but /maintenance itself shows the maintenance page.
  if (data.maintenance && pathname !== "/maintenance") {
    return <MaintenancePage status={data.maintenance} countdown={data.countdown} language={data.language} />;
  }
  const showCookieBanner = !data.consent && pathname !== "/maintenance";
  const page = (
    <>
      <Outlet />
      {showCookieBanner ? <CookieBanner /> : null}
    </>
  );
  return data.user ? (
    <ChatConnection userId={data.user.id} unread={data.counts.unread_messages}>
      {page}
    </ChatConnection>
  ) : (
    page
  );
}

export function ErrorBoundary() {
  return (
    <main>
      <GeneralErrorBoundary />
    </main>
  );
}
