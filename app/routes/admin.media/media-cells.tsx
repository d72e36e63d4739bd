import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { MediaUse } from "@schemas/admin-guide";

/** "830 B", "12.4 KB", "3.1 MB": a file's size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Where each use of a file is managed. */
const pageOf = (use: MediaUse): string => {
  switch (use.kind) {
    case "listing":
      return `/listing/${use.id}`;
    case "place":
      return `/admin/places/${use.id}/edit`;
    case "top_location":
      return `/admin/top-locations/${use.id}/edit`;
    case "banner":
      return `/admin/banners/${use.id}/edit`;
    case "avatar":
      return `/admin/users/${use.id}/edit`;
  }
};

/** What uses a file, each a link to it; "Unused" for an orphan. */
export function UsedBy({ uses }: { uses: MediaUse[] }) {
  const { t } = useTranslation();
  if (!uses.length) return <strong data-testid="media-unused">{t("admin_guide.unused")}</strong>;
  return (
    <ul style={{ margin: 0, paddingLeft: "1em" }}>
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}`}>
          {t(`admin_guide.use_${use.kind}`)}: <Link to={pageOf(use)}>{use.name}</Link>
        </li>
      ))}
    </ul>
  );
}
