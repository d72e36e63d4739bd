/**
 * The app's 24×24 line icons as SVG markup. Pages draw them from one sprite (`/icons.svg`, see
 * iconSprite) that browsers fetch once and keep, instead of repeating every path in every page.
 */
export const ICON_SHAPES = {
  home: '<path d="M3 10.5 12 3l9 7.5M5 9v12h14V9M10 21v-6h4v6"></path>',
  key: '<circle cx="7.5" cy="15.5" r="4.5"></circle><path d="M10.7 12.3 21 2M15.5 7.5l3 3M18.5 4.5l2 2"></path>',
  building: '<rect x="4" y="2" width="16" height="20" rx="1"></rect><path d="M8 6h2M14 6h2M8 10h2M14 10h2M8 14h2M14 14h2M10 22v-4h4v4"></path>',
  car: '<path d="M5 17H3v-4l2-1 2-4h10l2 4 2 1v4h-2M9 17h6M5 12h14"></path><circle cx="7" cy="17" r="2"></circle><circle cx="17" cy="17" r="2"></circle>',
  bike: '<circle cx="5" cy="17" r="3"></circle><circle cx="19" cy="17" r="3"></circle><path d="M19 17 15.5 7H18M5 17l4-5h7M9 12l3 5h3M7 9.5h4"></path>',
  van: '<path d="M4 17H2V6h13l4 4 3 1v6h-2M8 17h8M15 6v4h4"></path><circle cx="6" cy="17" r="2"></circle><circle cx="18" cy="17" r="2"></circle>',
  anchor: '<circle cx="12" cy="5" r="2"></circle><path d="M12 7v15M8 11h8M4 14a8 8 0 0 0 16 0M2 16l2-2 2 2M18 16l2-2 2 2"></path>',
  boat: '<path d="M2 18h20l-3 4H5zM12 2v16M12 3l7 12h-7M10 6l-5 9h5"></path>',
  briefcase: '<rect x="2" y="7" width="20" height="14" rx="2"></rect><path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20"></path>',
  wrench: '<path d="M4 20 12.5 11.5M16.8 5.1l.5-1.9A5 5 0 1 0 20.8 6.7l-1.9.5"></path>',
  smartphone: '<rect x="6" y="2" width="12" height="20" rx="2"></rect><path d="M11 18h2"></path>',
  laptop: '<rect x="4" y="4" width="16" height="11" rx="1"></rect><path d="M4 15l-2 4h20l-2-4"></path>',
  sofa: '<path d="M4 11V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4M2 12a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2zM4 17v2M20 17v2"></path>',
  shirt: '<path d="M8 3 3 6l2 5 2-1v11h10V10l2 1 2-5-5-3a4.5 4.5 0 0 1-8 0z"></path>',
  baby: '<path d="M11 2h2l1 3h-4zM9 5h6v2H9z"></path><path d="M9 7h6a1 1 0 0 1 1 1v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8a1 1 0 0 1 1-1zM8 12h3M8 16h3"></path>',
  dumbbell: '<rect x="4" y="7" width="3" height="10" rx="1"></rect><rect x="17" y="7" width="3" height="10" rx="1"></rect><path d="M7 12h10M2 10v4M22 10v4"></path>',
  paw: '<circle cx="5" cy="11" r="1.8"></circle><circle cx="9" cy="6" r="2"></circle><circle cx="15" cy="6" r="2"></circle><circle cx="19" cy="11" r="1.8"></circle><path d="M12 12c-3 0-5.5 4-5.5 6.2C6.5 20 7.8 21 9.3 21c1.2 0 1.7-.6 2.7-.6s1.5.6 2.7.6c1.5 0 2.8-1 2.8-2.8C17.5 16 15 12 12 12z"></path>',
  ticket: '<path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zM14 5v2M14 11v2M14 17v2"></path>',
  users: '<circle cx="9" cy="7" r="4"></circle><path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.5a3.5 3.5 0 0 1 0 7M22 21v-1.5a4 4 0 0 0-3-3.9"></path>',
  tag: '<path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"></path><circle cx="7.5" cy="7.5" r="1.5"></circle>',
  heart: '<path d="M12 20S4 15 4 9.5a4.5 4.5 0 0 1 8-2.8 4.5 4.5 0 0 1 8 2.8C20 15 12 20 12 20z"></path>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M3 7l9 6 9-6"></path>',
  search: '<circle cx="11" cy="11" r="7"></circle><path d="M20 20l-4-4"></path>',
  plus: '<path d="M12 5v14M5 12h14"></path>',
  "map-pin": '<path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"></path><circle cx="12" cy="10" r="2.5"></circle>',
  user: '<circle cx="12" cy="8" r="4"></circle><path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1"></path>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"></path>',
  sliders: '<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1"></path><circle cx="15" cy="6" r="2"></circle><circle cx="9" cy="12" r="2"></circle><circle cx="17" cy="18" r="2"></circle>',
  "arrow-up": '<path d="M12 19V5M5 12l7-7 7 7"></path>',
  tools: '<path d="M8.8 3.1l2.1 2.1-5.7 5.7-2.1-2.1zM8 8l11.5 11.5"></path><path d="M4 20 14.2 9.8M17.6 4.6l.4-1.5A4 4 0 1 0 20.9 6l-1.4.4"></path>',
  "chevron-right": '<path d="M9 6l6 6-6 6"></path>',
  close: '<path d="M6 6l12 12M18 6 6 18"></path>',
  globe: '<circle cx="12" cy="12" r="10"></circle><ellipse cx="12" cy="12" rx="4" ry="10"></ellipse><path d="M2 12h20"></path>',
} as const;

/** A cloud high in the box, with weather below it. */
const HIGH_CLOUD = '<path d="M7 14h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 7.1 3.5 3.5 0 0 0 7 14z"></path>';

/** Weather icons are drawn with a finer line than the others. */
const finer = (shape: string) => `<g stroke-width="1.6">${shape}</g>`;

/** The weather conditions as the API names them (`weather-<condition_icon>`); not offered for categories. */
const WEATHER_SHAPES = {
  "weather-clear": finer('<circle cx="12" cy="12" r="4"></circle><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"></path>'),
  "weather-partly-cloudy": finer('<circle cx="8" cy="8" r="3"></circle><path d="M8 2v1.5M2 8h1.5M3.8 3.8l1 1M12.2 3.8l-1 1"></path><path d="M8 20h9a3.5 3.5 0 0 0 .5-6.96A5 5 0 0 0 8.2 13.6 3.2 3.2 0 0 0 8 20z"></path>'),
  "weather-cloudy": finer('<path d="M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 11.1 3.5 3.5 0 0 0 7 18z"></path>'),
  "weather-fog": finer(`${HIGH_CLOUD}<path d="M4 18h16M6 21h12"></path>`),
  "weather-drizzle": finer(`${HIGH_CLOUD}<path d="M8 17v1M12 17v1M16 17v1M10 20v1M14 20v1"></path>`),
  "weather-rain": finer(`${HIGH_CLOUD}<path d="M8 16l-1 4M12 16l-1 4M16 16l-1 4"></path>`),
  "weather-snow": finer(`${HIGH_CLOUD}<path d="M8 17h.01M12 17h.01M16 17h.01M10 20h.01M14 20h.01"></path>`),
  "weather-storm": finer(`${HIGH_CLOUD}<path d="M13 14l-3 4h4l-3 4"></path>`),
};

const SPRITE_SHAPES = { ...ICON_SHAPES, ...WEATHER_SHAPES };

export type IconName = keyof typeof SPRITE_SHAPES;

export const isIconName = (name: string): name is IconName => Object.prototype.hasOwnProperty.call(SPRITE_SHAPES, name);

/** The sprite: one <symbol> per icon, stroked as every icon is. */
export function iconSprite(): string {
  const symbols = Object.entries(SPRITE_SHAPES).map(
    ([name, shape]) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** FNV-1a of the shapes: the sprite's address changes with them, so it can be kept for a year. */
function version(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export const ICON_SPRITE_URL = `/icons.svg?v=${version(Object.values(SPRITE_SHAPES).join(""))}`;
