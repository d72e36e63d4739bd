import type { Scene } from "./images.js";

/** The local guide: place categories and approved places. */

export const PLACE_CATEGORIES = [
  { slug: "restaurants-and-cafes", en: "Restaurants & Cafés", es: "Restaurantes y cafeterías", icon: "utensils", color: "#ea580c", scene: "generic" },
  { slug: "beaches", en: "Beaches", es: "Playas", icon: "umbrella", color: "#0ea5e9", scene: "beach" },
  { slug: "landmarks-and-heritage", en: "Landmarks & Heritage", es: "Monumentos y patrimonio", icon: "landmark", color: "#b45309", scene: "rock" },
  { slug: "shopping", en: "Shopping", es: "Compras", icon: "shopping-bag", color: "#db2777", scene: "town" },
  { slug: "nightlife", en: "Nightlife", es: "Vida nocturna", icon: "music", color: "#7c3aed", scene: "marina" },
  { slug: "nature-and-walks", en: "Nature & Walks", es: "Naturaleza y paseos", icon: "trees", color: "#16a34a", scene: "rock" },
  { slug: "museums", en: "Museums", es: "Museos", icon: "museum", color: "#4b5563", scene: "town" },
  // Busy, watched places the chat suggests for meeting a buyer or seller in person.
  { slug: "public-places", en: "Public places", es: "Lugares públicos", icon: "landmark", color: "#0f766e", scene: "town" },
] as const satisfies readonly { scene: Scene; [k: string]: string }[];

export type PlaceSeed = {
  slug: string;
  name: string;
  cat: (typeof PLACE_CATEGORIES)[number]["slug"];
  /** Demo user who added it, if any. */
  by?: string;
  en: string;
  es: string;
  address: string;
  at: readonly [number, number];
  hours: string;
  phone?: string;
  website?: string;
};

export const PLACES: PlaceSeed[] = [
  {
    slug: "main-street", name: "Main Street", cat: "shopping", at: [36.1393, -5.3533], hours: "Shops Mon–Fri 09:30–19:00, Sat 10:00–14:00",
    address: "Main Street, Gibraltar GX11 1AA",
    en: "Gibraltar's pedestrianised high street runs for about a kilometre from Casemates Square to Southport Gates. There is no VAT, so it is busy with shoppers from Spain and cruise visitors. Look out for the Cathedral of St Mary the Crowned and the Convent, the Governor's residence.",
    es: "La calle peatonal principal de Gibraltar recorre cerca de un kilómetro desde Casemates Square hasta Southport Gates. No hay IVA, así que está llena de compradores de España y cruceristas. No te pierdas la Catedral de Santa María la Coronada ni el Convent, residencia del Gobernador.",
  },
  {
    slug: "casemates-square", name: "Casemates Square", cat: "landmarks-and-heritage", at: [36.1437, -5.3537], hours: "Open 24 hours",
    address: "Casemates Square, Gibraltar GX11 1AA",
    en: "The largest square in Gibraltar, at the northern end of Main Street, once used for public executions. The Grand Casemates barracks that line it now house bars, restaurants and a gallery. It is the heart of big celebrations such as National Day.",
    es: "La plaza más grande de Gibraltar, al norte de Main Street, donde antiguamente se celebraban ejecuciones públicas. Los cuarteles de Grand Casemates que la rodean albergan hoy bares, restaurantes y una galería. Es el centro de grandes celebraciones como el Día Nacional.",
  },
  {
    slug: "ocean-village", name: "Ocean Village", cat: "nightlife", at: [36.1466, -5.3594], hours: "Bars daily until late",
    address: "Ocean Village, Gibraltar GX11 1AA",
    en: "A modern marina on the western side of the isthmus with a boardwalk of bars, restaurants and a casino. Superyachts moor beside a floating hotel, and it is where much of Gibraltar goes out at the weekend.",
    es: "Un puerto deportivo moderno en el lado oeste del istmo con un paseo de bares, restaurantes y un casino. Los grandes yates amarran junto a un hotel flotante y es donde buena parte de Gibraltar sale el fin de semana.",
  },
  {
    slug: "catalan-bay", name: "Catalan Bay", cat: "beaches", at: [36.1438, -5.3418], hours: "Open all day; lifeguards in summer",
    address: "Catalan Bay, Gibraltar GX11 1AA",
    en: "A sandy beach and former fishing village on the east side, settled by Genoese fishermen in the 18th century. Brightly painted houses and seafood restaurants face the sea, and the 'Mother of God' rock stands at the end of the bay.",
    es: "Una playa de arena y antiguo pueblo pesquero en la cara este, poblado por pescadores genoveses en el siglo XVIII. Casas de colores y restaurantes de pescado miran al mar, y la roca de la 'Madre de Dios' se alza al final de la bahía.",
  },
  {
    slug: "europa-point", name: "Europa Point", cat: "landmarks-and-heritage", at: [36.1097, -5.3446], hours: "Open 24 hours",
    address: "Europa Point, Gibraltar GX11 1AA",
    en: "The southernmost tip of Gibraltar, with the Trinity Lighthouse (1841) and the Ibrahim-al-Ibrahim Mosque. On a clear day you can see across the Strait to the Rif mountains of Morocco. A lovely spot for sunset and for watching ships pass.",
    es: "El extremo más meridional de Gibraltar, con el faro de Trinity (1841) y la mezquita Ibrahim-al-Ibrahim. En días claros se ve al otro lado del Estrecho el Rif marroquí. Un sitio precioso para ver el atardecer y el paso de los barcos.",
  },
  {
    slug: "upper-rock-nature-reserve", name: "Upper Rock Nature Reserve", cat: "nature-and-walks", at: [36.1331, -5.3455], hours: "Daily 09:30–19:15 (last entry 18:45)",
    address: "Upper Rock Nature Reserve, Gibraltar GX11 1AA", website: "https://nature-reserve.example.gi",
    en: "The protected upper slopes of the Rock, home to the famous Barbary macaques, Europe's only wild monkeys. Walking trails, the Windsor Suspension Bridge and the glass-floored Skywalk give spectacular views over two continents. One ticket covers most sites inside the reserve.",
    es: "Las laderas protegidas de la parte alta del Peñón, hogar de los famosos monos de Berbería, los únicos monos salvajes de Europa. Senderos, el puente colgante de Windsor y el Skywalk con suelo de cristal ofrecen vistas espectaculares de dos continentes. Una sola entrada incluye casi todos los lugares de la reserva.",
  },
  {
    slug: "st-michaels-cave", name: "St Michael's Cave", cat: "landmarks-and-heritage", at: [36.1242, -5.3450], hours: "Daily 09:30–19:00",
    address: "St Michael's Road, Upper Rock, Gibraltar GX11 1AA",
    en: "A limestone cave full of stalactites and stalagmites inside the Upper Rock. Its great chamber is used as an auditorium for concerts and shows. Legend once said it was linked to Africa by a tunnel under the Strait.",
    es: "Una cueva de piedra caliza llena de estalactitas y estalagmitas en la parte alta del Peñón. Su gran sala se utiliza como auditorio para conciertos y espectáculos. Una leyenda decía que un túnel bajo el Estrecho la unía con África.",
  },
  {
    slug: "great-siege-tunnels", name: "Great Siege Tunnels", cat: "landmarks-and-heritage", at: [36.1448, -5.3460], hours: "Daily 09:30–19:00",
    address: "Willis's Road, Upper Rock, Gibraltar GX11 1AA",
    en: "Tunnels dug by hand by British soldiers during the Great Siege of 1779–1783 to bring guns to bear on the Spanish lines below. The gun embrasures still look out over the isthmus and the airport runway.",
    es: "Túneles excavados a mano por soldados británicos durante el Gran Asedio de 1779–1783 para apuntar sus cañones a las líneas españolas. Las troneras aún se asoman sobre el istmo y la pista del aeropuerto.",
  },
  {
    slug: "gibraltar-botanic-gardens", name: "Gibraltar Botanic Gardens (The Alameda)", cat: "nature-and-walks", at: [36.1318, -5.3511], hours: "Daily 08:00–21:00; free entry",
    address: "Red Sands Road, Gibraltar GX11 1AA",
    en: "The Alameda Gardens opened in 1816 as a place for the garrison and townspeople to stroll. Today they hold plants from Mediterranean climates around the world, an ancient dragon tree and an open-air theatre. Entry is free.",
    es: "Los Jardines de la Alameda se abrieron en 1816 como lugar de paseo para la guarnición y los vecinos. Hoy reúnen plantas de climas mediterráneos de todo el mundo, un drago centenario y un teatro al aire libre. La entrada es gratuita.",
  },
  {
    slug: "eastern-beach", name: "Eastern Beach", cat: "beaches", at: [36.1497, -5.3420], hours: "Open all day; lifeguards in summer",
    address: "Eastern Beach Road, Gibraltar GX11 1AA",
    en: "The longest sandy beach on the Rock, on the east side near the frontier and the airport. Popular with families in summer, with a beach bar, lifeguards and easy parking.",
    es: "La playa de arena más larga del Peñón, en la cara este junto a la frontera y el aeropuerto. Muy popular entre las familias en verano, con chiringuito, socorristas y aparcamiento fácil.",
  },
  {
    slug: "camp-bay", name: "Camp Bay", cat: "beaches", at: [36.1203, -5.3537], hours: "Open all day; pools in summer",
    address: "Camp Bay, Rosia Road, Gibraltar GX11 1AA",
    en: "A rocky bay on the western side of the South District with sunbathing terraces and seawater pools. Sunken wrecks offshore form an artificial reef that makes it one of the best spots for snorkelling and diving.",
    es: "Una cala rocosa en el lado oeste del distrito sur con solárium y piscinas de agua de mar. Los pecios hundidos frente a la costa forman un arrecife artificial que la convierten en uno de los mejores sitios para bucear.",
  },
  {
    slug: "moorish-castle", name: "Moorish Castle", cat: "landmarks-and-heritage", at: [36.1445, -5.3496], hours: "Daily 09:30–19:00",
    address: "Castle Road, Gibraltar GX11 1AA",
    en: "The Tower of Homage of the Moorish Castle dominates the town from above Main Street. It dates from the Marinid rebuilding of the 14th century and still bears the scars of the many sieges Gibraltar has endured.",
    es: "La Torre del Homenaje del Castillo Árabe domina la ciudad por encima de Main Street. Data de la reconstrucción meriní del siglo XIV y aún muestra las huellas de los muchos asedios que ha sufrido Gibraltar.",
  },
  {
    slug: "gibraltar-national-museum", name: "Gibraltar National Museum", cat: "museums", at: [36.1376, -5.3531], hours: "Mon–Fri 10:00–18:00, Sat 10:00–14:00",
    address: "18-20 Bomb House Lane, Gibraltar GX11 1AA", phone: "+350 200 74289", website: "https://museum.example.gi",
    en: "The museum tells Gibraltar's story from the Neanderthals to the present day. Highlights include well-preserved 14th-century Moorish baths, a large model of the Rock made in 1865 and the story of the Gibraltar Neanderthal skull found in 1848.",
    es: "El museo cuenta la historia de Gibraltar desde los neandertales hasta hoy. Destacan unos baños árabes del siglo XIV muy bien conservados, una gran maqueta del Peñón de 1865 y la historia del cráneo neandertal hallado en 1848.",
  },
  {
    slug: "gustavo-bacarisas-gallery", name: "Gustavo Bacarisas Gallery", cat: "museums", at: [36.1440, -5.3533], hours: "Mon–Fri 10:00–18:00, Sat 11:00–14:00",
    address: "Casemates Vaults, Casemates Square, Gibraltar GX11 1AA",
    en: "A gallery in the old vaults of Casemates named after the Gibraltarian painter Gustavo Bacarisas. It hosts changing exhibitions of local artists and the national art competitions.",
    es: "Una galería en las antiguas bóvedas de Casemates que lleva el nombre del pintor gibraltareño Gustavo Bacarisas. Acoge exposiciones temporales de artistas locales y los certámenes nacionales de arte.",
  },
  {
    slug: "mediterranean-steps", name: "Mediterranean Steps", cat: "nature-and-walks", at: [36.1265, -5.3418], hours: "Daylight hours; closed in high winds",
    address: "Jews' Gate, Upper Rock Nature Reserve, Gibraltar GX11 1AA",
    en: "A steep and dramatic footpath that climbs the eastern cliffs from Jews' Gate to O'Hara's Battery, the highest point of the Rock. Allow two hours, bring water and good shoes, and enjoy the views of the Mediterranean and the migrating birds.",
    es: "Un sendero empinado y espectacular que sube por los acantilados del este desde Jews' Gate hasta la batería de O'Hara, el punto más alto del Peñón. Calcula dos horas, lleva agua y buen calzado y disfruta de las vistas del Mediterráneo y de las aves migratorias.",
  },
  {
    slug: "the-dragon-tree-cafe", name: "The Dragon Tree Café", cat: "restaurants-and-cafes", by: "claire", at: [36.1322, -5.3507], hours: "Mon–Sun 09:30–18:00",
    address: "Alameda Gardens, Red Sands Road, Gibraltar GX11 1AA", phone: "+350 200 43210", website: "https://dragontreecafe.example.gi",
    en: "A garden café at the entrance to the Alameda serving breakfasts, homemade cakes and light lunches under the trees. Dog-friendly terrace and good coffee.",
    es: "Una cafetería en la entrada de la Alameda con desayunos, tartas caseras y almuerzos ligeros bajo los árboles. Terraza en la que se admiten perros y buen café.",
  },
  {
    slug: "the-boardwalk-grill", name: "The Boardwalk Grill", cat: "restaurants-and-cafes", by: "james", at: [36.1462, -5.3590], hours: "Mon–Sun 12:00–23:30",
    address: "Ocean Village Boardwalk, Gibraltar GX11 1AA", phone: "+350 200 66123", website: "https://boardwalkgrill.example.gi",
    en: "Steaks, burgers and fresh fish on the marina boardwalk, with tables right by the yachts. Busy on Friday nights, so book ahead.",
    es: "Carnes, hamburguesas y pescado fresco en el paseo del puerto deportivo, con mesas junto a los yates. Los viernes por la noche se llena, así que conviene reservar.",
  },
  {
    slug: "sandpiper-seafood", name: "Sandpiper Seafood", cat: "restaurants-and-cafes", by: "maria", at: [36.1441, -5.3422], hours: "Tue–Sun 12:30–16:00, 19:30–23:00",
    address: "Catalan Bay, Gibraltar GX11 1AA", phone: "+350 200 77889",
    en: "A family-run seafood restaurant on the sand at Catalan Bay. Fried fish, grilled prawns and rice dishes to share, with the sea a few steps away.",
    es: "Un restaurante familiar de pescado y marisco en la arena de Catalan Bay. Pescaíto frito, gambas a la plancha y arroces para compartir, con el mar a unos pasos.",
  },
  {
    slug: "piazza-coffee-co", name: "Piazza Coffee Co.", cat: "restaurants-and-cafes", by: "kevin", at: [36.1403, -5.3534], hours: "Mon–Sat 08:00–19:00",
    address: "John Mackintosh Square, Gibraltar GX11 1AA",
    en: "Speciality coffee, pastries and toasties on the Piazza, perfect for watching Main Street go by. Friendly staff and fast Wi-Fi.",
    es: "Café de especialidad, bollería y tostadas en la Piazza, perfecto para ver pasar Main Street. Personal amable y wifi rápido.",
  },
  {
    slug: "john-mackintosh-square", name: "John Mackintosh Square (The Piazza)", cat: "public-places", at: [36.1405, -5.3536], hours: "Open 24 hours",
    address: "John Mackintosh Square, Gibraltar GX11 1AA",
    en: "The square halfway along Main Street, in front of the City Hall and the Parliament. Busy from morning to evening, with benches, cafés and CCTV: a good place to meet someone you only know from a listing.",
    es: "La plaza a mitad de Main Street, frente al Ayuntamiento y el Parlamento. Concurrida de la mañana a la noche, con bancos, cafés y cámaras: un buen sitio para quedar con alguien que solo conoces por un anuncio.",
  },
  {
    slug: "new-mole-house-police-station", name: "New Mole House Police Station", cat: "public-places", at: [36.1378, -5.3556], hours: "Front desk open 24 hours",
    address: "Rosia Road, Gibraltar GX11 1AA", phone: "+350 200 72500",
    en: "The Royal Gibraltar Police headquarters. Its forecourt and front desk are open around the clock: the safest place to hand over an item or cash.",
    es: "La comisaría central de la Policía Real de Gibraltar. Su explanada y su recepción están abiertas a todas horas: el lugar más seguro para entregar un artículo o dinero.",
  },
];
