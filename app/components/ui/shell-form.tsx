import { Form } from "@remix-run/react";
import type { FormHTMLAttributes, ReactNode } from "react";

/**
 * A form of the page's shell (language, currency, cookie consent, log out), posted to a path of
 * this site. The server writes it as a plain <form> with the attributes Remix's Form writes
 * (method, action, the rest, data-discover): the router's hooks behind Remix's Form (resolving
 * the action, the submit handler) only serve the browser, whose render with Remix's Form hydrates
 * the same markup. A handful of these are on every page (decision 0039).
 */
export function ShellForm({
  action,
  preventScrollReset,
  children,
  ...rest
}: { action: `/${string}`; preventScrollReset?: boolean; children: ReactNode } & Pick<FormHTMLAttributes<HTMLFormElement>, "className" | "id">) {
  if (typeof document === "undefined") {
    return (
      <form method="post" action={action} {...rest} data-discover="true">
        {children}
      </form>
    );
  }
  return (
    <Form method="post" action={action} preventScrollReset={preventScrollReset} {...rest}>
      {children}
    </Form>
  );
}
