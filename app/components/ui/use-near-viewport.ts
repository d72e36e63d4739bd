import { useEffect, useState } from "react";

/**
 * True once `element` has come within `margin` of the viewport, and from then on: heavy
 * enhancements (a map) wait for it, so a visitor who never scrolls to them never loads them.
 */
export function useNearViewport(element: Element | null, margin = "200px") {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
