import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SimplePage } from "../components/simple-page";
import { button } from "../components/ui/ui.css";
import { metaFromData } from "../utils/meta-from-data";
import { textPage } from "../utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "places.title");
}
export const meta = metaFromData;

export default function PlacesPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t("places.title")} intro={t("places.intro")}>
      <Link to="/places/create" className={button.secondary}>
        {t("places.add")}
      </Link>
    </SimplePage>
  );
}
