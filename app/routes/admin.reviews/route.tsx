import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminReview } from "@schemas/admin-moderation";
import { REVIEW_STATUSES } from "@schemas/constants";
import { AdminHeader } from "~/components/admin/actions";
import { AdminList } from "~/components/admin/list";
import { PersonCell, ReviewActions, ReviewCell } from "~/components/admin/moderation";
import { adminApi, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { moderationIntents } from "~/components/admin/moderation-actions.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const query = listQuery(args.request);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminReview>>("/admin/reviews", query))]);
  return { title: t("admin.reviews"), page, scope: scopeOf(query, page.items) };
}

/**
 * The one listing or place the list is narrowed to (from a review's "all its reviews" link), kept
 * as a filter of its own so changing the other filters keeps it; named after its reviews' target.
 */
function scopeOf(query: Record<string, string>, items: AdminReview[]) {
  const kind = query.listing_id ? "listing" : query.place_id ? "place" : null;
  if (!kind) return null;
  const id = kind === "listing" ? query.listing_id! : query.place_id!;
  const title = items.find((review) => review.target.kind === kind && String(review.target.id) === id)?.target.title ?? `#${id}`;
  return { name: `${kind}_id`, kind, id, title };
}

export const meta = metaFromData;

export const action = (args: ActionFunctionArgs) => runIntent(args, moderationIntents);

export default function AdminReviewsPage() {
  const { t } = useTranslation();
  const { page, scope } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title={t("admin.reviews")} />
      <AdminList
        page={page}
        rowKey={(review) => review.id}
        searchLabel={t("admin_moderation.search_reviews")}
        filters={[
          { name: "status", label: t("admin_moderation.status"), options: REVIEW_STATUSES.map((status) => ({ value: status, label: t(`admin_moderation.review_status.${status}`) })) },
          { name: "target", label: t("admin_moderation.target"), options: [{ value: "listing", label: t("admin_moderation.listing") }, { value: "place", label: t("admin_moderation.place") }] },
          { name: "rating", label: t("admin_moderation.rating"), options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t("admin_moderation.stars", { count: n }) })) },
          ...(scope
            ? [{ name: scope.name, label: t(scope.kind === "listing" ? "admin_moderation.listing" : "admin_moderation.place"), options: [{ value: scope.id, label: scope.title }] }]
            : []),
        ]}
        columns={[
          { header: t("admin_moderation.review"), cell: (review) => <ReviewCell review={review} /> },
          { header: t("admin_moderation.author"), cell: (review) => <PersonCell person={review.author} /> },
          {
            header: t("admin_moderation.status"),
            cell: (review) => (
              <>
                {t(`admin_moderation.review_status.${review.status}`)}
                {review.is_featured ? ` · ${t("admin_moderation.featured")}` : ""}
                {review.open_reports ? ` · ${t("admin_moderation.open_reports", { count: review.open_reports })}` : ""}
              </>
            ),
          },
          { header: t("admin_moderation.date"), cell: (review) => review.created_at.slice(0, 10) },
          { header: t("admin.list.actions"), cell: (review) => <ReviewActions review={review} /> },
        ]}
      />
    </>
  );
}
