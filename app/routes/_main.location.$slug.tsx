import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SimplePage } from "../components/simple-page";
import { apiFor } from "../utils/api.server";
import { metaFromData } from "../utils/meta-from-data";
import { rethrowNotFound } from "../utils/not-found.server";

type TopLocation = { id: number; slug: string; name: string; description: string | null; description_es: string | null };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  try {
    const location = await api.get<TopLocation>(`/top-locations/${encodeURIComponent(params.slug ?? "")}`);
    const description = (api.language === "es" ? location.description_es : null) ?? location.description ?? undefined;
    return json({ location, title: location.name, description });
  } catch (error) {
    rethrowNotFound(error);
  }
}

export const meta = metaFromData;

export default function LocationPage() {
  const { location, description } = useLoaderData<typeof loader>();
  return <SimplePage title={location.name} intro={description} />;
}
