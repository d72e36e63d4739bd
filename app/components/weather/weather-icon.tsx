import type { ReactNode } from "react";
import type { WeatherIcon as WeatherIconName } from "../../../api/schemas/weather";

const sun = <circle cx="12" cy="12" r="4" />;
const rays = <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />;
const cloud = <path d="M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 11.1 3.5 3.5 0 0 0 7 18z" />;
const highCloud = <path d="M7 14h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 7.1 3.5 3.5 0 0 0 7 14z" />;

/** Line drawings (24×24) of the condition icons the API names. */
const ICONS: Record<WeatherIconName, ReactNode> = {
  clear: (
    <>
      {sun}
      {rays}
    </>
  ),
  "partly-cloudy": (
    <>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 2v1.5M2 8h1.5M3.8 3.8l1 1M12.2 3.8l-1 1" />
      <path d="M8 20h9a3.5 3.5 0 0 0 .5-6.96A5 5 0 0 0 8.2 13.6 3.2 3.2 0 0 0 8 20z" />
    </>
  ),
  cloudy: cloud,
  fog: (
    <>
      {highCloud}
      <path d="M4 18h16M6 21h12" />
    </>
  ),
  drizzle: (
    <>
      {highCloud}
      <path d="M8 17v1M12 17v1M16 17v1M10 20v1M14 20v1" />
    </>
  ),
  rain: (
    <>
      {highCloud}
      <path d="M8 16l-1 4M12 16l-1 4M16 16l-1 4" />
    </>
  ),
  snow: (
    <>
      {highCloud}
      <path d="M8 17h.01M12 17h.01M16 17h.01M10 20h.01M14 20h.01" />
    </>
  ),
  storm: (
    <>
      {highCloud}
      <path d="M13 14l-3 4h4l-3 4" />
    </>
  ),
};

/** A condition icon; decorative, since the condition text is always shown beside it. */
export function WeatherIcon({ name, size = 48, className }: { name: WeatherIconName | null; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name ?? "cloudy"}
    >
      {ICONS[name ?? "cloudy"]}
    </svg>
  );
}
