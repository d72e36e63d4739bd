import { Link, useLoaderData } from "@remix-run/react";

/** About the size of a marketplace page: 100 linked cards (about 600 elements and 100 links), fixed data. */
const CARDS = Array.from({ length: 100 }, (_, i) => ({ id: i, slug: `listing-${i}`, title: `Listing number ${i}`, place: "Gibraltar", price: `£${(i + 1) * 25}` }));

export const loader = () => ({ cards: CARDS });

export default function Cards() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Latest listings</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <Link to={`/listing/${card.slug}`}>
              <img src={`/photos/${card.id}.webp`} width={300} height={225} alt="" loading="lazy" />
              <strong>{card.title}</strong>
              <small>{card.place}</small>
              <span>{card.price}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
