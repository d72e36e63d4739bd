import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SimplePage } from "../components/simple-page";
import { apiFor } from "../utils/api.server";
import { pickLocalized } from "../utils/localized";
import { metaFromData } from "../utils/meta-from-data";
import { rethrowNotFound } from "../utils/not-found.server";

type Place = { id: number; slug: string; name: string; description_en: string | null; description_es: string | null };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  try {
    const place = await api.get<Place>(`/places/${encodeURIComponent(params.slug ?? "")}`);
    return json({ place, title: place.name, description: pickLocalized(place, "description", api.language) });
  } catch (error) {
    rethrowNotFound(error);
  }
}

export const meta = metaFromData;

/** /places/{slug} and /place/{slug} show the same place. */
export default function PlacePage() {
  const { place, description } = useLoaderData<typeof loader>();
  return <SimplePage title={place.name} intro={description || undefined} />;
}
