import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { SimplePage } from "../components/simple-page";
import { metaFromData } from "../utils/meta-from-data";
import { textPage } from "../utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "weather.title");
}
export const meta = metaFromData;

export default function WeatherPage() {
  const { t } = useTranslation();
  return <SimplePage title={t("weather.title")} intro={t("weather.intro")} />;
}
