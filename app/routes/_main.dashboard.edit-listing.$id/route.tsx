import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { Listing } from "@schemas/listing";
import { SimplePage } from "~/components/simple-page";
import { button, card, formSuccess } from "~/components/ui/ui.css";
import { isListingSection, type ListingSection, loadSectionData, saveListingSection, shownPhone } from "~/components/wizard/listing-sections.server";
import { type PhotoResult, photosAction } from "~/components/wizard/photos.server";
import { PhotosStep } from "~/components/wizard/photos-step";
import { DetailsStep, LocationStep, PriceStep, SaveButton } from "~/components/wizard/wizard-forms";
import { apiFor } from "~/utils/api.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { requireUser } from "~/utils/auth.server";
import { readForm } from "~/utils/form-data.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { loadPlacingLocations } from "~/utils/shell.server";

type EditResult = { intent: string; reply: SubmissionResult<string[]> | null; photo: PhotoResult | null };

const editUrl = (id: number) => `/dashboard/edit-listing/${id}`;
const notFound = () => Response.json({ detail: "Listing not found" }, { status: 404 });

function listingId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
}

/**
 * Every part of a listing on one page (details with the phone choice, price, photos, location),
 * each saved by its own form: a seller changes a price without walking through the wizard. Only
 * its owner or an admin gets here; anyone else is told it does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = listingId(params.id);
  const api = await apiFor(request, context);
  const [t, listing] = await Promise.all([getT(request), orErrorPage(api.get<Listing>(`/listings/${id}`))]);
  const isOwner = listing.user.id === user.id;
  if (!isOwner && !user.is_superuser) throw notFound();
  const sectionData = await loadSectionData(api, request, context, listing, { details: true, location: true });
  // The phone the details section offers to show: the seller's (an admin sees it when shown).
  const phone = isOwner ? shownPhone(user.phone) : listing.user.phone;
  return { title: t("edit_listing.title"), listing, phone, ...sectionData };
}

export const meta = metaFromData;

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context);
  const id = listingId(params.id);
  const api = await apiFor(request, context);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const photo = await photosAction(request, api, id);
    // The edit page has no "next": every photo change is saved as it is made.
    if (photo === "next") return redirect(editUrl(id));
    return data<EditResult>({ intent: "photos", reply: null, photo }, { status: photo.ok ? 200 : 400 });
  }
  const formData = await readForm(request);
  const intent = String(formData.get("intent"));
  if (!isListingSection(intent)) return data<EditResult>({ intent, reply: null, photo: null }, { status: 400 });
  const reply = await saveListingSection(api, id, intent, formData, () => loadPlacingLocations(request, context));
  if (reply) return data<EditResult>({ intent, reply, photo: null }, { status: 400 });
  // After and Redirect-After-Post: a reload does not send the form again; the hash brings the section back into view.
  return redirect(`${editUrl(id)}?saved=${intent}#edit-${intent}`);
}

function Section({ id, title, saved, children }: { id: ListingSection | "photos"; title: string; saved: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section id={`edit-${id}`} className={card} aria-labelledby={`edit-${id}-title`} style={{ marginBottom: "16px" }}>
      <h2 id={`edit-${id}-title`}>{title}</h2>
      {saved ? (
        <p className={formSuccess} role="status">
          {t("edit_listing.saved")}
        </p>
      ) : null}
      {children}
    </section>
  );
}

export default function EditListingPage() {
  const { t } = useTranslation();
  const { listing, phone, definitions, mapSettings, locations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // A section's errors come back with it; its "saved" comes in the URL after the redirect.
  const saved = result ? null : params.get("saved");
  const replyOf = (section: ListingSection) => (result?.intent === section ? (result.reply ?? undefined) : undefined);
  return (
    <SimplePage title={`${t("edit_listing.title")}: ${listing.title || t("wizard.untitled")}`}>
      <nav aria-label={t("edit_listing.sections")}>
        <p style={{ display: "flex", flexWrap: "wrap", gap: "8px 16px" }}>
          {(["details", "price", "photos", "location"] as const).map((section) => (
            <a key={section} href={`#edit-${section}`}>
              {t(`wizard.step.${section}`)}
            </a>
          ))}
          {listing.status === "draft" ? (
            <Link to={`/listings/wizard?id=${listing.id}`}>{t("edit_listing.continue_draft")}</Link>
          ) : (
            <Link to={`/listing/${listing.slug}`}>{t("edit_listing.view")}</Link>
          )}
        </p>
      </nav>
      <Section id="details" title={t("wizard.step.details")} saved={saved === "details"}>
        <DetailsStep listing={listing} definitions={definitions} phone={phone} lastResult={replyOf("details")} footer={<SaveButton />} />
      </Section>
      <Section id="price" title={t("wizard.step.price")} saved={saved === "price"}>
        <PriceStep listing={listing} lastResult={replyOf("price")} footer={<SaveButton />} />
      </Section>
      <Section id="photos" title={t("wizard.step.photos")} saved={false}>
        <PhotosStep listing={listing} result={result?.photo ?? undefined} />
      </Section>
      <Section id="location" title={t("wizard.step.location")} saved={saved === "location"}>
        <LocationStep listing={listing} locations={locations} mapSettings={mapSettings} lastResult={replyOf("location")} footer={<SaveButton />} />
      </Section>
      <p>
        <Link to="/dashboard?section=listings" className={button.secondary}>
          {t("nav.my_listings")}
        </Link>
      </p>
    </SimplePage>
  );
}
