/** Published reviews of places and of some service listings. */

export type ReviewSeed = {
  /** "place:<slug>" or "listing:<key>". */
  of: string;
  by: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Days before now the review was written. */
  ago: number;
  title: string | null;
  comment: string | null;
  verified?: boolean;
  anonymous?: boolean;
  featured?: boolean;
};

const r = (
  of: string, by: string, rating: ReviewSeed["rating"], ago: number, title: string | null, comment: string | null,
  extra: Partial<ReviewSeed> = {},
): ReviewSeed => ({ of, by, rating, ago, title, comment, ...extra });

export const REVIEWS: ReviewSeed[] = [
  // Places
  r("place:upper-rock-nature-reserve", "james", 5, 12, "Monkeys, views and two continents", "Took the cable car up and walked down via the Skywalk and the suspension bridge. Keep your snacks in your bag: the macaques know exactly what a crisp packet sounds like.", { featured: true }),
  r("place:upper-rock-nature-reserve", "lucia", 4, 27, "Vistas increíbles", "Merece mucho la pena subir temprano, antes de que lleguen los grupos de los cruceros. Llevad agua y calzado cómodo."),
  r("place:upper-rock-nature-reserve", "sophie", 4, 45, "Great day out, a bit pricey", "Fantastic views from O'Hara's Battery on a clear day. The ticket adds up for a family, but it includes the cave and the tunnels."),
  r("place:st-michaels-cave", "rebecca", 5, 8, "Go to a concert here", "We saw a choir concert in the main chamber and the acoustics were unbelievable. The lighting on the stalactites is beautiful.", { featured: true }),
  r("place:st-michaels-cave", "nathan", 4, 33, "Cool in every sense", "A welcome break from the heat in August. Worth the visit even if you only have an hour."),
  r("place:great-siege-tunnels", "michael", 5, 20, "History you can touch", "Amazing to think these were dug by hand with gunpowder and pickaxes. The view over the runway from the embrasures is brilliant."),
  r("place:great-siege-tunnels", "claire", 4, 52, null, "Interesting displays and well signposted. It can get busy in the narrow sections when the tour groups come through."),
  r("place:europa-point", "maria", 5, 3, "Mi sitio favorito para el atardecer", "Con el faro, la mezquita y Marruecos enfrente. Ideal para un paseo después de cenar."),
  r("place:europa-point", "kevin", 5, 16, "Best sunset on the Rock", "Bring a jacket, it is always windy, but you can see the Rif mountains and the ships queueing for the Strait."),
  r("place:europa-point", "sarah", 4, 41, "Lovely walk", "Easy to get to by bus number 2. The playground and the cricket ground make it good for kids too."),
  r("place:catalan-bay", "rebecca", 5, 6, "Our Sunday beach", "Calm water most mornings, great seafood right on the sand and a real village feel. Avoid it on Levanter days when the cloud sits on top of the Rock."),
  r("place:catalan-bay", "james", 4, 30, "Beautiful but small", "Get there early in July and August, the beach fills up quickly. The colourful houses make it very photogenic."),
  r("place:catalan-bay", "lucia", 5, 58, "Precioso", "Agua limpia y tranquila, y el pescaíto de los restaurantes está buenísimo."),
  r("place:eastern-beach", "nathan", 4, 11, "Good for families", "Plenty of space and lifeguards in summer. Planes landing next door are part of the fun for the kids."),
  r("place:eastern-beach", "kevin", 3, 48, "Fine, but windy", "Nice long stretch of sand, but it can get windy and there is not much shade."),
  r("place:camp-bay", "michael", 5, 9, "Best snorkelling in Gibraltar", "The artificial reef is full of fish, octopus and even the odd seahorse. The pools are great for younger kids."),
  r("place:camp-bay", "claire", 4, 39, null, "Rocky, so bring water shoes, but the seawater pools and the sunset over the bay make up for it."),
  r("place:gibraltar-botanic-gardens", "sarah", 5, 14, "A green oasis", "Shady paths, the dragon tree and the little wildlife park. Free entry and a lovely escape from the traffic.", { featured: true }),
  r("place:gibraltar-botanic-gardens", "maria", 5, 36, "Un paseo precioso", "Perfecto para ir con niños por la mañana. En verano hay teatro al aire libre."),
  r("place:moorish-castle", "james", 4, 22, "Worth the climb", "Great views over the town and the bay from the Tower of Homage. A steep walk from Main Street, but well worth it."),
  r("place:moorish-castle", "sophie", 3, 55, null, "Impressive from outside; the inside is fairly bare, so read up on the history before you go."),
  r("place:gibraltar-national-museum", "rebecca", 5, 18, "Don't miss the Moorish baths", "Small but packed with history. The Neanderthal section and the 1865 model of the Rock are fascinating."),
  r("place:gibraltar-national-museum", "kevin", 4, 44, "Great on a rainy day", "Friendly staff and good displays about the Great Siege. An hour or two is enough."),
  r("place:main-street", "lucia", 4, 4, "Compras sin IVA", "Perfumes, electrónica y tabaco más baratos. Los sábados por la tarde está casi todo cerrado, ojo."),
  r("place:main-street", "michael", 4, 25, "Always lively", "Good mix of high street shops and independent stores, and the Convent guard change is worth catching."),
  r("place:casemates-square", "sophie", 4, 13, "Great for a drink", "Lots of terraces and a buzzing atmosphere, especially when there is an event on the big screen."),
  r("place:casemates-square", "nathan", 5, 29, "Heart of the town", "National Day here is something else. Even on a normal evening it is a nice place to sit and people-watch."),
  r("place:ocean-village", "claire", 4, 7, "Nice for dinner by the marina", "Plenty of choice, from tapas to steak. Prices are higher than in town but the setting makes up for it."),
  r("place:ocean-village", "lucia", 4, 50, null, "Ambiente muy agradable por la noche y fácil de llegar andando desde la frontera."),
  r("place:mediterranean-steps", "kevin", 5, 19, "Tough but spectacular", "Steep in places with some ropes, but the views of the east side are the best on the Rock. Go early to avoid the heat.", { featured: true }),
  r("place:mediterranean-steps", "sarah", 4, 60, "Not for the faint-hearted", "Took us just under two hours with plenty of photo stops. Saw an eagle and lots of macaques near the top."),
  r("place:the-dragon-tree-cafe", "rebecca", 5, 2, "Best carrot cake in Gibraltar", "Lovely quiet spot after a walk round the gardens. Friendly staff and our dog was given a bowl of water straight away."),
  r("place:the-boardwalk-grill", "sarah", 4, 10, "Good steaks, great setting", "Service was a bit slow on a Friday night, but the food and the marina views were worth the wait."),
  r("place:sandpiper-seafood", "michael", 5, 15, "Proper fried fish", "Fresh, simple and right on the beach. The grilled prawns are a must.", { anonymous: true }),
  r("place:piazza-coffee-co", "claire", 4, 5, "My morning flat white", "Good coffee, quick service and a seat in the sun on the Piazza."),
  // Service listings
  r("listing:electrician", "claire", 5, 9, "Fast and tidy", "Came the same afternoon, found the fault in our consumer unit and left the place spotless. Fair price too.", { verified: true }),
  r("listing:electrician", "sarah", 5, 26, "Highly recommended", "Rewired our kitchen in two days and explained everything clearly.", { verified: true }),
  r("listing:plumber", "maria", 4, 17, "Muy profesional", "Arregló la fuga del baño en una hora. Puntual y limpio.", { verified: true }),
  r("listing:cleaner", "james", 5, 12, "Spotless end-of-tenancy clean", "We got our full deposit back. Reliable and very thorough.", { verified: true }),
  r("listing:tutor", "rebecca", 5, 21, "Our son's grades went up", "Patient and well organised. Our son went from a 5 to a 7 in his GCSE mocks.", { verified: true, featured: true }),
  r("listing:removals", "nathan", 4, 8, "Smooth move over the border", "Moved my flat from La Línea to Westside in one morning. Careful with the furniture and good at timing the frontier queue."),
  r("listing:hairdresser", "claire", 5, 1, null, "Lovely cut at home on the morning of my daughter's communion. So convenient!"),
  r("listing:dog-walker", "kevin", 5, 4, "Our dog adores her", "Reliable, sends photos from every walk and was flexible when our flight was delayed.", { verified: true }),
];
