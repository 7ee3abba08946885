import { Writable } from "node:stream";

import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { SpanishTextsContext } from "~/components/use-locale-text";
import { localeFromPath } from "~/content/locale";
import { spanishDocumentTexts } from "~/content/locale-data.server";
import { applyHtmlPatch, type HtmlPatch } from "~/platform/http/html-patch.server";
import { holdAppUntilInteraction } from "~/platform/http/start-on-interaction.server";
import { NonceProvider } from "~/platform/remix/nonce-provider";
import { renderTurns, RenderTurnsContext } from "~/platform/remix/render-in-turns";
import { documentJsonLd } from "~/seo/document-json-ld.server";
import { DocumentJsonLd } from "~/seo/json-ld";

export const streamTimeout = 5_000;

const CLOSING_TAGS = "</body></html>";

/**
 * React 18 writes the single-fetch data scripts after `</html>`, where they are
 * invalid HTML ("stray start tag script"); they belong at the end of <body>.
 */
const closeDocumentLast: HtmlPatch = {
  name: "close-document-last",
  lost: "pages end with scripts after </html>, which is invalid HTML",
  patch(html) {
    const at = html.lastIndexOf(CLOSING_TAGS);
    return at === -1 ? undefined : html.slice(0, at) + html.slice(at + CLOSING_TAGS.length) + CLOSING_TAGS;
  },
};

/** The rendered document with its patches, each left out (and reported) when it no longer matches. */
function patchDocument(html: string, nonce: string) {
  const closed = applyHtmlPatch(closeDocumentLast, html) ?? html;
  return applyHtmlPatch(holdAppUntilInteraction, closed, nonce) ?? closed;
}

/**
 * React 18's streaming renderer writes text into a 2,048-byte buffer and, when a character of
 * several bytes (é, ñ, ·) would cross the buffer's end, still sends the whole buffer: a chunk
 * can end in NUL bytes, which the HTML checker rejects (facebook/react#26228, fixed after 18.3).
 * HTML holds no U+0000 of its own, so a chunk's trailing NULs are dropped.
 */
function withoutTrailingNuls(chunk: Buffer) {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return chunk.subarray(0, end);
}

/**
 * No page defers data, so there is nothing to stream: the document is rendered
 * whole (lazy staff components and <InTurn> parts included, also for visitors
 * without JavaScript) and sent with its length.
 */
const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  const nonce = loadContext.cspNonce ?? "";
  const jsonLd = await documentJsonLd(remixContext);
  const spanish = localeFromPath(new URL(request.url).pathname) === "es" ? spanishDocumentTexts : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(withoutTrailingNuls(chunk));
        callback();
      },
      final(callback) {
        // In a turn after React's flush (decision 102): for a long document (the storm board's
        // 400 KB) the flush and this patch are several milliseconds each, not to be waited for at once.
        setImmediate(() => {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(patchDocument(Buffer.concat(chunks).toString("utf8"), nonce), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          callback();
        });
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentJsonLd.Provider value={jsonLd}>
          <SpanishTextsContext.Provider value={spanish}>
            <RenderTurnsContext.Provider value={renderTurns()}>
              <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
            </RenderTurnsContext.Provider>
          </SpanishTextsContext.Provider>
        </DocumentJsonLd.Provider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // Flushed in a turn after the render's last part (<InTurn>), not in the same one.
          setImmediate(() => pipe(document));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
};

export default handleRequest;

/**
 * A client's mistake Remix answers itself (405 for a method a page does not
 * take, 404 for a data request to nowhere) is one line in the log, not a
 * stack trace; real errors keep theirs.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${request.method} ${new URL(request.url).pathname}: ${error.status} ${error.statusText}`);
    return;
  }
  console.error(error);
};

// The server's start-up and the binary's commands, reached through the build (build.entry.module).
export { runCli } from "./commands/cli.server";
export { startApp } from "./startup.server";
