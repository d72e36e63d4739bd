import { describe, expect, test } from "vitest";
import { REVIEW_MESSAGES } from "../../api/schemas/constants";
import { type Api, ApiError } from "../../app/utils/api.server";
import { reviewAction } from "~/components/reviews/reviews.server";

// The review forms' action against an API that answers as told: what the page shows when the
// API refuses (its detail), fails (SPEC §8's fallback texts) or accepts.
const apiAnswering = (outcome: ApiError | "ok") =>
  ({
    post: async () => {
      if (outcome !== "ok") throw outcome;
      return {};
    },
  }) as unknown as Api;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const report = form({ review_id: "7", reason: "spam", description: "Advertises another site" });

describe("reporting a review", () => {
  test("a failure of the API says 'Failed to submit report' (502)", async () => {
    const answer = await reviewAction("report-review", report, apiAnswering(new ApiError(500, "Internal Server Error")));
    expect(answer.init?.status).toBe(502);
    expect(answer.data).toEqual({ intent: "report-review", ok: false, review_id: 7, message: "listing.report_failed" });
  });

  test("a refusal shows the API's detail with its status", async () => {
    const answer = await reviewAction("report-review", report, apiAnswering(new ApiError(409, "You have already reported this review")));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: "You have already reported this review" });
  });

  test("a success says 'Report submitted successfully'", async () => {
    const answer = await reviewAction("report-review", report, apiAnswering("ok"));
    expect(answer.data).toEqual({ intent: "report-review", ok: true, review_id: 7, message: "listing.report_sent" });
  });
});

describe("writing a review", () => {
  test("a failure of the API puts 'Failed to submit review' on the form", async () => {
    const review = form({ listing_id: "3", rating: "4", title: "Fair seller" });
    const answer = await reviewAction("review", review, apiAnswering(new ApiError(503, "Service Unavailable")));
    expect(answer.init?.status).toBe(502);
    const body = answer.data as { ok: boolean; reply: { error?: Record<string, string[]> } };
    expect(body.ok).toBe(false);
    expect(body.reply.error?.[""]).toEqual([REVIEW_MESSAGES.submitFailed]);
  });
});
