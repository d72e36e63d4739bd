import { useTranslation } from "~/utils/use-translation";
import type { FieldSpec } from "./admin-form";

/** The account fields the create and edit forms share. */
export function useAccountFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "first_name", label: t("admin_users.first_name") },
    { name: "last_name", label: t("admin_users.last_name") },
    { name: "email", label: t("admin_users.email"), type: "email" },
    { name: "business_name", label: t("admin_users.business_name") },
    { name: "is_superuser", label: t("admin_users.superuser"), type: "checkbox" },
    { name: "is_verified", label: t("admin_users.verified"), type: "checkbox" },
    { name: "is_business", label: t("admin_users.business"), type: "checkbox" },
  ];
}
