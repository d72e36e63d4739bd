import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect } from "react";

/** Menus are <details> (they open without JavaScript); with it they close after navigating. */
export function useCloseOnNavigate(ref: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location, ref]);
}

/**
 * The header's menus (account, search filters, the phone's menu) share this <details> name:
 * the browser keeps one of them open at a time, with or without JavaScript.
 */
export const HEADER_MENUS = "header-menu";
