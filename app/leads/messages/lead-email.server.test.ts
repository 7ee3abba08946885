import { describe, expect, it } from "vitest";

import { type LeadForEmail, renderLeadEmail, renderReminderEmail } from "./lead-email.server";

const lead: LeadForEmail = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "2545550147",
  address: null,
  service: "stump-removal",
  message: "Two stumps\nin the back yard",
  createdAt: "2026-03-01T15:04:05.000Z",
  sourcePage: "/contact",
  landingPage: "/services/stump-removal",
  referrer: "https://www.google.com/",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: null,
  language: "en",
};

const options = {
  leadSourceMessage: "Lead from the Waco website",
  siteUrl: "https://www.example.com",
};

describe("renderLeadEmail", () => {
  it("names the service and the lead in the subject", () => {
    expect(renderLeadEmail(lead, options).subject).toBe("New quote request: Stump Grinding & Removal from Jane Doe");
  });

  it("marks a lead from the Spanish pages [ES] after [EMERGENCY], and says Prefers Spanish in the body", () => {
    const spanish = renderLeadEmail({ ...lead, language: "es" }, options);
    expect(spanish.subject).toBe("[ES] New quote request: Stump Grinding & Removal from Jane Doe");
    expect(spanish.text).toContain("Language: Prefers Spanish");
    const emergency = renderLeadEmail({ ...lead, language: "es", service: "emergency-tree-service" }, options);
    expect(emergency.subject).toMatch(/^\[EMERGENCY\] \[ES\] New quote request/);
    expect(renderLeadEmail(lead, options).text).not.toContain("Prefers Spanish");
  });

  it("says first when the lead is flagged possible spam, in the subject and both bodies", () => {
    const email = renderLeadEmail({ ...lead, possibleSpam: 1 }, options);
    expect(email.subject).toBe("[Possible spam] New quote request: Stump Grinding & Removal from Jane Doe");
    const explanation = "Possible spam. The form's anti-spam time stamp was missing or invalid. Check before calling.";
    expect(email.text.split("\n").slice(0, 3)).toEqual(["Lead from the Waco website", "", explanation]);
    expect(email.html).toContain(`<p>${explanation.replace("'", "&#x27;")}</p>`);
    expect(renderLeadEmail({ ...lead, possibleSpam: 0 }, options).text).not.toContain("Possible spam");
  });

  it("heads the text body with the lead-source message and lists every field and the lead's page", () => {
    const { text } = renderLeadEmail(lead, options);
    expect(text.split("\n")[0]).toBe("Lead from the Waco website");
    for (const line of [
      "Name: Jane Doe",
      "Phone: (254) 555-0147",
      "Email: jane@example.com",
      "Address: (not given)",
      "Service: Stump Grinding & Removal",
      "Message: Two stumps\nin the back yard",
      "Received: Mar 1, 2026, 9:04 AM CST",
      "Landing page: /services/stump-removal",
      "Page: /contact",
      "Referrer: https://www.google.com/",
      "Campaign: google / cpc",
      "Open this lead: https://www.example.com/admin/leads/7",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("gives directions to an address the owner can drive to", () => {
    const { text } = renderLeadEmail({ ...lead, address: "1200 Austin Ave, Waco" }, options);
    expect(text).toContain("Directions: https://www.google.com/maps/dir/?api=1&destination=1200+Austin+Ave%2C+Waco");
    expect(renderLeadEmail({ ...lead, address: "Not required" }, options).text).not.toContain("Directions");
  });

  it("escapes whatever a visitor typed in the HTML body", () => {
    const hostile = "<script>alert('x')</script><img src=x onerror=alert(1)>";
    const { html } = renderLeadEmail(
      {
        ...lead,
        name: hostile,
        message: hostile,
        address: hostile,
        email: `"><b>@x.com`,
        referrer: hostile,
      },
      { ...options, leadSourceMessage: "<i>source</i>" },
    );
    expect(html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(html).toContain("<h1");
    expect(html).toContain("&lt;i&gt;source&lt;/i&gt;");
    expect(html).toContain('<a href="https://www.example.com/admin/leads/7">Open this lead</a>');
  });

  it("keeps the subject on one line whatever the name holds", () => {
    expect(renderLeadEmail({ ...lead, name: "Jane\r\nBcc: evil@example.com" }, options).subject).toBe(
      "New quote request: Stump Grinding & Removal from Jane Bcc: evil@example.com",
    );
  });

  it("writes the reminder for an overdue lead: whom to call, how late, and the lead's page", () => {
    const email = renderReminderEmail(lead, {
      siteUrl: options.siteUrl,
      dueAt: "2026-03-02T14:00:00.000Z",
      now: new Date("2026-03-02T16:05:00.000Z"),
    });
    expect(email.subject).toBe("Overdue call-back: Jane Doe (Stump Grinding & Removal), 2 h 5 min late");
    expect(email.text.split("\n")[0]).toBe("Overdue: call Jane Doe back");
    expect(email.text).toContain("was due a call back by Mar 2, 2026, 8:00 AM CST (2 h 5 min ago)");
    expect(email.text).toContain("Phone: (254) 555-0147");
    expect(email.text).toContain("Open this lead: https://www.example.com/admin/leads/7");
    expect(email.html).toContain('<a href="https://www.example.com/admin/leads/7">');
  });
});
