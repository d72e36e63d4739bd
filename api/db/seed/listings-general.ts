import type { ListingSeed } from "./listing-types.js";

/** Jobs, services, goods, pets and community listings. */
export const GENERAL_LISTINGS: ListingSeed[] = [
  // ---- Jobs (price = salary)
  {
    cat: "hospitality-jobs", type: "job-offer", seller: "claire", loc: "ocean-village", gbp: 11, flags: "highlighted",
    title: "Bayside waiter wanted for busy Ocean Village restaurant",
    desc: "We are looking for an experienced waiter or waitress for our terrace restaurant on the boardwalk in Ocean Village. Evening and weekend shifts, tips shared fairly. English essential, Spanish a plus. Start immediately.",
    address: "Ocean Village Boardwalk, Gibraltar GX11 1AA",
    fields: { contract_type: "part-time", salary_period: "hourly", remote: false },
    photos: 1,
  },
  {
    cat: "hospitality-jobs", type: "job-offer", seller: "maria", loc: "catalan-bay", gbp: 1900,
    title: "Line cook wanted for Catalan Bay seafood restaurant",
    desc: "Seafood restaurant in Catalan Bay seeks a line cook for the summer season, with the option to stay on. Experience with fish and paella is essential. Monthly salary plus meals.",
    address: "Catalan Bay, Gibraltar GX11 1AA",
    fields: { contract_type: "temporary", salary_period: "monthly", remote: false },
    photos: 1,
  },
  {
    cat: "finance-and-gaming-jobs", type: "job-offer", seller: "rebecca", loc: "north-front", gbp: 52000, flags: "featured",
    title: "Payments analyst for online gaming operator in Europort",
    desc: "An established online gaming operator is hiring a payments analyst to monitor PSP performance and fraud. SQL and Excel required; gaming or fintech experience welcome. Hybrid working, private health insurance and relocation help.",
    address: "Europort, Gibraltar GX11 1AA",
    fields: { contract_type: "full-time", salary_period: "yearly", remote: true },
    photos: 1,
  },
  {
    cat: "finance-and-gaming-jobs", type: "job-offer", seller: "rebecca", loc: "town-centre",
    title: "Trainee accountant, Big Four firm, Town Centre",
    desc: "Trainee accountant wanted for the audit team of an international firm near John Mackintosh Square. Study support for ACCA or ACA. Salary depending on experience.",
    address: "John Mackintosh Square, Gibraltar GX11 1AA",
    fields: { contract_type: "full-time", salary_period: "yearly", remote: false },
    photos: 1,
  },
  {
    cat: "construction-jobs", type: "job-offer", seller: "james", loc: "east-side", gbp: 16,
    title: "Qualified plasterers and tilers for East Side project",
    desc: "Contractor needs experienced plasterers and tilers for a residential project on the east side. Minimum six months of work, paid weekly. CSCS or equivalent card required.",
    address: "Sir Herbert Miles Road, Gibraltar GX11 1AA",
    fields: { contract_type: "temporary", salary_period: "hourly", remote: false },
    photos: 1,
  },
  {
    cat: "office-and-admin-jobs", type: "job-offer", seller: "rock-estates", loc: "town-centre", gbp: 24000,
    title: "Bilingual receptionist for estate agency on Main Street",
    desc: "Rock Estates is looking for a friendly receptionist who speaks English and Spanish to greet clients, book viewings and keep our diary in order. Monday to Friday, 9 to 5.",
    address: "Main Street, Gibraltar GX11 1AA",
    fields: { contract_type: "full-time", salary_period: "yearly", remote: false },
    photos: 1,
  },
  // ---- Services
  {
    key: "electrician", cat: "trades-and-repairs", type: "service", seller: "kevin", loc: "south-district", gbp: 45, flags: "featured",
    title: "Qualified electrician available in the South District",
    desc: "Fully qualified and insured electrician with 15 years' experience. Rewires, consumer units, lighting and fault finding. Free quotes; call-outs across Gibraltar, usually within 24 hours. Price per hour.",
    address: "South Barrack Road, Gibraltar GX11 1AA",
  },
  {
    key: "plumber", cat: "trades-and-repairs", type: "service", seller: "nathan", loc: "westside",
    title: "Plumber and handyman, no job too small",
    desc: "Leaking taps, blocked drains, boiler swaps and flat-pack assembly. Reliable and tidy, with references from Westside and Town. Price on request.",
    address: "Westside, Gibraltar GX11 1AA",
  },
  {
    key: "cleaner", cat: "cleaning-services", type: "service", seller: "lucia", loc: "town-centre", eur: 14,
    title: "Limpieza de pisos y oficinas / Home and office cleaning",
    desc: "Reliable cleaning of flats and offices anywhere in Gibraltar, weekly or one-off. End-of-tenancy cleans and ironing too. I bring my own products. Price per hour in euros.",
    address: "Town Centre, Gibraltar GX11 1AA",
  },
  {
    key: "tutor", cat: "lessons-and-tutoring", type: "service", seller: "sarah", loc: "south-district", gbp: 30, flags: "highlighted",
    title: "Maths and physics tutor for GCSE and A level",
    desc: "Experienced teacher offering one-to-one tuition for GCSE and A-level maths and physics, at home or online. Many students from Bayside and Westside schools. £30 per hour.",
    address: "South District, Gibraltar GX11 1AA",
  },
  {
    key: "removals", cat: "removals-and-transport", type: "service", seller: "michael", loc: "north-front", gbp: 60,
    title: "Man with a van: removals in Gibraltar and to Spain",
    desc: "Small removals, furniture collection and deliveries across the Rock and over the frontier to La Línea, San Roque and Sotogrande. Two men available for bigger jobs.",
    address: "Winston Churchill Avenue, Gibraltar GX11 1AA",
  },
  {
    key: "hairdresser", cat: "beauty-and-wellbeing", type: "service", seller: "sophie", loc: "westside", gbp: 35,
    title: "Mobile hairdresser, cuts and colour at home",
    desc: "Qualified hairdresser coming to your home anywhere in Gibraltar. Cuts, colour and blow-dries; wedding and communion packages on request.",
    address: null, at: null,
  },
  // ---- Electronics
  {
    cat: "phones-and-tablets", type: "for-sale", seller: "nathan", loc: "westside", gbp: 520,
    title: "iPhone 14 Pro 128 GB, deep purple, unlocked",
    desc: "iPhone 14 Pro in excellent condition, always in a case with a screen protector. Battery health 91%. Boxed with the original cable.",
    fields: { condition: "like-new", brand: "Apple" },
  },
  {
    cat: "computers", type: "for-sale", seller: "rebecca", loc: "south-district", gbp: 850, flags: "featured",
    title: "MacBook Air M2 13-inch, 16 GB, as new",
    desc: "MacBook Air M2 with 16 GB memory and 512 GB storage, bought eight months ago and barely used. Comes with the box and charger. Collection in the South District or delivered in town.",
    fields: { condition: "like-new", brand: "Apple" },
  },
  {
    cat: "tv-and-audio", type: "for-sale", seller: "james", loc: "westside", gbp: 380,
    title: "Samsung 55-inch 4K smart TV with wall bracket",
    desc: "Samsung 55\" QLED 4K smart TV, three years old, perfect picture. Includes a tilting wall bracket and the remote. Moving flat so must go this week.",
    fields: { condition: "good", brand: "Samsung" },
  },
  {
    cat: "gaming", type: "for-sale", seller: "kevin", loc: "town-centre", gbp: 290,
    title: "PlayStation 5 with two controllers and FC 24",
    desc: "PS5 disc edition with two DualSense controllers and EA FC 24. Works perfectly, just not getting used any more.",
    fields: { condition: "good", brand: "Sony" },
  },
  // ---- Home & garden
  {
    cat: "furniture", type: "for-sale", seller: "maria", loc: "town-centre", eur: 250,
    title: "Se vende sofá cama en perfecto estado",
    desc: "Three-seater sofa bed in grey fabric, very comfortable and in perfect condition. The mattress has hardly been used. Must collect from a second floor near Main Street (no lift).",
    fields: { condition: "like-new", brand: "IKEA" },
  },
  {
    cat: "furniture", type: "for-sale", seller: "claire", loc: "south-district", gbp: 450,
    title: "Solid oak dining table and six chairs",
    desc: "Solid oak extending table (seats six, eight extended) with six upholstered chairs. A few marks consistent with family use. Buyer collects from Europa Road.",
    fields: { condition: "good", brand: "Barker & Stonehouse" },
  },
  {
    cat: "appliances", type: "for-sale", seller: "sophie", loc: "north-front", gbp: 180,
    title: "Bosch washing machine, 8 kg, two years old",
    desc: "Bosch Serie 4 washing machine, 8 kg, 1400 spin. Works perfectly; selling because the new flat has one built in. Can help carry to a van.",
    fields: { condition: "good", brand: "Bosch" },
  },
  {
    cat: "garden-and-terrace", type: "for-sale", seller: "sarah", loc: "kings-wharf", gbp: 220,
    title: "Rattan balcony set: two chairs, table and cushions",
    desc: "Grey rattan bistro set for a balcony or small terrace, with weatherproof cushions. Survived two Levanter summers without fading.",
    fields: { condition: "good", brand: "Homebase" },
  },
  {
    cat: "home-decor", type: "for-sale", seller: "sophie", loc: "westside", gbp: 75,
    title: "Large round rattan mirror, 80 cm",
    desc: "Boho-style round mirror with a natural rattan frame, 80 cm across. Looks great in a hallway. Collection from Westside.",
    fields: { condition: "like-new", brand: "Zara Home" },
  },
  // ---- Fashion
  {
    cat: "womens-clothing", type: "for-sale", seller: "sophie", loc: "westside", gbp: 95,
    title: "Flamenco dress for the Feria, red with white polka dots",
    desc: "Beautiful flamenco dress bought in Seville, worn once at the La Línea feria. Size S. Comes with matching flower and earrings.",
    fields: { condition: "like-new", brand: "Lina 1960", size: "s" },
  },
  {
    cat: "mens-clothing", type: "for-sale", seller: "james", loc: "town-centre", gbp: 140,
    title: "Navy wool suit, size M, tailored on Main Street",
    desc: "Navy two-piece suit made by a Main Street tailor, worn to one wedding. Jacket 40R, trousers 32 waist. Dry-cleaned and ready to wear.",
    fields: { condition: "like-new", brand: "Bespoke", size: "m" },
  },
  {
    cat: "watches-and-jewellery", type: "for-sale", seller: "claire", loc: "town-centre", gbp: 4200, flags: "top",
    title: "Omega Seamaster Aqua Terra with box and papers",
    desc: "Omega Seamaster Aqua Terra 38 mm, bought in Gibraltar in 2019 and serviced last year. Full set with box, papers and receipt. Happy to meet at the bank for safety.",
    fields: { condition: "good", brand: "Omega", size: "one-size" },
  },
  {
    cat: "shoes-and-bags", type: "for-sale", seller: "maria", loc: "town-centre", gbp: 160,
    title: "Leather tote bag, tan, barely used",
    desc: "Tan leather tote bought on Main Street last year, used a handful of times. Fits a 13-inch laptop. Dust bag included.",
    fields: { condition: "like-new", brand: "Michael Kors", size: "one-size" },
  },
  // ---- Kids & baby
  {
    cat: "prams-and-car-seats", type: "for-sale", seller: "rebecca", loc: "south-district", gbp: 320,
    title: "Bugaboo Fox 3 pram, complete with carrycot",
    desc: "Bugaboo Fox 3 in black with the carrycot, seat, rain cover and footmuff. Handles the hills and ramps of Gibraltar with ease.",
    fields: { condition: "good", brand: "Bugaboo" },
  },
  {
    cat: "toys-and-games", type: "for-sale", seller: "maria", loc: "westside", gbp: 60,
    title: "Box of LEGO City sets, most complete",
    desc: "Large box of LEGO City sets (police station, fire engine and harbour), with most instructions. Great for a rainy Levanter day.",
    fields: { condition: "good", brand: "LEGO" },
  },
  {
    cat: "kids-clothing", type: "for-sale", seller: "rebecca", loc: "south-district", gbp: 25,
    title: "Bayside school uniform bundle, age 11–12",
    desc: "Bundle of school uniform: two jumpers, four polo shirts and two pairs of trousers, all in good condition.",
    fields: { condition: "good", brand: "School uniform" },
  },
  // ---- Sports & leisure
  {
    cat: "bicycles", type: "for-sale", seller: "michael", loc: "east-side", gbp: 1400, flags: "featured",
    title: "Electric mountain bike, Specialized Turbo Levo",
    desc: "Specialized Turbo Levo e-MTB, size L, with about 1,800 km on it. Makes the climb up to the Upper Rock feel easy. Recently serviced with new brake pads.",
    fields: { condition: "good", brand: "Specialized" },
  },
  {
    cat: "bicycles", type: "for-sale", seller: "nathan", loc: "westside", gbp: 150,
    title: "Folding bike, perfect for the frontier commute",
    desc: "Brompton-style folding bike that fits under a desk. Ride from La Línea, fold it and walk through the frontier. Light rust on the chain, otherwise fine.",
    fields: { condition: "fair", brand: "Dahon" },
  },
  {
    cat: "fitness-and-gym", type: "for-sale", seller: "kevin", loc: "south-district", gbp: 600,
    title: "Concept2 rowing machine, model D",
    desc: "Concept2 Model D with PM5 monitor, about 500 km on the clock. Stands upright for storage in a small flat. Buyer collects; I can help load a van.",
    fields: { condition: "good", brand: "Concept2" },
  },
  {
    cat: "hiking-and-camping", type: "for-sale", seller: "nathan", loc: "westside", gbp: 90,
    title: "Three-person tent and two sleeping mats",
    desc: "Lightweight three-person dome tent used on two trips to the Sierra de Grazalema, plus two self-inflating mats. All clean and complete.",
    fields: { condition: "good", brand: "Vango" },
  },
  {
    cat: "water-sports", type: "for-sale", seller: "sarah", loc: "catalan-bay", gbp: 350,
    title: "Inflatable paddleboard with paddle and pump",
    desc: "10'6\" inflatable SUP with adjustable paddle, pump, leash and backpack. Great on calm mornings in Catalan Bay or Camp Bay.",
    fields: { condition: "like-new", brand: "Red Paddle Co" },
  },
  // ---- Pets
  {
    cat: "dogs", type: "for-sale", seller: "claire", loc: "south-district",
    title: "Rescue terrier looking for a loving home",
    desc: "Toby is a three-year-old terrier cross, vaccinated, chipped and neutered. Good with children and other dogs. Adoption fee goes to a local animal charity; home check required.",
  },
  {
    key: "dog-walker", cat: "pet-services", type: "service", seller: "sophie", loc: "westside", gbp: 12,
    title: "Dog walking and pet sitting in Westside and Town",
    desc: "Daily dog walks along the Westside promenade and Commonwealth Park, plus pet sitting while you are away. Insured and DBS checked. £12 per walk.",
  },
  {
    cat: "cats", type: "for-sale", seller: "lucia", loc: "sandy-bay",
    title: "Two kittens looking for a home together",
    desc: "Brother and sister kittens, twelve weeks old, litter trained and vaccinated. They would love to stay together. Free to a good home; small donation to the cat rescue welcome.",
    photos: 1,
  },
  {
    cat: "pet-supplies", type: "for-sale", seller: "james", loc: "westside", gbp: 110,
    title: "120-litre aquarium with filter, heater and stand",
    desc: "Complete tropical fish tank setup: 120-litre aquarium, external filter, heater, LED lid and a matching stand. Fish not included.",
    photos: 1,
  },
  // ---- Community & events
  {
    cat: "events-and-tickets", type: "for-sale", seller: "kevin", loc: "north-front", gbp: 85,
    title: "Two tickets for the Gibraltar Music Festival, Saturday",
    desc: "Two Saturday day tickets for the Gibraltar Music Festival at the Victoria Stadium. Can't go any more; selling at face value.",
    fields: { event_date: "+40" },
    photos: 1,
  },
  {
    cat: "clubs-and-groups", type: "service", seller: "rebecca", loc: "upper-rock",
    title: "Sunday morning walking group: Mediterranean Steps",
    desc: "Friendly walking group meeting every Sunday at 8:30 at Jews' Gate for the Mediterranean Steps. All paces welcome; bring water and good shoes. Free to join.",
    address: "Jews' Gate, Upper Rock Nature Reserve, Gibraltar GX11 1AA",
    fields: { event_date: "+3" },
    photos: 1,
  },
  {
    cat: "volunteering", type: "wanted", seller: "sarah", loc: "east-side",
    title: "Volunteers wanted for the Eastern Beach clean-up",
    desc: "Join us on the first Saturday of the month to clear plastic and litter from Eastern Beach. Gloves, bags and coffee provided. Families and school groups welcome.",
    address: "Eastern Beach, Gibraltar GX11 1AA",
    fields: { event_date: "+9" },
    photos: 1,
  },
  {
    cat: "lost-and-found", type: "wanted", seller: "nathan", loc: "town-centre", address: null, at: null,
    title: "Lost: black leather wallet near Casemates",
    desc: "Lost my black leather wallet on Friday night between Casemates Square and Irish Town. It has my ID card and a photo of my grandmother. Reward offered.",
    photos: 1,
  },
];
