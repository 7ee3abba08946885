import { describe, expect, it } from "vitest";

import { firstTouchOf } from "./first-touch.server";

const ownHosts = ["www.example.com"];
const page = (path: string) => new URL(path, "https://www.example.com");

describe("firstTouchOf (what the first page of a visit records)", () => {
  it("keeps an ad's tags, its click id, the referring site and the landing page without its query", () => {
    expect(
      firstTouchOf(
        page("/services/tree-removal?utm_source=google&utm_medium=cpc&utm_campaign=storm&gclid=abc"),
        "https://www.google.com/",
        ownHosts,
      ),
    ).toEqual({
      landingPage: "/services/tree-removal",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "storm",
      utmTerm: null,
      utmContent: null,
      gclid: "abc",
      fbclid: null,
      msclkid: null,
    });
  });

  it("records nothing for a visit from nowhere or from the site's own pages", () => {
    expect(firstTouchOf(page("/about"), undefined, ownHosts)).toBeUndefined();
    expect(firstTouchOf(page("/about"), "https://www.example.com/contact", ownHosts)).toBeUndefined();
    expect(firstTouchOf(page("/about"), "not a url", ["www.example.com"])).toMatchObject({ referrer: "not a url" });
  });

  it("names an auto-tagged click by its network, and leaves a Meta click to its referrer", () => {
    expect(firstTouchOf(page("/?gclid=x"), undefined, ownHosts)).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
    });
    expect(firstTouchOf(page("/?msclkid=x"), undefined, ownHosts)).toMatchObject({
      utmSource: "bing",
      utmMedium: "cpc",
    });
    expect(firstTouchOf(page("/?gclid=x&utm_source=newsletter"), undefined, ownHosts)).toMatchObject({
      utmSource: "newsletter",
      utmMedium: null,
    });
    expect(firstTouchOf(page("/?fbclid=x"), "https://l.facebook.com/", ownHosts)).toMatchObject({
      utmSource: null,
      referrer: "https://l.facebook.com/",
    });
  });

  it("cuts every value to 200 characters, so the cookie stays far under 4 KB", () => {
    const long = "x".repeat(5000);
    const touch = firstTouchOf(
      page(`/${long}?utm_source=${long}&utm_campaign=${long}`),
      `https://a.com/${long}`,
      ownHosts,
    )!;
    for (const value of Object.values(touch)) expect((value ?? "").length).toBeLessThanOrEqual(200);
  });
});
