import { useTranslation } from "~/utils/use-translation";

type Bilingual<K extends string> = { [P in `${K}_en` | `${K}_es`]?: string | null };

/** Picks `name_es` or `name_en` for the UI language, falling back to English. */
export function pickLocalized<K extends string>(item: Bilingual<K>, key: K, language: string): string {
  const record = item as Record<string, string | null | undefined>;
  return (language === "es" ? record[`${key}_es`] : null) || record[`${key}_en`] || "";
}

export function useLocalized() {
  const { i18n } = useTranslation();
  return <K extends string>(item: Bilingual<K>, key: K) => pickLocalized(item, key, i18n.language);
}
