/** Dynamic fields: groups, definitions with options, and their layout in each top-level category. */

export type DataType = "STRING" | "TEXT" | "INTEGER" | "FLOAT" | "BOOLEAN" | "DATE" | "ARRAY";
export type DisplayType =
  | "TEXT" | "TEXTAREA" | "NUMBER" | "SELECT" | "RADIO" | "MULTI_SELECT" | "CHECKBOX" | "DATE" | "COLOR_PICKER";

export const FIELD_GROUPS = [
  { key: "key", en: "Key details", es: "Datos principales" },
  { key: "features", en: "Features", es: "Características" },
  { key: "amenities", en: "Amenities", es: "Comodidades" },
  { key: "nearby", en: "Nearby", es: "Cerca" },
  { key: "vehicle", en: "Vehicle details", es: "Detalles del vehículo" },
] as const;
export type GroupKey = (typeof FIELD_GROUPS)[number]["key"];

/** [value, English label, Spanish label] */
type Option = readonly [string, string, string];

export type FieldSeed = {
  name: string;
  en: string;
  es: string;
  data: DataType;
  display: DisplayType;
  required?: boolean;
  placeholder?: readonly [string, string];
  rules?: Record<string, unknown>;
  options?: readonly Option[];
};

export const FIELDS: FieldSeed[] = [
  // Property
  { name: "bedrooms", en: "Bedrooms", es: "Dormitorios", data: "INTEGER", display: "NUMBER", required: true, placeholder: ["e.g. 2", "p. ej. 2"], rules: { min: 0, max: 20 } },
  { name: "bathrooms", en: "Bathrooms", es: "Baños", data: "INTEGER", display: "NUMBER", placeholder: ["e.g. 1", "p. ej. 1"], rules: { min: 0, max: 10 } },
  { name: "area_m2", en: "Area (m²)", es: "Superficie (m²)", data: "FLOAT", display: "NUMBER", placeholder: ["e.g. 85", "p. ej. 85"], rules: { min: 1, max: 100000 } },
  {
    name: "property_type", en: "Property type", es: "Tipo de inmueble", data: "STRING", display: "SELECT",
    placeholder: ["Choose a type", "Elige un tipo"],
    options: [
      ["apartment", "Apartment", "Piso"], ["penthouse", "Penthouse", "Ático"], ["townhouse", "Townhouse", "Adosado"],
      ["villa", "Villa", "Chalé"], ["studio", "Studio", "Estudio"], ["office", "Office", "Oficina"],
      ["shop", "Shop", "Local comercial"], ["garage", "Garage / parking", "Garaje / plaza"],
    ],
  },
  {
    name: "furnished", en: "Furnishing", es: "Amueblado", data: "STRING", display: "RADIO",
    options: [["furnished", "Furnished", "Amueblado"], ["part-furnished", "Part-furnished", "Semiamueblado"], ["unfurnished", "Unfurnished", "Sin amueblar"]],
  },
  {
    name: "amenities", en: "Amenities", es: "Comodidades", data: "ARRAY", display: "MULTI_SELECT",
    options: [
      ["pool", "Swimming pool", "Piscina"], ["gym", "Gym", "Gimnasio"], ["concierge", "Concierge", "Conserjería"],
      ["parking", "Parking", "Aparcamiento"], ["storage", "Storeroom", "Trastero"], ["sea-view", "Sea view", "Vistas al mar"],
      ["air-conditioning", "Air conditioning", "Aire acondicionado"], ["lift", "Lift", "Ascensor"],
      ["balcony", "Balcony", "Balcón"], ["terrace", "Terrace", "Terraza"],
    ],
  },
  {
    name: "nearby", en: "Nearby", es: "Cerca de", data: "ARRAY", display: "MULTI_SELECT",
    options: [
      ["school", "School", "Colegio"], ["bus-stop", "Bus stop", "Parada de autobús"], ["supermarket", "Supermarket", "Supermercado"],
      ["beach", "Beach", "Playa"], ["marina", "Marina", "Puerto deportivo"], ["frontier", "Frontier", "Frontera"],
      ["hospital", "Hospital", "Hospital"],
    ],
  },
  { name: "floor", en: "Floor", es: "Planta", data: "INTEGER", display: "NUMBER", placeholder: ["e.g. 3", "p. ej. 3"], rules: { min: -3, max: 40 } },
  { name: "pets_allowed", en: "Pets allowed", es: "Se admiten mascotas", data: "BOOLEAN", display: "CHECKBOX" },
  { name: "available_from", en: "Available from", es: "Disponible desde", data: "DATE", display: "DATE" },
  // Vehicles
  {
    name: "make", en: "Make", es: "Marca", data: "STRING", display: "SELECT", placeholder: ["Choose a make", "Elige una marca"],
    options: [
      ["toyota", "Toyota", "Toyota"], ["volkswagen", "Volkswagen", "Volkswagen"], ["ford", "Ford", "Ford"], ["bmw", "BMW", "BMW"],
      ["mercedes", "Mercedes-Benz", "Mercedes-Benz"], ["kia", "Kia", "Kia"], ["hyundai", "Hyundai", "Hyundai"],
      ["peugeot", "Peugeot", "Peugeot"], ["renault", "Renault", "Renault"], ["honda", "Honda", "Honda"],
      ["yamaha", "Yamaha", "Yamaha"], ["piaggio", "Piaggio / Vespa", "Piaggio / Vespa"], ["other", "Other", "Otra"],
    ],
  },
  { name: "model", en: "Model", es: "Modelo", data: "STRING", display: "TEXT", placeholder: ["e.g. Yaris", "p. ej. Yaris"], rules: { max_length: 60 } },
  { name: "year", en: "Year", es: "Año", data: "INTEGER", display: "NUMBER", required: true, placeholder: ["e.g. 2019", "p. ej. 2019"], rules: { min: 1950, max: 2027 } },
  { name: "mileage_km", en: "Mileage (km)", es: "Kilometraje (km)", data: "INTEGER", display: "NUMBER", placeholder: ["e.g. 42000", "p. ej. 42000"], rules: { min: 0 } },
  {
    name: "fuel", en: "Fuel", es: "Combustible", data: "STRING", display: "RADIO",
    options: [["petrol", "Petrol", "Gasolina"], ["diesel", "Diesel", "Diésel"], ["hybrid", "Hybrid", "Híbrido"], ["electric", "Electric", "Eléctrico"]],
  },
  {
    name: "transmission", en: "Transmission", es: "Cambio", data: "STRING", display: "SELECT",
    options: [["manual", "Manual", "Manual"], ["automatic", "Automatic", "Automático"]],
  },
  { name: "colour", en: "Colour", es: "Color", data: "STRING", display: "COLOR_PICKER", rules: { pattern: "^#[0-9a-fA-F]{6}$" } },
  {
    name: "features", en: "Features", es: "Equipamiento", data: "ARRAY", display: "MULTI_SELECT",
    options: [
      ["air-conditioning", "Air conditioning", "Aire acondicionado"], ["parking-sensors", "Parking sensors", "Sensores de aparcamiento"],
      ["bluetooth", "Bluetooth", "Bluetooth"], ["sat-nav", "Sat nav", "Navegador GPS"],
      ["cruise-control", "Cruise control", "Control de crucero"], ["alloy-wheels", "Alloy wheels", "Llantas de aleación"],
    ],
  },
  // Boats
  { name: "boat_length_m", en: "Length (m)", es: "Eslora (m)", data: "FLOAT", display: "NUMBER", placeholder: ["e.g. 7.5", "p. ej. 7,5"], rules: { min: 1, max: 100 } },
  { name: "engine_hours", en: "Engine hours", es: "Horas de motor", data: "INTEGER", display: "NUMBER", rules: { min: 0 } },
  { name: "berth_included", en: "Berth included", es: "Amarre incluido", data: "BOOLEAN", display: "CHECKBOX" },
  // Jobs
  {
    name: "contract_type", en: "Contract", es: "Tipo de contrato", data: "STRING", display: "SELECT", required: true,
    options: [["full-time", "Full-time", "Jornada completa"], ["part-time", "Part-time", "Media jornada"], ["temporary", "Temporary", "Temporal"], ["freelance", "Freelance", "Autónomo"]],
  },
  {
    name: "salary_period", en: "Salary period", es: "Periodo salarial", data: "STRING", display: "SELECT",
    options: [["hourly", "Per hour", "Por hora"], ["monthly", "Per month", "Al mes"], ["yearly", "Per year", "Al año"]],
  },
  { name: "remote", en: "Remote work possible", es: "Teletrabajo posible", data: "BOOLEAN", display: "CHECKBOX" },
  // Goods
  {
    name: "condition", en: "Condition", es: "Estado", data: "STRING", display: "SELECT",
    options: [["new", "New", "Nuevo"], ["like-new", "Like new", "Como nuevo"], ["good", "Good", "Bueno"], ["fair", "Fair", "Aceptable"]],
  },
  { name: "brand", en: "Brand", es: "Marca", data: "STRING", display: "TEXT", placeholder: ["e.g. IKEA", "p. ej. IKEA"], rules: { max_length: 100 } },
  {
    name: "size", en: "Size", es: "Talla", data: "STRING", display: "SELECT",
    options: [["xs", "XS", "XS"], ["s", "S", "S"], ["m", "M", "M"], ["l", "L", "L"], ["xl", "XL", "XL"], ["one-size", "One size", "Talla única"]],
  },
  // Events
  { name: "event_date", en: "Event date", es: "Fecha del evento", data: "DATE", display: "DATE" },
];

/** [field, group, grid row, column start, column span, top field] */
type Placement = readonly [string, GroupKey, number, 1 | 2, 1 | 2, boolean?];

const property = (rentals: boolean): Placement[] => [
  ["bedrooms", "key", 1, 1, 1, true],
  ["bathrooms", "key", 1, 2, 1, true],
  ["area_m2", "key", 2, 1, 1, true],
  ["property_type", "key", 2, 2, 1, !rentals],
  ["floor", "key", 3, 1, 1],
  ["furnished", "features", 1, 1, 1, rentals],
  ["pets_allowed", "features", 1, 2, 1],
  ...(rentals ? ([["available_from", "features", 2, 1, 1]] as Placement[]) : []),
  ["amenities", "amenities", 1, 1, 2],
  ["nearby", "nearby", 1, 1, 2],
];

const goods = (withSize = false): Placement[] => [
  ["condition", "key", 1, 1, 1, true],
  ["brand", "key", 1, 2, 1, true],
  ...(withSize ? ([["size", "key", 2, 1, 1, true]] as Placement[]) : []),
];

/** Fields of each top-level category (subcategories inherit them). */
export const CATEGORY_FIELDS: Record<string, Placement[]> = {
  "property-for-sale": property(false),
  "property-to-rent": property(true),
  vehicles: [
    ["make", "vehicle", 1, 1, 1, true],
    ["model", "vehicle", 1, 2, 1],
    ["year", "vehicle", 2, 1, 1, true],
    ["mileage_km", "vehicle", 2, 2, 1, true],
    ["fuel", "vehicle", 3, 1, 1, true],
    ["transmission", "vehicle", 3, 2, 1],
    ["colour", "vehicle", 4, 1, 1],
    ["features", "features", 1, 1, 2],
  ],
  "boats-and-marine": [
    ["boat_length_m", "key", 1, 1, 1, true],
    ["year", "key", 1, 2, 1, true],
    ["engine_hours", "key", 2, 1, 1, true],
    ["berth_included", "features", 1, 1, 1],
  ],
  jobs: [
    ["contract_type", "key", 1, 1, 1, true],
    ["salary_period", "key", 1, 2, 1, true],
    ["remote", "features", 1, 1, 1, true],
  ],
  electronics: goods(),
  "home-and-garden": goods(),
  fashion: goods(true),
  "kids-and-baby": goods(),
  "sports-and-leisure": goods(),
  "community-and-events": [["event_date", "key", 1, 1, 2, true]],
};

export const FIELD_BY_NAME = new Map(FIELDS.map((f) => [f.name, f]));
