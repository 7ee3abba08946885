// A module of its own, loaded by the quote's client action only for a request with photos. It
// imports nothing the page already has (which would split that into a file of its own): what it
// needs of Remix's is handed to it.
import type { SubmissionResult } from "@conform-to/react";
import type { redirect } from "@remix-run/react";
import type { decode } from "turbo-stream";

import { shrunk } from "../photos/photo-redraw";
import type { UploadProgress } from "./quote-form-fields";

/** Remix's single-fetch address of a page's action ("/" is "/_root.data"), where its own `serverAction` posts. */
function actionDataUrl(pageUrl: string) {
  const url = new URL(pageUrl);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url;
}

/** How often the bytes sent are told: often enough to see them move, rarely enough for a screen reader. */
const PROGRESS_EVERY_MS = 1_000;

/** A post through XMLHttpRequest, the browser's one request that tells how many bytes it has sent. */
function postWithProgress(url: URL, body: FormData, progressEvent: string) {
  return new Promise<Blob>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "blob";
    const started = performance.now();
    let told = 0;
    request.upload.onprogress = ({ loaded: sent, total }) => {
      const now = performance.now();
      if (now - told < PROGRESS_EVERY_MS && sent < total) return;
      told = now;
      const perSecond = sent / ((now - started) / 1000);
      const detail: UploadProgress = {
        sent,
        total,
        secondsLeft: sent > 0 ? Math.ceil((total - sent) / perSecond) : undefined,
      };
      window.dispatchEvent(new CustomEvent(progressEvent, { detail }));
    };
    request.onload = () => resolve(request.response as Blob);
    request.onerror = request.onabort = request.ontimeout = () => reject(new TypeError("The connection failed"));
    request.send(body);
  });
}

/** What Remix's single fetch answers an action: its data, a redirect, or an error. */
type ActionAnswer =
  | { data: SubmissionResult<string[]> }
  | { redirect: string; status: number; revalidate: boolean; reload: boolean; replace: boolean }
  | { error: unknown };

interface SendOptions {
  /** Remix's own, from the page's code. */
  remix: { decode: typeof decode; redirect: typeof redirect };
  /** Added to the form: its photos stay in the visitor's form whatever the answer. */
  stayField: string;
  /** The `window` event that tells the photo field the bytes sent. */
  progressEvent: string;
}

/**
 * The quote with its photos, with JavaScript: each photo shrunk (however it got into the
 * input, even before the script started), then posted where Remix posts the form, with its
 * progress told to the photo field. Answers as the route's `serverAction` would: the form's
 * result, or the thank-you's redirect thrown.
 */
export async function sendQuoteWithPhotos(pageUrl: string, form: FormData, options: SendOptions) {
  const entries = await Promise.all(
    [...form].map(async ([name, value]) => [name, typeof value === "string" ? value : await shrunk(value)] as const),
  );
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  body.set(options.stayField, "1");
  const answer = await postWithProgress(actionDataUrl(pageUrl), body, options.progressEvent);
  const result = (await options.remix.decode(answer.stream())).value as ActionAnswer;
  if ("redirect" in result) {
    const headers = new Headers();
    if (result.revalidate) headers.set("X-Remix-Revalidate", "yes");
    if (result.reload) headers.set("X-Remix-Reload-Document", "yes");
    if (result.replace) headers.set("X-Remix-Replace", "yes");
    throw options.remix.redirect(result.redirect, { status: result.status, headers });
  }
  if ("data" in result) return result.data;
  throw result.error;
}
