import type { LoaderFunctionArgs } from "@remix-run/node";
import contentDisposition from "content-disposition";

import { versionOfToken } from "~/estimates/estimate-answers.server";
import { estimatePdfOf } from "~/estimates/estimate-pdf.server";
import { visitorPageHeaders } from "~/leads/messages/visitor-link.server";

/** The estimate's PDF from the customer's link (and staff's): signed once accepted; never stored on the way. */
export async function loader({ params }: LoaderFunctionArgs) {
  const { version } = await versionOfToken(params.token);
  const pdf = await estimatePdfOf(version.id);
  if (!pdf) throw new Response("Not Found", { status: 404 });
  const name = version.language === "es" ? "presupuesto" : "estimate";
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      ...visitorPageHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(`${name}-${version.estimateId}-${version.number}.pdf`, {
        type: "inline",
      }),
    },
  });
}
