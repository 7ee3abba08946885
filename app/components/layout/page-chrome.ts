import { useMatches } from "@remix-run/react";

/**
 * Which frame a page sits in: the public site's header, footer and phone call
 * bar; the same without the call bar on a person's own page opened from a link
 * (their estimate, their job, their visit), where "Free Quote" asks for what they
 * already have; or the staff screens' own compact header (rendered by the route).
 */
export type PageChrome = "public" | "personal" | "staff";

/**
 * A route asks for its frame through its `handle`; the deepest route that
 * says wins, and a function decides from the route's loader data (the home
 * page is a staff screen with ?viewleads=true).
 */
export interface PageChromeHandle {
  chrome: PageChrome | ((data: unknown) => PageChrome);
}

function chromeOf(handle: unknown, data: unknown): PageChrome | undefined {
  const chrome = (handle as Partial<PageChromeHandle> | undefined)?.chrome;
  return typeof chrome === "function" ? chrome(data) : chrome;
}

export function usePageChrome(): PageChrome {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const chrome = chromeOf(match.handle, match.data);
    if (chrome) return chrome;
  }
  return "public";
}
