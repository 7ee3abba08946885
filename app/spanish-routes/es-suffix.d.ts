/**
 * A route module imported with the "?es" suffix (app/spanish-routes/): esbuild compiles it as a
 * module of its own, TypeScript cannot follow the suffix. Remix reads these exports by name.
 */
declare module "*?es" {
  export const action: unknown;
  export const clientAction: unknown;
  export const shouldRevalidate: unknown;
  export const loader: unknown;
  export const meta: unknown;
  export const links: unknown;
  export const headers: unknown;
  export const handle: unknown;
  export const structuredData: unknown;
  export const ErrorBoundary: unknown;
  const Page: unknown;
  export default Page;
}
