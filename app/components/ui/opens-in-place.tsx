import { Link } from "~/components/ui/link";
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A form written only when asked for. Closed, the page carries the link that opens it, not the
 * form: its markup and conform's work were paid on every view for the few who use it. With
 * JavaScript the link opens the form in place, the focus in its first field; without, the link
 * goes to `href`, a page that shows the form open.
 */
export function OpensInPlace(props: {
  /** Where the link goes without JavaScript: a page with the form open. */
  href: string;
  label: string;
  /** Written open (the page was asked for it, or shows the form's outcome). */
  open: boolean;
  id?: string;
  className?: string;
  linkClassName?: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const clicked = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened || !clicked.current) return;
    clicked.current = false;
    box.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  }, [opened]);
  if (props.open || opened) {
    return (
      <div id={props.id} ref={box} className={props.className}>
        {props.children}
      </div>
    );
  }
  return (
    <p className={props.className}>
      <Link
        to={props.href}
        preventScrollReset
        className={props.linkClassName}
        onClick={(event) => {
          event.preventDefault();
          clicked.current = true;
          setOpened(true);
        }}
      >
        {props.label}
      </Link>
    </p>
  );
}
