import { useRouteLoaderData } from "@remix-run/react";

/** A route match as `meta` functions receive them. */
export interface RouteMatch {
  id: string;
  data?: unknown;
}

/*
 * The root loader's data, read as the part a module needs. Each domain names
 * its part as a type (e.g. `SeoRootData`), and root.tsx checks with `satisfies`
 * that its loader sends every part, so no module imports root.tsx back.
 */
export function useRootData<Part>(): Partial<Part> {
  return (useRouteLoaderData("root") ?? {}) as Partial<Part>;
}

/** The same, for a route's `meta` function. */
export function rootDataFromMatches<Part>(matches: readonly RouteMatch[]): Partial<Part> {
  return (matches.find((match) => match.id === "root")?.data ?? {}) as Partial<Part>;
}
