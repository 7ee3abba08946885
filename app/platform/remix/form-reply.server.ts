import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";

import type { ToastInput } from "./toast";
import { createToastHeaders, redirectWithToast } from "./toast.server";

/**
 * Whether the browser itself posted the form (no JavaScript, or before it
 * started), rather than Remix's fetch: the Fetch Metadata header says so,
 * and a client that sends none is taken for a browser.
 */
function postedByBrowser(request: Request) {
  return (request.headers.get("Sec-Fetch-Mode") ?? "navigate") === "navigate";
}

/**
 * A form's success, with the toast that says what changed (components/staff/forms.tsx
 * wires the form). Remix's fetch gets Conform's reply, so the form knows it
 * succeeded: it empties its boxes with `resetForm`, else keeps them; the toast
 * rides in its cookie and shows when the page's data reloads. A post by the
 * browser itself is redirected back with the toast (post/redirect/get), so a
 * reload never posts it again.
 */
export async function formSaved(
  request: Request,
  submission: Submission<unknown>,
  toast: ToastInput,
  { back, resetForm = false }: { back?: string; resetForm?: boolean } = {},
) {
  if (postedByBrowser(request)) {
    const url = new URL(request.url);
    return redirectWithToast(back ?? `${url.pathname}${url.search}`, toast);
  }
  return data(submission.reply({ resetForm }), { headers: await createToastHeaders(toast) });
}
