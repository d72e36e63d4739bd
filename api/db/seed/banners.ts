/**
 * Advertising banners: at least one active banner per position, mostly generated images. An image
 * has its text drawn into it, so each image banner is drawn twice: in English and in Spanish
 * (`es`), with an alt text in each language.
 */

export type BannerPosition = "HEADER" | "SIDEBAR" | "FOOTER" | "CONTENT_TOP" | "CONTENT_BOTTOM" | "MOBILE_BOTTOM";

export const BANNER_SIZES: Record<BannerPosition, readonly [number, number]> = {
  HEADER: [1200, 200],
  SIDEBAR: [300, 250],
  FOOTER: [1200, 200],
  CONTENT_TOP: [1200, 200],
  CONTENT_BOTTOM: [1200, 200],
  MOBILE_BOTTOM: [320, 100],
};

type Common = { name: string; position: BannerPosition; priority: number; link: string; title: string };

/** What an image banner says: drawn into the picture (headline, text, button) and its alt text. */
export type BannerWording = { headline: string; text: string; cta: string; alt: string };

export type BannerSeed =
  | (Common & BannerWording & { type: "IMAGE"; color: string; es: BannerWording })
  | (Common & { type: "HTML"; en: string; es: string });

export const BANNERS: BannerSeed[] = [
  {
    type: "IMAGE", name: "Rock Estates – Ocean Village homes", position: "HEADER", priority: 10, link: "/category/property-for-sale",
    title: "New homes at Ocean Village", color: "#2563eb", headline: "New homes at Ocean Village",
    text: "Marina apartments from £395,000 with Rock Estates", cta: "View homes", alt: "Rock Estates: new homes at Ocean Village",
    es: { headline: "Casas nuevas en Ocean Village", text: "Pisos en el puerto desde 395.000 £ con Rock Estates", cta: "Ver casas", alt: "Rock Estates: casas nuevas en Ocean Village" },
  },
  {
    type: "IMAGE", name: "Explore the places guide", position: "CONTENT_TOP", priority: 8, link: "/places",
    title: "Discover Gibraltar", color: "#0ea5e9", headline: "Discover Gibraltar",
    text: "Beaches, walks, museums and where to eat, reviewed by locals", cta: "Explore places", alt: "Discover Gibraltar's places",
    es: { headline: "Descubre Gibraltar", text: "Playas, paseos, museos y dónde comer, según los de aquí", cta: "Ver lugares", alt: "Descubre los lugares de Gibraltar" },
  },
  {
    type: "HTML", name: "Free listings this month", position: "CONTENT_TOP", priority: 5, link: "/listings/wizard",
    title: "Free listings this month",
    en: "<strong>Free listings this month</strong> – post your ad today",
    es: "<strong>Anuncios gratis este mes</strong> – publica tu anuncio hoy",
  },
  {
    type: "IMAGE", name: "Linares Motors – part exchange", position: "SIDEBAR", priority: 9, link: "/category/vehicles",
    title: "Part exchange welcome", color: "#dc2626", headline: "Linares Motors: part exchange welcome",
    text: "Quality used cars, finance available", cta: "See cars", alt: "Linares Motors used cars",
    es: { headline: "Linares Motors: cambia tu coche", text: "Coches de ocasión de calidad, con financiación", cta: "Ver coches", alt: "Coches de ocasión de Linares Motors" },
  },
  {
    type: "IMAGE", name: "Weather on the Rock", position: "SIDEBAR", priority: 4, link: "/weather",
    title: "Is the Levanter in?", color: "#0891b2", headline: "Is the Levanter in today?",
    text: "Check sea temperature and wind before you head out", cta: "Weather", alt: "Gibraltar weather",
    es: { headline: "¿Sopla hoy el Levante?", text: "Consulta el mar y el viento antes de salir", cta: "El tiempo", alt: "El tiempo en Gibraltar" },
  },
  {
    type: "IMAGE", name: "Jobs in Gibraltar", position: "FOOTER", priority: 6, link: "/category/jobs",
    title: "Jobs in Gibraltar", color: "#7c3aed", headline: "Hiring? Find staff on the Rock",
    text: "Hospitality, gaming, finance and trades: reach local candidates", cta: "Browse jobs", alt: "Jobs in Gibraltar",
    es: { headline: "Encuentra personal en el Peñón", text: "Hostelería, juego, finanzas y oficios: candidatos locales", cta: "Ver empleos", alt: "Empleo en Gibraltar" },
  },
  {
    type: "IMAGE", name: "Straits Marine – berths", position: "CONTENT_BOTTOM", priority: 7, link: "/category/boats-and-marine",
    title: "Berths and boats", color: "#0369a1", headline: "Berths available in Ocean Village",
    text: "Straits Marine Services: berths, servicing and boats for sale", cta: "See boats", alt: "Straits Marine berths",
    es: { headline: "Amarres libres en Ocean Village", text: "Straits Marine Services: amarres, taller y barcos en venta", cta: "Ver barcos", alt: "Amarres de Straits Marine" },
  },
  {
    type: "HTML", name: "Newsletter sign-up", position: "CONTENT_BOTTOM", priority: 3, link: "/",
    title: "Weekly newsletter",
    en: "<strong>Never miss a bargain</strong> – get the best new listings every Friday",
    es: "<strong>No te pierdas ninguna ganga</strong> – recibe los mejores anuncios cada viernes",
  },
  {
    type: "IMAGE", name: "Post an ad (mobile)", position: "MOBILE_BOTTOM", priority: 5, link: "/listings/wizard",
    title: "Post your ad for free", color: "#be123c", headline: "Post your ad for free",
    text: "", cta: "Post ad", alt: "Post your ad for free",
    es: { headline: "Anúnciate gratis", text: "", cta: "Publicar", alt: "Publica tu anuncio gratis" },
  },
];
