import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { button, card, page } from "../ui/ui.css";
import { validationKey } from "~/locales/validation-key";

/** Shown inside the layout when a route fails: the API's detail when there is one. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  let title = t("error.title");
  let message = t("error.unexpected");
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? t("error.not_found_title") : `${t("error.title")} (${error.status})`;
    const detail = typeof error.data === "object" && error.data && "detail" in error.data ? String(error.data.detail) : null;
    message = detail ? t(validationKey(detail)) : error.status === 404 ? t("error.not_found") : t("error.unexpected");
  } else if (error instanceof Error && process.env.NODE_ENV !== "production") {
    message = error.message;
  }
  return (
    <div className={page}>
      <div className={card} role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
        <Link to="/" className={button.primary}>
          {t("error.back_home")}
        </Link>
      </div>
    </div>
  );
}
