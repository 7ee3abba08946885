import type { LoaderFunctionArgs } from "@remix-run/node";

import { calendarFeed } from "~/visits/agenda.server";

/** A staff member's private, revocable calendar feed (/calendar/<token>.ics) for Google or Apple Calendar. */
export const loader = ({ params }: LoaderFunctionArgs) => calendarFeed(params.file);
