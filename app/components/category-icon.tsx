import { Icon } from "./icon";

// Category icons are names in the data; the UI draws them as inline SVG with no image requests.
export function CategoryIcon({ icon, color, size }: { icon: string | null; color?: string | null; size?: number }) {
  return <Icon name={icon ?? "tag"} color={color} size={size} />;
}
