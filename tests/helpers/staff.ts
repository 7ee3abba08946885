import { rawRequest } from "./raw-http";
import type { TestServer } from "./server";

export const ADMIN_EMAIL = "owner@example.com";
export const ADMIN_PASSWORD = "correct-horse-battery-staple";
export const adminEnv = { ADMIN_EMAIL, ADMIN_PASSWORD };

/** A browser-like HTTP client for one server: keeps cookies, reads CSRF tokens from pages. */
export class StaffClient {
  private cookies = new Map<string, string>();
  /** The CSRF token read from a page, and the CSRF cookie it belongs to (remix-utils: one token per cookie). */
  private csrf?: { cookie: string; token: string };

  constructor(private readonly server: Pick<TestServer, "url">) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    return this.keepCookies(await fetch(`${this.server.url}${path}`, { redirect: "manual", ...init, headers }));
  }

  private keepCookies(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** GET, following redirects the way a browser does (cookies included). */
  async get(path: string) {
    let response = await this.request(path);
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
      response = await this.request(response.headers.get("Location")!);
    }
    return response;
  }

  /**
   * The token a page's forms carry, read from the sign-in page (a staff page once signed in), as a
   * browser has it: read again only when the CSRF cookie changes, since the token is derived from it.
   */
  async csrfToken() {
    const cookie = this.cookies.get("__csrf");
    if (cookie !== undefined && this.csrf?.cookie === cookie) return this.csrf.token;
    const html = await (await this.get("/admin/login")).text();
    const token = html.match(/name="csrf" value="([^"]+)"/)?.[1];
    if (!token) throw new Error("No CSRF token on the sign-in page");
    const kept = this.cookies.get("__csrf");
    if (kept !== undefined) this.csrf = { cookie: kept, token };
    return token;
  }

  /** A form post as a browser without JavaScript sends it, CSRF token included unless overridden. */
  async postForm(
    path: string,
    fields: Record<string, string>,
    options: { csrf?: string | null; headers?: Record<string, string> } = {},
  ) {
    const body = new URLSearchParams(fields);
    const csrf = options.csrf === undefined ? await this.csrfToken() : options.csrf;
    if (csrf !== null) body.set("csrf", csrf);
    // Sent with node:http: fetch() always says "Sec-Fetch-Mode: cors", as Remix's own fetch does,
    // while a browser posting the form itself says "navigate".
    const raw = await rawRequest(Number(new URL(this.server.url).port), {
      method: "POST",
      path,
      body: body.toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Mode": "navigate",
        "Sec-Fetch-Dest": "document",
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
        ...options.headers,
      },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw.headers)) {
      for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
    }
    return this.keepCookies(
      new Response(raw.status === 204 || raw.status === 304 ? null : raw.body, { status: raw.status, headers }),
    );
  }

  async signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD, redirectTo = "") {
    return this.postForm("/admin/login", { email, password, redirectTo });
  }

  async api(method: string, path: string, body?: unknown) {
    return this.request(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

export async function signedInClient(server: TestServer) {
  const client = new StaffClient(server);
  const response = await client.signIn();
  if (response.status !== 302) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return client;
}

export const CREW_PASSWORD = "limber-otter-quartz-fjord";

/**
 * The two accounts of a site with a crew: the owner (adminEnv, the first account), and a staff
 * account of `crewEmail` the owner adds on the Staff page; each signed in with a client of its own.
 */
export async function ownerAndCrew(server: TestServer, crewEmail: string) {
  const owner = await signedInClient(server);
  const added = await owner.postForm("/admin/staff", {
    intent: "add-account",
    email: crewEmail,
    password: CREW_PASSWORD,
  });
  if (added.status !== 302) throw new Error(`Adding ${crewEmail} failed: ${added.status} ${await added.text()}`);
  const crew = new StaffClient(server);
  const signedIn = await crew.signIn(crewEmail, CREW_PASSWORD);
  if (signedIn.status !== 302) throw new Error(`${crewEmail} could not sign in: ${signedIn.status}`);
  return { owner, crew };
}

type LeadInput = {
  name: string;
  phone?: string;
  email?: string | null;
  service?: string;
  message?: string;
  createdAt?: Date;
  isContacted?: boolean;
  /** Left out, the server's reminder sweep fills it in from the business hours. */
  callbackDueAt?: Date;
  address?: string;
  sourcePage?: string;
  referrer?: string;
  utmSource?: string;
  utmCampaign?: string;
  utmMedium?: string;
  possibleSpam?: boolean;
  contactedAt?: Date;
  outcome?: "open" | "won" | "lost";
  jobValueCents?: number;
  lostReason?: "price" | "timing" | "no-answer" | "out-of-area" | "not-a-fit" | "other";
};

/** Inserts leads straight into the server's database; resolves to their ids. */
export async function insertLeads(server: Pick<TestServer, "openDb">, leads: LeadInput[]) {
  const { db } = server.openDb();
  try {
    const ids: number[] = [];
    for (const lead of leads) {
      const row = await db
        .insertInto("leads")
        .values({
          name: lead.name,
          phone: lead.phone ?? "2545550100",
          email: lead.email === undefined ? "customer@example.com" : lead.email,
          service: lead.service ?? "tree-removal",
          message: lead.message ?? "Please call me",
          createdAt: (lead.createdAt ?? new Date()).toISOString(),
          isContacted: lead.isContacted ? 1 : 0,
          callbackDueAt: lead.callbackDueAt?.toISOString(),
          address: lead.address,
          sourcePage: lead.sourcePage,
          referrer: lead.referrer,
          utmSource: lead.utmSource,
          utmCampaign: lead.utmCampaign,
          utmMedium: lead.utmMedium,
          possibleSpam: lead.possibleSpam ? 1 : 0,
          contactedAt: lead.contactedAt?.toISOString(),
          outcome: lead.outcome,
          jobValueCents: lead.jobValueCents,
          lostReason: lead.lostReason,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  } finally {
    await db.destroy();
  }
}

/** What a lead page's "Messages to send" card lists, by label ("Overdue call-back", "Estimate nudge"). */
export function messagesToSend(leadPage: string) {
  const card = /data-testid="pending-messages"[\s\S]*?<\/ul>/.exec(leadPage)?.[0] ?? "";
  return [...card.matchAll(/<p class="font-medium[^"]*">([^<]+)<\/p>/g)].map((match) => match[1]);
}
