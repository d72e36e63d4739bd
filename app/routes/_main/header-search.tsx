import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { type InputHTMLAttributes, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { QUICK_SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "@schemas/constants";
import type { QuickSearchData } from "../resources.quick-search/route";
import { useLocalized } from "~/utils/localized";
import * as layout from "~/components/layout/layout.css";
import { SearchPopup } from "./search-popup";
import { button } from "~/components/ui/ui.css";
import * as styles from "~/components/search/search.css";
import { validationKey } from "~/locales/validation-key";

type Option = { key: string; href: string; label: string; thumbnail?: string | null };
type Group = { title: string; options: Option[] };

const LISTBOX_ID = "header-search-suggestions";
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

type BoxInput = Pick<InputHTMLAttributes<HTMLInputElement>, "aria-expanded" | "aria-activedescendant" | "value" | "onChange" | "onFocus" | "onKeyDown">;

/** The box's label, input, button and filters, at rest or live. */
function SearchBox({ input, query }: { input: BoxInput; query: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor="header-search" className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={input["aria-expanded"]}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={input["aria-activedescendant"]}
        className={layout.searchInput}
        placeholder={t("search.placeholder")}
        value={input.value}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onKeyDown={input.onKeyDown}
      />
      <button type="submit" className={button.secondary}>
        {t("search.submit")}
      </button>
      <SearchPopup query={query} />
    </>
  );
}

/**
 * The header search box: a plain GET form to /search; with JavaScript, after 2+
 * characters and a 300 ms pause it shows suggestions (listings, categories, places) in a listbox
 * that the arrow keys, Enter and Escape work, and whose entries are links. On the server it is
 * the box at rest, written without the fetcher, navigation and state that serve the browser
 * (on every page); the browser's first render writes the same markup.
 */
export function HeaderSearch({ className }: { className: string }) {
  return typeof document === "undefined" ? <IdleHeaderSearch className={className} /> : <LiveHeaderSearch className={className} />;
}

/** The box at rest, as the live box writes it before anything is typed: empty, closed, no suggestions. */
export function IdleHeaderSearch({ className }: { className: string }) {
  return (
    <form method="get" action="/search" role="search" className={className} data-discover="true">
      <SearchBox input={{ "aria-expanded": false, value: "", onChange: () => undefined }} query="" />
    </form>
  );
}

export function LiveHeaderSearch({ className }: { className: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const fetcher = useFetcher<QuickSearchData>();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = query.trim();
  const ready = trimmed.length >= SEARCH_MIN_LENGTH;

  // fetcher.load changes identity between renders; the effect must follow the query alone.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(
      () => load.current(`/resources/quick-search?${new URLSearchParams({ q: trimmed })}`),
      QUICK_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [trimmed]);

  const data = fetcher.data;
  const suggestions = data?.suggestions;
  const groups: Group[] = suggestions
    ? [
        {
          title: t("search.matching_listings"),
          options: suggestions.listings.map((l) => ({
            key: `l${l.id}`,
            href: `/listing/${l.slug}`,
            label: l.title,
            thumbnail: l.thumbnail_url,
          })),
        },
        {
          title: t("search.matching_categories"),
          options: suggestions.categories.map((c) => ({
            key: `c${c.id}`,
            href: `/category/${c.slug}`,
            label: localized(c, "name"),
          })),
        },
        {
          title: t("search.matching_places"),
          options: suggestions.places.map((p) => ({ key: `p${p.id}`, href: `/places/${p.slug}`, label: p.name })),
        },
      ].filter((group) => group.options.length > 0)
    : [];
  const options = groups.flatMap((group) => group.options);
  const expanded = open && ready && (data !== undefined || fetcher.state === "loading");

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") return close();
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const last = options.length - 1;
      const down = event.key === "ArrowDown";
      setActive((current) => (down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
      return;
    }
    if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      close();
      navigate(options[active]!.href);
    }
  }

  let index = -1;
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <SearchBox
        query={query}
        input={{
          "aria-expanded": expanded,
          "aria-activedescendant": expanded && active >= 0 && active < options.length ? optionId(active) : undefined,
          value: query,
          onChange: (event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          },
          onFocus: () => setOpen(true),
          onKeyDown,
        }}
      />
      {expanded ? (
        <div className={styles.suggestions}>
          {data?.error ? (
            <p className={styles.suggestionError} role="alert">
              {t(validationKey(data.error))}
            </p>
          ) : null}
          {suggestions && !options.length ? <p className={styles.suggestionNote}>{t("search.no_results")}</p> : null}
          {!data ? <p className={styles.suggestionNote}>{t("search.searching")}</p> : null}
          {groups.length ? (
            <div id={LISTBOX_ID} role="listbox" aria-label={t("search.suggestions")}>
              {groups.map((group, g) => (
                <div key={group.title} role="group" aria-labelledby={`${LISTBOX_ID}-group-${g}`}>
                  <p id={`${LISTBOX_ID}-group-${g}`} className={styles.suggestionGroup}>
                    {group.title}
                  </p>
                  <ul className={styles.suggestionList} role="presentation">
                    {group.options.map((option) => {
                      index += 1;
                      const selected = index === active;
                      return (
                        <li key={option.key} role="presentation">
                          <Link
                            to={option.href}
                            id={optionId(index)}
                            role="option"
                            aria-selected={selected}
                            tabIndex={-1}
                            className={selected ? styles.suggestionActive : styles.suggestion}
                            onClick={close}
                          >
                            {option.thumbnail !== undefined ? (
                              option.thumbnail ? (
                                <img src={option.thumbnail} alt="" width={40} height={30} className={styles.thumbnail} />
                              ) : (
                                <span className={styles.thumbnail} aria-hidden="true" />
                              )
                            ) : null}
                            <span>{option.label}</span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}
