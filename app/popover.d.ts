import "react";

// The HTML popover attributes (declarative open/close without JavaScript); React 18 renders
// them as given, but its types predate them.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter must match React's to merge
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter must match React's to merge
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "show" | "hide" | "toggle";
  }
}
