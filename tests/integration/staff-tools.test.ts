import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { publicPages } from "../../app/content/pages";
import { imageSelector } from "../../app/seo/seo-fields";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminEnv, signedInClient, StaffClient } from "../helpers/staff";
import { unique } from "../helpers/unique";

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

/** The page as read: tags dropped. */
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""));
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

async function page(client: StaffClient, path: string) {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The toast the next page shows after a redirect. */
async function followToast(client: StaffClient, response: Response) {
  expect(response.status).toBe(302);
  return decode(await page(client, response.headers.get("Location")!));
}

describe("staff chrome", () => {
  const publicChrome = ['data-testid="mobile-call-bar"', "<footer"];

  it("frames staff pages with the staff navigation, never the public header, footer or call bar", async () => {
    for (const path of ["/admin/leads", "/admin/form-fills", "/admin/pages", "/admin/staff", "/?viewleads=true"]) {
      const html = await page(staff, path);
      for (const marker of publicChrome) expect(html, `${path}: ${marker}`).not.toContain(marker);
      expect(html, path).toContain('<nav aria-label="Staff"');
      for (const link of ["/admin", "/admin/leads", "/admin/form-fills", "/admin/settings", "/admin/pages"]) {
        expect(html, `${path} links ${link}`).toContain(`href="${link}"`);
      }
      expect(html, path).toContain('href="/admin/staff"');
      expect(html, path).toContain("View site");
      expect(html, path).toContain("Sign out");
      expect(html, path).toContain('<main id="main"');
    }
  });

  it("gives the sign-in page the staff header without the navigation", async () => {
    const html = await page(new StaffClient(server), "/admin/login");
    for (const marker of publicChrome) expect(html).not.toContain(marker);
    expect(html).not.toContain('<nav aria-label="Staff"');
    expect(html).toContain("Back to the site");
  });

  it("keeps the public header, footer and call bar on public pages", async () => {
    const html = await page(staff, "/");
    for (const marker of publicChrome) expect(html).toContain(marker);
    expect(html).not.toContain('<nav aria-label="Staff"');
  });
});

describe("the page catalog", () => {
  it("lists the heading and the images each public page renders (what the SEO editor offers)", async () => {
    for (const entry of publicPages) {
      const html = decode(await page(staff, entry.path));
      const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
      const h1 = main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, " ");
      expect(h1?.replace(/\s+/g, " ").trim(), entry.path).toBe(entry.heading);
      const images = [...main.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
      expect(images, entry.path).toEqual(entry.images.map((image) => image.src));
    }
  });
});

describe("Pages list", () => {
  it("shows every public page with its title and description rated, custom or default, and an editor link", async () => {
    const html = decode(await page(staff, "/admin/pages"));
    for (const entry of publicPages) {
      expect(html, entry.path).toContain(`href="${entry.path}?editseo=true"`);
      expect(html, entry.path).toContain(entry.seo.title);
    }
    // The default /sitemap title is 27 characters: below the 50-60 guidance, said in words.
    const sitemap = html.slice(html.indexOf("Sitemap | Waco Tree Service"));
    expect(sitemap).toMatch(/^Sitemap \| Waco Tree Service<\/dd><dd>.*?Too short.*?27 characters · aim for 50-60/);

    const title = "About Waco Tree Service: Certified Arborists Since 2010";
    const description = "A custom description that is far too short.";
    const csrf = await staff.csrfToken();
    await staff.postForm(
      "/admin/seo",
      { pagePath: "/about", intent: "save", title, description, h1Text: "" },
      { csrf },
    );
    const after = decode(await page(staff, "/admin/pages"));
    const about = after.slice(after.indexOf(">About Us</h2>"), after.indexOf('href="/about?editseo=true"'));
    expect(about).toContain("Custom");
    expect(about).toContain(title);
    expect(about).toContain(`${title.length} characters`);
    expect(about).toContain(description);
    expect(about).toContain("Too short");
    expect(about).toContain(`by ${ADMIN_EMAIL}`);
    await staff.postForm("/admin/seo", { pagePath: "/about", intent: "delete" }, { csrf });
  });
});

describe("SEO editor", () => {
  it("lists every image the page renders, lazy ones included, and shows the current heading", async () => {
    const html = decode(await page(staff, "/?editseo=true"));
    const home = publicPages.find((entry) => entry.path === "/")!;
    expect(home.images.length).toBeGreaterThan(1);
    const selectorInputs = html.match(/<input[^>]*name="imageAltTexts\[\d+\]\.selector"[^>]*>/g) ?? [];
    for (const image of home.images) {
      expect(selectorInputs.some((input) => input.includes(`value="${imageSelector(image.src)}"`))).toBe(true);
      expect(html).toContain(`Its own alt: ${image.alt}`);
    }
    expect(html).toMatch(new RegExp(`name="h1Text"[^>]*value="${home.heading}"`));
  });

  it("keeps the page's own heading as the default when it is saved unchanged", async () => {
    const csrf = await staff.csrfToken();
    const fields = {
      pagePath: "/service-areas",
      intent: "save",
      title: "Tree Service Areas Around Waco: Hewitt, Woodway, Robinson",
      description: "Where our crews work.",
    };
    await staff.postForm("/admin/seo", { ...fields, h1Text: "Our Service Areas" }, { csrf });
    const api = async () =>
      ((await (await staff.request("/api/seo?path=/service-areas")).json()) as { data: { h1Text: string | null } })
        .data;
    expect((await api()).h1Text).toBeNull();
    await staff.postForm("/admin/seo", { ...fields, h1Text: "Where Our Crews Work" }, { csrf });
    expect((await api()).h1Text).toBe("Where Our Crews Work");
    expect(decode(await page(staff, "/service-areas"))).toContain("Where Our Crews Work</h1>");
    await staff.postForm("/admin/seo", { pagePath: "/service-areas", intent: "delete" }, { csrf });
  });

  it("refuses an invalid field of any tab on the server, naming the field, every edit kept", async () => {
    const response = await staff.postForm(`/admin/seo?path=${encodeURIComponent("/contact")}`, {
      pagePath: "/contact",
      intent: "save",
      title: "Kept title of the contact page",
      description: "Kept description.",
      canonicalUrl: "not a url",
      structuredData: '{"@type": "Place"}',
      "imageAltTexts[0].selector": 'img[src="/images/x.svg"]',
      "imageAltTexts[0].alt": "Kept alt text",
    });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain("Canonical URL (Advanced): Must be a full URL starting with https://");
    expect(html).toMatch(/name="canonicalUrl"[^>]*aria-invalid="true"[^>]*value="not a url"/);
    expect(html).toContain('value="Kept title of the contact page"');
    expect(html).toContain("Kept description.");
    expect(html).toContain('{"@type": "Place"}');
    expect(html).toContain('value="Kept alt text"');
    expect((await staff.request("/api/seo?path=/contact")).status).toBe(404);
  });
});

describe("settings fixes", () => {
  it("keeps a refused email in its box without JavaScript", async () => {
    const response = await staff.postForm("/admin/form-fills", { intent: "add-email", email: "bad" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/name="email"[^>]*value="bad"/);
    expect(html).toMatch(/name="email"[^>]*aria-invalid="true"/);
  });

  it("keeps a refused lead-source message and phone number as typed", async () => {
    const phone = await staff.postForm("/admin/form-fills", { intent: "update-phone", phoneNumber: "x".repeat(41) });
    expect(phone.status).toBe(400);
    expect(await phone.text()).toContain(`value="${"x".repeat(41)}"`);
    const message = await staff.postForm("/admin/form-fills", { intent: "update-lead-source", message: "   " });
    expect(message.status).toBe(400);
    expect(await message.text()).toMatch(/name="message"[^>]*aria-invalid="true"/);
  });

  it("says the new phone number as the site shows it", async () => {
    const response = await staff.postForm("/admin/form-fills", { intent: "update-phone", phoneNumber: "2545550147" });
    expect(await followToast(staff, response)).toContain("The site now shows (254) 555-0147.");
  });

  it("says the visitor's confirmation goes to an email address, not a street address (issue #42)", async () => {
    const html = await page(staff, "/admin/form-fills");
    expect(html).toContain("Email each visitor who gives an email address a confirmation");
  });

  it("asks to confirm a removal in the page itself, and lets addresses wrap only at @ and dots", async () => {
    const email = `${unique("a-very-long-notification-address")}@crew.example.com`;
    await staff.postForm("/admin/form-fills", { intent: "add-email", email });
    const html = await page(staff, "/admin/form-fills");
    // Unbreakable pieces, with a break point after the @ and before each dot.
    const [local] = email.split("@");
    const piece = (text: string) => `<span class="whitespace-nowrap">${text}</span>`;
    expect(html).toContain([`${local}@`, "crew", ".example", ".com"].map(piece).join("<wbr/>"));
    const row = [...html.matchAll(/<li[^>]*data-testid="notification-email"[^>]*>([\s\S]*?)<\/li>/g)]
      .map((match) => match[1]!)
      .find((markup) => textOf(markup).includes(email));
    expect(row).toMatch(/<details[\s\S]*?<summary[^>]*>Remove[\s\S]*?<button type="submit"[^>]*>Confirm remove/);
  });
});

describe("staff accounts", () => {
  async function addAccount(client: StaffClient, email: string, password: string) {
    return client.postForm("/admin/staff", { intent: "add-account", email, password });
  }
  async function accountId(email: string) {
    const { db } = server.openDb();
    try {
      return (await db.selectFrom("staffUsers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    } finally {
      await db.destroy();
    }
  }

  it("lists accounts with created and last sign-in times in Waco time", async () => {
    const html = decode(await page(staff, "/admin/staff"));
    expect(html).toContain(ADMIN_EMAIL);
    expect(html).toMatch(
      /Last sign-in: <\/dt><dd[^>]*><time dateTime="[^"]+">[A-Z][a-z]{2} \d+, \d{4}, \d+:\d\d [AP]M C[SD]T</,
    );
  });

  it("adds an account that can sign in, refusing a bad email, a short password and a duplicate", async () => {
    const email = `${unique("crew")}@example.com`;
    const badEmail = await addAccount(staff, "not-an-email", "long-enough-password");
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain("Please enter a valid email address");

    const short = await addAccount(staff, email, "too-short");
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(shortHtml).toContain("The password must be at least 12 characters");
    expect(shortHtml).toMatch(new RegExp(`name="email"[^>]*value="${email}"`));
    expect(shortHtml, "a password is never sent back").not.toContain("too-short");

    const added = await addAccount(staff, email.toUpperCase(), "a-long-initial-password");
    expect(await followToast(staff, added)).toContain(`${email} can now sign in.`);
    expect((await addAccount(staff, email, "a-long-initial-password")).status).toBe(409);

    const newcomer = new StaffClient(server);
    expect((await newcomer.signIn(email, "a-long-initial-password")).status).toBe(302);
    expect(textOf(await page(staff, "/admin/staff"))).toContain(`${ADMIN_EMAIL} added ${email}`);
  });

  it("removes an account after a confirm step, never your own, and signs the removed one out", async () => {
    const email = `${unique("leaving")}@example.com`;
    await addAccount(staff, email, "a-long-initial-password");
    const leaving = new StaffClient(server);
    await leaving.signIn(email, "a-long-initial-password");
    expect((await leaving.request("/admin/leads")).status).toBe(200);

    const self = await staff.postForm("/admin/staff", {
      intent: "remove-account",
      accountId: String(await accountId(ADMIN_EMAIL)),
    });
    expect(self.status).toBe(409);
    expect(await self.text()).toContain("You cannot remove your own account.");

    const id = await accountId(email);
    expect(await page(staff, "/admin/staff")).toMatch(
      new RegExp(`name="accountId" value="${id}"/><details[\\s\\S]*?Confirm remove`),
    );
    const removed = await staff.postForm("/admin/staff", { intent: "remove-account", accountId: String(id) });
    expect(await followToast(staff, removed)).toContain(`${email} can no longer sign in.`);
    expect(textOf(await page(staff, "/admin/staff"))).toContain(`${ADMIN_EMAIL} removed ${email}`);
    expect((await leaving.request("/admin/leads")).status).toBe(302);
    expect((await new StaffClient(server).signIn(email, "a-long-initial-password")).status).toBe(400);
  });

  it("never removes the last account", async () => {
    const solo = await startServer({ env: adminEnv });
    try {
      const client = await signedInClient(solo);
      const html = await page(client, "/admin/staff");
      expect(html).toContain("The only account cannot be removed.");
      expect(html).not.toContain("Confirm remove");
      const { db } = solo.openDb();
      const { id } = await db.selectFrom("staffUsers").select("id").executeTakeFirstOrThrow();
      await db.destroy();
      const refused = await client.postForm("/admin/staff", { intent: "remove-account", accountId: String(id) });
      expect(refused.status).toBe(409);
      expect((await new StaffClient(solo).signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(302);
    } finally {
      await solo.stop();
    }
  });

  it("changes your own password after checking the current one, ending your other sessions", async () => {
    const email = `${unique("changer")}@example.com`;
    await addAccount(staff, email, "the-first-password");
    const changer = new StaffClient(server);
    await changer.signIn(email, "the-first-password");
    const otherBrowser = new StaffClient(server);
    await otherBrowser.signIn(email, "the-first-password");

    const wrong = await changer.postForm("/admin/staff", {
      intent: "change-password",
      currentPassword: "not-the-password",
      newPassword: "the-second-password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The current password is not correct.");
    const short = await changer.postForm("/admin/staff", {
      intent: "change-password",
      currentPassword: "the-first-password",
      newPassword: "short",
    });
    expect(short.status).toBe(400);

    const changed = await changer.postForm("/admin/staff", {
      intent: "change-password",
      currentPassword: "the-first-password",
      newPassword: "the-second-password",
    });
    expect(await followToast(changer, changed)).toContain("Password Changed");
    expect((await changer.request("/admin/leads")).status, "the browser that changed it stays signed in").toBe(200);
    expect((await otherBrowser.request("/admin/leads")).status, "every other session is ended").toBe(302);
    expect((await staff.request("/admin/leads")).status, "other accounts are not affected").toBe(200);
    expect((await new StaffClient(server).signIn(email, "the-first-password")).status).toBe(400);
    expect((await new StaffClient(server).signIn(email, "the-second-password")).status).toBe(302);
    expect(textOf(await page(staff, "/admin/staff"))).toContain(`${email} changed their password`);
  });
});
