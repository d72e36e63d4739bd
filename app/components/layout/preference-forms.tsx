import { useLocation } from "@remix-run/react";
import { ShellForm } from "../ui/shell-form";
import { useTranslation } from "~/utils/use-translation";
import { useRootData } from "~/utils/use-root-data";
import * as styles from "./layout.css";

/** The page to come back to after a preference form posts (works without JavaScript). */
export function useHereUrl() {
  const location = useLocation();
  return location.pathname + location.search;
}

type Option = { value: string; label: string; title: string };

function PreferenceForm(props: { intent: string; legend: string; current: string; options: Option[] }) {
  const here = useHereUrl();
  return (
    <ShellForm action="/preferences" className={styles.preferenceForm} preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="redirectTo" value={here} />
      <fieldset className={styles.preferenceFieldset}>
        <legend className="visually-hidden">{props.legend}</legend>
        {props.options.map((option) => (
          <button
            key={option.value}
            type="submit"
            name="value"
            value={option.value}
            title={option.title}
            aria-pressed={props.current === option.value}
            className={styles.preferenceButton}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
    </ShellForm>
  );
}

export function LanguageSelector({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <PreferenceForm
      intent="language"
      legend={t("nav.language")}
      current={current}
      options={[
        { value: "en", label: "EN", title: "English" },
        { value: "es", label: "ES", title: "Español" },
      ]}
    />
  );
}

/** The enabled currencies ("£ GBP", "€ EUR"...), as the back-office lists them. */
export function CurrencySelector({ current }: { current: string }) {
  const { t } = useTranslation();
  const { currencies } = useRootData();
  // Choosing among one currency is no choice.
  if (currencies.length < 2) return null;
  return (
    <PreferenceForm
      intent="currency"
      legend={t("nav.currency")}
      current={current}
      options={currencies.map(({ code, symbol, name }) => ({
        value: code,
        label: `${symbol} ${code.toUpperCase()}`,
        // The pound and the euro are named in the page's language; others by their stored name.
        title: t(`currency.${code}`, { defaultValue: name }),
      }))}
    />
  );
}
