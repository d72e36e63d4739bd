import type { WeatherIcon as WeatherIconName } from "@schemas/weather";
import { Icon } from "../icon";

/** A condition icon of the sprite (`weather-<condition>`); decorative, since the condition text is always shown beside it. */
export function WeatherIcon({ name, size = 48, className }: { name: WeatherIconName | null; size?: number; className?: string }) {
  return <Icon name={`weather-${name ?? "cloudy"}`} size={size} className={className} />;
}
