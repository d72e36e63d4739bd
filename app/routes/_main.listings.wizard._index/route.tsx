import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { FieldDefinition, Listing, ListingList } from "@schemas/listing";
import type { MapSettings } from "@schemas/admin-map";
import { WIZARD_STEPS, type WizardStep, WizardSteps } from "@schemas/listing-write";
import { SimplePage } from "~/components/simple-page";
import { button } from "~/components/ui/ui.css";
import { PhotosStep, PhotosStepButtons } from "~/components/wizard/photos-step";
import { ReviewStep } from "./review-step";
import { CategoryStep, DetailsStep, LocationStep, PriceStep, StepButtons } from "~/components/wizard/wizard-forms";
import type { PlacingLocation } from "~/components/wizard/location-picker";
import { isListingSection, loadSectionData, saveListingSection, shownPhone } from "~/components/wizard/listing-sections.server";
import * as styles from "~/components/wizard/wizard.css";
import { apiFor } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { loadCategoryTree } from "~/utils/shell.server";
import type { ShellCategory } from "~/utils/types";
import { type PhotoResult, photosAction } from "~/components/wizard/photos.server";
import { orErrorPage, refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { loadPlacingLocations } from "~/utils/shell.server";
import { readForm } from "~/utils/form-data.server";

type WizardResult = { intent: string; photo: PhotoResult | null; reply: SubmissionResult<string[]> | null; errors: string[] };
const answer = (result: Partial<WizardResult> & { intent: string }, status = 400) =>
  data<WizardResult>({ photo: null, reply: null, errors: [], ...result }, { status });

const isStep = (value: string | null): value is WizardStep => WIZARD_STEPS.includes(value as WizardStep);
const stepUrl = (id: number, step: WizardStep) => `/listings/wizard?id=${id}&step=${step}`;
const nextStep = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)];
const previousStep = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)];

/** What the steps without a listing's section (the category, a profile to complete) load of the sections' data. */
const NO_SECTION_DATA = { definitions: [] as FieldDefinition[], mapSettings: null as MapSettings | null, locations: [] as PlacingLocation[] };

/**
 * The listing wizard: category → details → photos → location → price → review.
 * The draft lives on the server and is saved after every step, so nothing is lost.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await getT(request);
  const title = t("wizard.title_page");
  // The phone the details step offers to show, as buyers will see it.
  const phone = shownPhone(user.phone);
  // Posting needs a profile with first name, last name and phone.
  if (!user.first_name || !user.last_name || !user.phone) {
    return { title, profileComplete: false, phone, step: "category" as WizardStep, listing: null, ...NO_SECTION_DATA, drafts: [], categories: [] as ShellCategory[] };
  }
  const api = await apiFor(request, context);
  // The category step offers every category with its subcategories.
  const categoryTree = () => loadCategoryTree(request, context, api.language);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id"));
  if (!id) {
    const [drafts, categories] = await Promise.all([api.get<ListingList>("/listings/mine", { status: "draft", limit: 20 }), categoryTree()]);
    return { title, profileComplete: true, phone, step: "category" as WizardStep, listing: null, ...NO_SECTION_DATA, drafts: drafts.listings, categories };
  }
  const listing = await orErrorPage(api.get<Listing>(`/listings/${id}`));
  if (listing.user.id !== user.id && !user.is_superuser) throw data({ detail: "Listing not found" }, { status: 404 });
  const requested = url.searchParams.get("step");
  const stored = listing.status === "draft" && isStep(listing.wizard_step) ? listing.wizard_step : "details";
  const step = isStep(requested) ? requested : stored;
  const [sectionData, categories] = await Promise.all([
    loadSectionData(api, request, context, listing, { details: step === "details", location: step === "location" }),
    step === "category" ? categoryTree() : ([] as ShellCategory[]),
  ]);
  return { title, profileComplete: true, phone, step, listing, ...sectionData, drafts: [], categories };
}

export const meta = metaFromData;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const api = await apiFor(request, context);
  const id = Number(new URL(request.url).searchParams.get("id"));

  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const result = await photosAction(request, api, id);
    if (result === "next") {
      await api.patch(`/listings/${id}`, { wizard_step: "location" });
      return redirect(stepUrl(id, "location"));
    }
    return answer({ intent: "photos", photo: result }, result.ok ? 200 : 400);
  }

  const formData = await readForm(request);
  const intent = String(formData.get("intent"));
  if (intent === "publish") {
    try {
      // Published, then the last step: promotion is offered, and skipping it leaves the listing as it is.
      const listing = await api.post<Listing>(`/listings/${id}/publish`);
      return redirect(`/listings/wizard/payment/${listing.id}`);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throwAsErrorPage(error);
      const errors = refusal.errors.length > 0 ? refusal.errors.map((e) => e.message) : [refusal.messageKey];
      return answer({ intent, errors });
    }
  }
  if (isListingSection(intent)) {
    const reply = await saveListingSection(api, id, intent, formData, () => loadPlacingLocations(request, context), { wizard_step: nextStep(intent) });
    return reply ? answer({ intent, reply }) : redirect(stepUrl(id, nextStep(intent)));
  }
  if (intent !== "category") return answer({ intent, errors: ["error.try_again"] });
  const submission = parseWithZod(formData, { schema: WizardSteps.category });
  if (submission.status !== "success") return answer({ intent, reply: submission.reply() });
  try {
    if (!id) {
      const created = await api.post<Listing>("/listings", { ...submission.value, wizard_step: "details" });
      return redirect(stepUrl(created.id, "details"));
    }
    await api.patch(`/listings/${id}`, { ...submission.value, wizard_step: nextStep("category") });
    return redirect(stepUrl(id, nextStep("category")));
  } catch (error) {
    return answer({ intent, reply: replyWithApiError(submission, error) });
  }
}

function ProfileNeeded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // With JavaScript, a confirm offers to go straight to the profile.
  useEffect(() => {
    if (window.confirm(t("wizard.profile_needed"))) navigate("/dashboard?section=profile");
  }, [navigate, t]);
  return (
    <>
      <p>{t("wizard.profile_needed")}</p>
      <Link to="/dashboard?section=profile" className={button.primary}>
        {t("wizard.complete_profile")}
      </Link>
    </>
  );
}

export default function WizardPage() {
  const { t } = useTranslation();
  const { profileComplete, phone, step, listing, definitions, drafts, mapSettings, locations, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const reply = result?.intent === step ? (result.reply ?? undefined) : undefined;
  if (!profileComplete) {
    return (
      <SimplePage title={t("wizard.title")}>
        <ProfileNeeded />
      </SimplePage>
    );
  }
  const back = listing ? stepUrl(listing.id, previousStep(step)) : "/listings/wizard";
  return (
    <SimplePage title={t("wizard.title")}>
      <ol className={styles.steps} aria-label={t("wizard.steps")}>
        {WIZARD_STEPS.map((name) => (
          <li key={name} className={styles.step} aria-current={name === step ? "step" : undefined}>
            {listing ? <Link to={stepUrl(listing.id, name)}>{t(`wizard.step.${name}`)}</Link> : t(`wizard.step.${name}`)}
          </li>
        ))}
      </ol>
      <h2>{t(`wizard.step.${step}`)}</h2>
      {!listing ? (
        <>
          <CategoryStep categories={categories} listing={null} lastResult={reply} />
          {drafts.length > 0 ? (
            <section aria-labelledby="drafts-title">
              <h2 id="drafts-title">{t("wizard.drafts")}</h2>
              <ul>
                {drafts.map((draft) => (
                  <li key={draft.id}>
                    <Link to={`/listings/wizard?id=${draft.id}`}>{draft.title || t("wizard.untitled")}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : step === "category" ? (
        <CategoryStep categories={categories} listing={listing} lastResult={reply} />
      ) : step === "details" ? (
        <DetailsStep listing={listing} definitions={definitions} phone={phone} lastResult={reply} footer={<StepButtons back={back} />} />
      ) : step === "photos" ? (
        <PhotosStep listing={listing} result={result?.photo ?? undefined} footer={<PhotosStepButtons back={back} />} />
      ) : step === "location" ? (
        <LocationStep listing={listing} locations={locations} mapSettings={mapSettings} lastResult={reply} footer={<StepButtons back={back} />} />
      ) : step === "price" ? (
        <PriceStep listing={listing} lastResult={reply} footer={<StepButtons back={back} />} />
      ) : (
        <ReviewStep listing={listing} errors={result?.intent === "publish" ? result.errors : []} stepUrl={(s) => stepUrl(listing.id, s)} />
      )}
    </SimplePage>
  );
}
