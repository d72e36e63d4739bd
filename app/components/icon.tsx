import { ICON_SPRITE_URL, type IconName, isIconName } from "./icon-shapes";
import "./icon.css";

export type { IconName };

/** An icon of the sprite, in the current text colour (or `color`). */
export function Icon({
  name,
  size = 20,
  color,
  label,
  className,
}: {
  name: string;
  size?: number;
  color?: string | null;
  label?: string;
  className?: string;
}): JSX.Element {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" as const };
  return (
    <svg
      width={size}
      height={size}
      className={className}
      style={color ? { color } : undefined}
      {...a11y}
    >
      <use href={`${ICON_SPRITE_URL}#${isIconName(name) ? name : "tag"}`} />
    </svg>
  );
}
