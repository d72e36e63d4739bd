import "react";

// The HTML popover attributes (declarative open/close without JavaScript); React 18 renders
// them as given, but its types predate them.
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "show" | "hide" | "toggle";
  }
}
