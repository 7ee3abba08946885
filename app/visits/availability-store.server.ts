import type { Kysely } from "kysely";

import { db } from "~/platform/db.server";
import { stormBookingShare } from "~/storm/storm-settings.server";

import type { Database } from "../../db/schema";
import { readAvailability, withStormShare } from "./availability";

/** The stored row last logged as unreadable: logged once, not on every page that offers windows. */
let unreadableLogged: string | undefined;

export async function getAvailability(trx: Kysely<Database> = db) {
  const row = await trx.selectFrom("visitSettings").select("rules").where("id", "=", 1).executeTakeFirst();
  const rules = readAvailability(row?.rules);
  if (rules.unreadable && row?.rules !== unreadableLogged) {
    unreadableLogged = row?.rules;
    console.error(
      "Availability: the stored rules do not read; online booking is off and staff get the default windows " +
        "until the owner saves Settings → Availability again.",
    );
  }
  return rules;
}

/** The rules visitors book by: in storm mode (issue #47) only the owner's share of places, or none. */
export const visitorAvailability = async (trx: Kysely<Database> = db, now = new Date()) =>
  withStormShare(await getAvailability(trx), await stormBookingShare(trx, now));
