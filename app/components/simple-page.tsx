import type { ReactNode } from "react";
import { page } from "./ui/ui.css";

/** A page body with its heading: the frame of pages whose content is plain. */
export function SimplePage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className={page}>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </div>
  );
}
