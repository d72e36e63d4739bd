import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect } from "react";

/** Menus are <details> (they open without JavaScript); with it they close after navigating. */
export function useCloseOnNavigate(ref: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location, ref]);
}
