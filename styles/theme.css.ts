import { createGlobalTheme } from "@vanilla-extract/css";

/** Design tokens: every component reads these variables, never raw values. */
export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#c8102e",
    brandDark: "#9b0c23",
    brandSoft: "#fdecee",
    accent: "#0b5394",
    text: "#1f2933",
    muted: "#52606d",
    border: "#d9e2ec",
    surface: "#ffffff",
    background: "#f5f7fa",
    success: "#1e7b34",
    successSoft: "#e3f5e8",
    danger: "#b42318",
    dangerSoft: "#fdeceb",
    warning: "#8a5a00",
    onBrand: "#ffffff",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: {
    card: "0 1px 3px rgba(16, 24, 40, 0.1), 0 1px 2px rgba(16, 24, 40, 0.06)",
    popup: "0 12px 32px rgba(16, 24, 40, 0.18)",
  },
  width: { page: "1200px" },
});

/** The mobile/desktop breakpoint is 768px; the gallery one 640px. */
export const media = {
  mobile: "screen and (max-width: 767px)",
  desktop: "screen and (min-width: 768px)",
  narrow: "screen and (max-width: 639px)",
};
