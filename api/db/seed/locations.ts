/** Areas of Gibraltar shown as top locations (approximate real coordinates). */

export type LocationSeed = {
  slug: string;
  name: string;
  type: "country" | "region" | "city";
  featured: boolean;
  lat: number;
  lng: number;
  en: string;
  es: string;
  /** How the area is written in an address, when not the name. */
  short?: string;
  /** Scene drawn on the generated image. */
  scene: "rock" | "beach" | "marina" | "town";
};

export const LOCATIONS: LocationSeed[] = [
  {
    slug: "gibraltar", name: "Gibraltar", type: "country", featured: false, lat: 36.140751, lng: -5.353585, scene: "rock",
    en: "The whole of the Rock: 6.8 km² of town, coast and nature reserve at the southern tip of Iberia.",
    es: "Todo el Peñón: 6,8 km² de ciudad, costa y reserva natural en el extremo sur de la península ibérica.",
  },
  {
    slug: "town-centre", name: "Town Centre / Main Street", short: "Town Centre", type: "region", featured: true, lat: 36.1395, lng: -5.3527, scene: "town",
    en: "Main Street, Casemates Square and the lanes of the old town, with shops, cafés and historic buildings.",
    es: "Main Street, Casemates Square y los callejones del casco antiguo, con tiendas, cafés y edificios históricos.",
  },
  {
    slug: "westside", name: "Westside", type: "region", featured: true, lat: 36.1441, lng: -5.3578, scene: "town",
    en: "Modern residential estates on reclaimed land by the bay, close to schools, Westside supermarkets and the frontier.",
    es: "Urbanizaciones modernas sobre terreno ganado al mar junto a la bahía, cerca de colegios, supermercados y la frontera.",
  },
  {
    slug: "ocean-village", name: "Ocean Village", type: "city", featured: true, lat: 36.1468, lng: -5.3598, scene: "marina",
    en: "A marina development of apartments, bars and restaurants beside the runway, with berths for superyachts.",
    es: "Un puerto deportivo con pisos, bares y restaurantes junto a la pista, con amarres para grandes yates.",
  },
  {
    slug: "queensway-quay", name: "Queensway Quay", type: "city", featured: true, lat: 36.1372, lng: -5.3566, scene: "marina",
    en: "A quiet marina of waterside apartments below the town walls, a short walk from Main Street.",
    es: "Un tranquilo puerto deportivo de pisos junto al agua bajo las murallas, a un paseo de Main Street.",
  },
  {
    slug: "kings-wharf", name: "King's Wharf", type: "city", featured: false, lat: 36.1392, lng: -5.3582, scene: "marina",
    en: "Newer waterfront apartments on the western shore between Queensway Quay and Coaling Island.",
    es: "Pisos nuevos frente al mar en la costa oeste, entre Queensway Quay y Coaling Island.",
  },
  {
    slug: "south-district", name: "South District", type: "region", featured: true, lat: 36.1285, lng: -5.3487, scene: "town",
    en: "Leafy residential streets from the Alameda Gardens to Rosia Bay, quieter than town and close to Camp Bay.",
    es: "Calles residenciales arboladas desde la Alameda hasta Rosia Bay, más tranquilas que el centro y cerca de Camp Bay.",
  },
  {
    slug: "europa", name: "Europa", type: "city", featured: true, lat: 36.1127, lng: -5.3446, scene: "rock",
    en: "The southern tip of Gibraltar: the lighthouse, the mosque and views across the Strait to Morocco.",
    es: "El extremo sur de Gibraltar: el faro, la mezquita y vistas sobre el Estrecho hasta Marruecos.",
  },
  {
    slug: "catalan-bay", name: "Catalan Bay", type: "city", featured: true, lat: 36.1445, lng: -5.3421, scene: "beach",
    en: "A former fishing village on the east side with a sandy beach, colourful houses and seafood restaurants.",
    es: "Un antiguo pueblo de pescadores en la cara este con playa de arena, casas de colores y marisquerías.",
  },
  {
    slug: "sandy-bay", name: "Sandy Bay", type: "city", featured: false, lat: 36.1341, lng: -5.3397, scene: "beach",
    en: "A small east-side beach protected by breakwaters, below the Both Worlds apartments.",
    es: "Una pequeña playa de la cara este protegida por espigones, bajo los apartamentos Both Worlds.",
  },
  {
    slug: "east-side", name: "East Side", type: "region", featured: false, lat: 36.1480, lng: -5.3420, scene: "beach",
    en: "Eastern Beach and the new developments on the east side, close to the frontier and the airport.",
    es: "Eastern Beach y las nuevas promociones de la cara este, cerca de la frontera y el aeropuerto.",
  },
  {
    slug: "north-front", name: "North Front & Harbour", short: "North Front", type: "region", featured: false, lat: 36.1502, lng: -5.3497, scene: "town",
    en: "Winston Churchill Avenue, the airport and the north of the Rock, plus the commercial harbour and cruise terminal.",
    es: "La avenida Winston Churchill, el aeropuerto y el norte del Peñón, además del puerto comercial y la terminal de cruceros.",
  },
  {
    slug: "upper-rock", name: "Upper Rock", type: "region", featured: true, lat: 36.1335, lng: -5.3450, scene: "rock",
    en: "The nature reserve at the top of the Rock: the Barbary macaques, St Michael's Cave and the Siege Tunnels.",
    es: "La reserva natural en lo alto del Peñón: los monos de Berbería, la Cueva de San Miguel y los Túneles del Gran Asedio.",
  },
];
