import type { LoaderFunctionArgs } from "@remix-run/node";
import contentDisposition from "content-disposition";

import { insurancePacketPdf } from "~/leads/photos/insurance-packet.server";
import { PRICES_ARE_THE_OWNERS, requireMoneyAccess } from "~/staff/money-access.server";

/** A lead's insurance packet (its prices are money: decision 073), never stored on the way. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireMoneyAccess(request, { why: PRICES_ARE_THE_OWNERS });
  const packet = await insurancePacketPdf(Number(params.id));
  if (!packet) throw new Response("Lead not found", { status: 404 });
  const name = packet.lead.language === "es" ? "registro-de-danos" : "storm-damage-record";
  return new Response(new Uint8Array(packet.bytes), {
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(`${name}-${packet.lead.id}.pdf`, { type: "attachment" }),
    },
  });
}
