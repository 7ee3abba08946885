/** The spam trap's time stamp in a page's quote form, which a browser sends back untouched. */
export function spamTrapStamp(html: string) {
  return /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1];
}

/** The quote form as a browser without JavaScript sends it from a page, its spam trap included. */
export async function sendQuoteForm(serverUrl: string, page: string, fields: Record<string, string>) {
  const html = await (await fetch(`${serverUrl}${page}`)).text();
  return fetch(`${serverUrl}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name__confirm: "",
      from__confirm: spamTrapStamp(html) ?? "",
      service: "tree-removal",
      ...fields,
    }),
  });
}
