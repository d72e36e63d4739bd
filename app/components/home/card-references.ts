import type { ListingCardData } from "../listing/listing-cards";

/**
 * A list of cards in which those that another list of the page already carries are written as
 * their ids: the home page's New Arrivals tab repeats the first of its latest listings, and a
 * card's data is sent once. `resolveCards` puts the cards back in their places.
 */
export type CardReferences = Array<ListingCardData | number>;

export function referCards(cards: ListingCardData[], carried: ListingCardData[]): CardReferences {
  const ids = new Set(carried.map((card) => card.id));
  return cards.map((card) => (ids.has(card.id) ? card.id : card));
}

export function resolveCards(references: CardReferences, carried: ListingCardData[]): ListingCardData[] {
  const byId = new Map(carried.map((card) => [card.id, card]));
  return references.flatMap((item) => (typeof item === "number" ? (byId.get(item) ?? []) : [item]));
}
