import type { ActionFunctionArgs } from "@remix-run/node";

// Placeholder until the quote-request capability lands: the action behind the
// quote form on the home page (#contact) and /contact.
export async function quoteFormAction(_args: ActionFunctionArgs) {
  return new Response("Not implemented", { status: 405 });
}
