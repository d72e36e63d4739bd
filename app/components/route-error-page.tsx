import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { SimplePage } from "./simple-page";
import { button } from "./ui/ui.css";
import { validationKey } from "~/locales/validation-key";

type Props = {
  notFoundTitle: string;
  notFoundText: string;
  /** Any other failure: this title over the error's message. */
  errorTitle: string;
  back: { to: string; label: string };
};

/** The error page of a detail route: its own "not found" texts on 404, else the error's message; a way back. */
export function RouteErrorPage({ notFoundTitle, notFoundText, errorTitle, back }: Props) {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refusal's detail is a translation key (errors.<code>, validation.<code>) or a message with a code.
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? t(validationKey(String(error.data?.detail ?? error.statusText))) : "";
  return (
    <SimplePage title={notFound ? notFoundTitle : errorTitle}>
      <p>{notFound ? notFoundText : message}</p>
      <Link to={back.to} className={button.primary}>
        {back.label}
      </Link>
    </SimplePage>
  );
}
