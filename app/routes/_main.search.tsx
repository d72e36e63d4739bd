import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchQuerySchema } from "../../api/schemas/search";
import { SimplePage } from "../components/simple-page";
import { button, fieldError, formError, input } from "../components/ui/ui.css";
import { ApiError, apiFor } from "../utils/api.server";
import { getT } from "../utils/i18n.server";
import { metaFromData } from "../utils/meta-from-data";

type SearchAnswer = {
  results: Array<{ type: string; id: number; title: string; url: string }>;
  counts: { total: number; listings: number; categories: number; places: number };
};

/** A plain GET form: the query stays in the URL and the page works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getT(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const base = { title: t("search.title"), q: params.q ?? "" };
  if (!("q" in params)) return json({ ...base, queryError: null, error: null, answer: null });
  const parsed = SearchQuerySchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === "q") ?? parsed.error.issues[0];
    return json({ ...base, queryError: issue.message, error: null, answer: null }, { status: 400 });
  }
  const api = await apiFor(request, context);
  try {
    const answer = await api.get<SearchAnswer>("/search", parsed.data);
    return json({ ...base, queryError: null, error: null, answer });
  } catch (error) {
    // SPEC §8: the server's detail, else 'Failed to perform search'.
    const message = error instanceof ApiError && error.status < 500 && error.status !== 404 ? error.detail : "Failed to perform search";
    return json({ ...base, queryError: null, error: message, answer: null }, { status: 502 });
  }
}

export const meta = metaFromData;

export default function SearchPage() {
  const { t } = useTranslation();
  const { q, queryError, error, answer } = useLoaderData<typeof loader>();
  return (
    <SimplePage title={t("search.title")}>
      <Form method="get" action="/search" role="search" noValidate>
        <label htmlFor="search-q" className="visually-hidden">
          {t("search.label")}
        </label>
        <div style={{ display: "flex", gap: "8px", maxWidth: "640px" }}>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            className={input}
            placeholder={t("search.placeholder")}
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? "search-q-error" : undefined}
          />
          <button type="submit" className={button.primary}>
            {t("search.submit")}
          </button>
        </div>
        {queryError ? (
          <p id="search-q-error" className={fieldError}>
            {t(queryError)}
          </p>
        ) : null}
      </Form>
      {error ? (
        <p className={formError} role="alert">
          {t(error)}
        </p>
      ) : null}
      {answer && answer.results.length === 0 ? <p>{t("No results found")}</p> : null}
      {answer && answer.results.length > 0 ? (
        <ul>
          {answer.results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <a href={result.url}>{result.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </SimplePage>
  );
}
