/** The category tree: top-level categories with their subcategories, names in English and Spanish. */

export type SubcategorySeed = {
  slug: string;
  en: string;
  es: string;
  descEn: string;
  descEs: string;
};

export type CategorySeed = SubcategorySeed & {
  icon: string;
  color: string;
  children: SubcategorySeed[];
};

const sub = (slug: string, en: string, es: string, descEn: string, descEs: string): SubcategorySeed => ({
  slug,
  en,
  es,
  descEn,
  descEs,
});

export const CATEGORIES: CategorySeed[] = [
  {
    ...sub("property-for-sale", "Property for Sale", "Inmuebles en venta",
      "Apartments, houses, offices and parking spaces for sale across Gibraltar.",
      "Pisos, casas, oficinas y plazas de garaje en venta en todo Gibraltar."),
    icon: "home",
    color: "#2563eb",
    children: [
      sub("apartments-for-sale", "Apartments", "Pisos", "Flats and penthouses for sale.", "Pisos y áticos en venta."),
      sub("houses-for-sale", "Houses & Townhouses", "Casas y adosados", "Townhouses, villas and family homes.", "Adosados, chalés y casas familiares."),
      sub("commercial-for-sale", "Commercial", "Locales comerciales", "Shops, offices and business premises for sale.", "Locales, oficinas y naves en venta."),
      sub("parking-and-storage", "Parking & Storage", "Garajes y trasteros", "Parking spaces, garages and storerooms.", "Plazas de garaje, cocheras y trasteros."),
    ],
  },
  {
    ...sub("property-to-rent", "Property to Rent", "Inmuebles en alquiler",
      "Long-term lets, rooms, offices and short stays.",
      "Alquileres de larga duración, habitaciones, oficinas y estancias cortas."),
    icon: "key",
    color: "#0891b2",
    children: [
      sub("apartments-to-rent", "Apartments", "Pisos", "Flats and penthouses to let.", "Pisos y áticos en alquiler."),
      sub("rooms-to-rent", "Rooms & House Shares", "Habitaciones y pisos compartidos", "Rooms in shared flats.", "Habitaciones en pisos compartidos."),
      sub("offices-and-shops-to-rent", "Offices & Shops", "Oficinas y locales", "Commercial premises to let.", "Locales y oficinas en alquiler."),
      sub("short-lets", "Short Lets", "Alquiler de temporada", "Furnished stays by the week or month.", "Estancias amuebladas por semanas o meses."),
    ],
  },
  {
    ...sub("vehicles", "Vehicles", "Vehículos", "Cars, motorbikes, scooters and vans.", "Coches, motos, scooters y furgonetas."),
    icon: "car",
    color: "#dc2626",
    children: [
      sub("cars", "Cars", "Coches", "Used and nearly new cars.", "Coches de segunda mano y seminuevos."),
      sub("motorbikes-and-scooters", "Motorbikes & Scooters", "Motos y scooters", "Bikes and scooters, ideal for the Rock.", "Motos y scooters, ideales para el Peñón."),
      sub("vans", "Vans", "Furgonetas", "Vans and light commercial vehicles.", "Furgonetas y vehículos comerciales ligeros."),
      sub("car-parts-and-accessories", "Parts & Accessories", "Recambios y accesorios", "Tyres, roof boxes, helmets and spares.", "Neumáticos, cofres, cascos y recambios."),
    ],
  },
  {
    ...sub("boats-and-marine", "Boats & Marine", "Barcos y náutica", "Boats, berths and marine equipment.", "Barcos, amarres y equipamiento náutico."),
    icon: "anchor",
    color: "#0369a1",
    children: [
      sub("motor-boats", "Motor boats", "Barcos a motor", "RIBs, cruisers and fishing boats.", "Neumáticas, cruceros y barcos de pesca."),
      sub("sailing-boats", "Sailing boats", "Veleros", "Yachts and dinghies.", "Veleros y embarcaciones ligeras."),
      sub("berths-and-moorings", "Berths & Moorings", "Amarres", "Berths in Gibraltar's marinas.", "Amarres en los puertos deportivos de Gibraltar."),
      sub("marine-equipment", "Marine equipment", "Equipamiento náutico", "Engines, electronics and safety gear.", "Motores, electrónica y material de seguridad."),
    ],
  },
  {
    ...sub("jobs", "Jobs", "Empleo", "Vacancies in Gibraltar and the Campo area.", "Ofertas de empleo en Gibraltar y el Campo de Gibraltar."),
    icon: "briefcase",
    color: "#7c3aed",
    children: [
      sub("hospitality-jobs", "Hospitality", "Hostelería", "Bars, restaurants and hotels.", "Bares, restaurantes y hoteles."),
      sub("finance-and-gaming-jobs", "Finance & Gaming", "Finanzas y juego online", "Banking, insurance and online gaming.", "Banca, seguros y juego online."),
      sub("construction-jobs", "Construction", "Construcción", "Trades and site work.", "Oficios y trabajo en obra."),
      sub("office-and-admin-jobs", "Office & Admin", "Oficina y administración", "Reception, admin and support roles.", "Recepción, administración y apoyo."),
    ],
  },
  {
    ...sub("services", "Services", "Servicios", "Local trades, lessons and help at home.", "Profesionales locales, clases y ayuda en casa."),
    icon: "wrench",
    color: "#ea580c",
    children: [
      sub("trades-and-repairs", "Trades & Repairs", "Reformas y reparaciones", "Electricians, plumbers and handymen.", "Electricistas, fontaneros y manitas."),
      sub("cleaning-services", "Cleaning", "Limpieza", "Home and office cleaning.", "Limpieza de hogares y oficinas."),
      sub("lessons-and-tutoring", "Lessons & Tutoring", "Clases particulares", "Languages, music and exam support.", "Idiomas, música y refuerzo escolar."),
      sub("removals-and-transport", "Removals & Transport", "Mudanzas y transporte", "Man with a van and removals across the frontier.", "Portes y mudanzas a ambos lados de la frontera."),
      sub("beauty-and-wellbeing", "Beauty & Wellbeing", "Belleza y bienestar", "Hair, beauty, massage and fitness coaching.", "Peluquería, estética, masajes y entrenamiento."),
    ],
  },
  {
    ...sub("electronics", "Electronics", "Electrónica", "Phones, computers, TVs and games.", "Móviles, ordenadores, televisores y videojuegos."),
    icon: "smartphone",
    color: "#4f46e5",
    children: [
      sub("phones-and-tablets", "Phones & Tablets", "Móviles y tablets", "Smartphones and tablets.", "Teléfonos inteligentes y tablets."),
      sub("computers", "Computers", "Informática", "Laptops, desktops and accessories.", "Portátiles, sobremesa y accesorios."),
      sub("tv-and-audio", "TV & Audio", "TV y audio", "Televisions, speakers and headphones.", "Televisores, altavoces y auriculares."),
      sub("gaming", "Gaming", "Consolas y videojuegos", "Consoles and games.", "Consolas y juegos."),
    ],
  },
  {
    ...sub("home-and-garden", "Home & Garden", "Hogar y jardín", "Furniture, appliances and outdoor living.", "Muebles, electrodomésticos y exterior."),
    icon: "sofa",
    color: "#16a34a",
    children: [
      sub("furniture", "Furniture", "Muebles", "Sofas, tables, beds and storage.", "Sofás, mesas, camas y almacenaje."),
      sub("appliances", "Appliances", "Electrodomésticos", "Kitchen and laundry appliances.", "Electrodomésticos de cocina y lavandería."),
      sub("garden-and-terrace", "Garden & Terrace", "Jardín y terraza", "Plants, patio furniture and barbecues.", "Plantas, muebles de terraza y barbacoas."),
      sub("home-decor", "Home Decor", "Decoración", "Lamps, rugs, mirrors and art.", "Lámparas, alfombras, espejos y cuadros."),
    ],
  },
  {
    ...sub("fashion", "Fashion", "Moda", "Clothes, shoes, bags and watches.", "Ropa, calzado, bolsos y relojes."),
    icon: "shirt",
    color: "#db2777",
    children: [
      sub("womens-clothing", "Women's clothing", "Ropa de mujer", "Dresses, coats and more.", "Vestidos, abrigos y más."),
      sub("mens-clothing", "Men's clothing", "Ropa de hombre", "Suits, jackets and casual wear.", "Trajes, chaquetas y ropa informal."),
      sub("shoes-and-bags", "Shoes & Bags", "Calzado y bolsos", "Footwear, handbags and luggage.", "Zapatos, bolsos y maletas."),
      sub("watches-and-jewellery", "Watches & Jewellery", "Relojes y joyas", "Watches, rings and necklaces.", "Relojes, anillos y collares."),
    ],
  },
  {
    ...sub("kids-and-baby", "Kids & Baby", "Niños y bebés", "Prams, toys and children's clothes.", "Carritos, juguetes y ropa infantil."),
    icon: "baby",
    color: "#f59e0b",
    children: [
      sub("prams-and-car-seats", "Prams & Car Seats", "Carritos y sillas de coche", "Pushchairs, prams and car seats.", "Sillas de paseo, carritos y sillas de coche."),
      sub("toys-and-games", "Toys & Games", "Juguetes y juegos", "Toys, puzzles and board games.", "Juguetes, puzles y juegos de mesa."),
      sub("kids-clothing", "Kids' clothing", "Ropa infantil", "Clothes and school uniforms.", "Ropa y uniformes escolares."),
    ],
  },
  {
    ...sub("sports-and-leisure", "Sports & Leisure", "Deportes y ocio", "Bikes, fitness, water sports and hobbies.", "Bicicletas, fitness, deportes acuáticos y aficiones."),
    icon: "dumbbell",
    color: "#059669",
    children: [
      sub("bicycles", "Bicycles", "Bicicletas", "Road, mountain and electric bikes.", "Bicicletas de carretera, montaña y eléctricas."),
      sub("fitness-and-gym", "Fitness & Gym", "Fitness y gimnasio", "Weights, machines and yoga gear.", "Pesas, máquinas y material de yoga."),
      sub("water-sports", "Water Sports", "Deportes acuáticos", "Kayaks, paddleboards and diving gear.", "Kayaks, tablas de paddle surf y buceo."),
      sub("hiking-and-camping", "Hiking & Camping", "Senderismo y camping", "Tents, rucksacks and walking gear.", "Tiendas, mochilas y material de senderismo."),
    ],
  },
  {
    ...sub("pets", "Pets", "Mascotas", "Pets, supplies and pet care.", "Mascotas, accesorios y cuidados."),
    icon: "paw",
    color: "#92400e",
    children: [
      sub("dogs", "Dogs", "Perros", "Dogs and puppies looking for homes.", "Perros y cachorros en busca de hogar."),
      sub("cats", "Cats", "Gatos", "Cats and kittens.", "Gatos y gatitos."),
      sub("pet-supplies", "Pet Supplies", "Accesorios para mascotas", "Beds, carriers, tanks and food.", "Camas, transportines, acuarios y comida."),
      sub("pet-services", "Pet Sitting & Walking", "Cuidado y paseo de mascotas", "Sitters, walkers and groomers.", "Cuidadores, paseadores y peluqueros caninos."),
    ],
  },
  {
    ...sub("community-and-events", "Community & Events", "Comunidad y eventos", "Events, clubs, lost and found, volunteering.", "Eventos, clubes, objetos perdidos y voluntariado."),
    icon: "ticket",
    color: "#be123c",
    children: [
      sub("events-and-tickets", "Events & Tickets", "Eventos y entradas", "Concerts, festivals and shows.", "Conciertos, festivales y espectáculos."),
      sub("clubs-and-groups", "Clubs & Groups", "Clubes y grupos", "Sports clubs, choirs and meet-ups.", "Clubes deportivos, coros y quedadas."),
      sub("lost-and-found", "Lost & Found", "Objetos perdidos", "Lost something on the Rock?", "¿Has perdido algo en el Peñón?"),
      sub("volunteering", "Volunteering", "Voluntariado", "Charities and clean-ups looking for help.", "Asociaciones y limpiezas que buscan ayuda."),
    ],
  },
];

/** Which top-level category a subcategory slug belongs to. */
export const TOP_LEVEL_OF = new Map<string, CategorySeed>(
  CATEGORIES.flatMap((top) => [[top.slug, top] as const, ...top.children.map((child) => [child.slug, top] as const)]),
);

export const LISTING_TYPES = [
  { slug: "for-sale", en: "For sale", es: "En venta", description: "Items and property offered for sale." },
  { slug: "to-rent", en: "To rent", es: "En alquiler", description: "Property and items offered to let." },
  { slug: "wanted", en: "Wanted", es: "Se busca", description: "Someone looking to buy or rent." },
  { slug: "job-offer", en: "Job offer", es: "Oferta de empleo", description: "A vacancy from an employer or agency." },
  { slug: "service", en: "Service", es: "Servicio", description: "A professional or trade offering a service." },
] as const;

export type ListingTypeSlug = (typeof LISTING_TYPES)[number]["slug"];
