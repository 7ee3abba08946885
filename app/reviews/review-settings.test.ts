import { describe, expect, it } from "vitest";

import { isGoogleReviewUrl, reviewSettingsSchema } from "./review-settings";

describe("review settings", () => {
  it("takes Google's write-review link with a place id and g.page review links, nothing else", () => {
    expect(isGoogleReviewUrl("https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4")).toBe(
      true,
    );
    expect(isGoogleReviewUrl("https://g.page/r/CabcDEF123xyz/review")).toBe(true);
    expect(isGoogleReviewUrl("https://search.google.com/local/writereview")).toBe(false);
    expect(isGoogleReviewUrl("http://g.page/r/CabcDEF123xyz/review")).toBe(false);
    expect(isGoogleReviewUrl("https://evil.example.com/r/x/review")).toBe(false);
    expect(isGoogleReviewUrl("not a link")).toBe(false);
  });

  it("refuses requests on without the Google link, and a second platform without its link", () => {
    const issues = reviewSettingsSchema.safeParse({
      intent: "review-settings",
      isEnabled: "on",
      otherReviewName: "Yelp",
    }).error?.issues;
    expect(issues?.map((issue) => issue.path[0])).toEqual(["googleReviewUrl", "otherReviewUrl"]);
  });
});
