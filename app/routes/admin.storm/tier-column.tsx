import { useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import { Icon } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { formatPhone, phoneHref } from "~/platform/phone";
import { InTurn } from "~/platform/remix/render-in-turns";
import type { BoardLead, StormBoard } from "~/storm/storm-board.server";
import { tierLabels } from "~/storm/storm-schemas";

type Column = StormBoard["columns"][number];

const tierHeader = {
  red: "bg-red-700 text-white",
  orange: "bg-orange-500 text-stone-950",
  yellow: "bg-yellow-300 text-stone-950",
};

/** "2 h 05 min", "35 min". */
function waited(minutes: number) {
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${String(minutes % 60).padStart(2, "0")} min` : `${minutes} min`;
}

/**
 * With JavaScript, the board's forms post as Remix's <Form> would (no reload, the scroll kept),
 * through one handler where the columns sit: each lead's taps are a plain <form> (posting as it is
 * without JavaScript), since 200 leads' Remix forms and links cost the board's render more than
 * everything else on it, and the owner reads the board every few seconds beside the public pages.
 */
export function useBoardTaps() {
  const submit = useSubmit();
  return (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !("boardTaps" in form.dataset)) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(submitter instanceof HTMLButtonElement ? submitter : form, { method: "post", preventScrollReset: true });
  };
}

/** Rows the server renders in one turn of the event loop: 200 leads in one took 100-150 ms (decision 102). */
const ROWS_A_TURN = 40;

function inSlices<T>(items: T[], size: number) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** One tier: its count and oldest wait, then its leads by ZIP code and street. */
export function TierColumn({ column }: { column: Column }) {
  const label = tierLabels[column.tier];
  const csrf = useAuthenticityToken();
  return (
    <section aria-labelledby={`tier-${column.tier}`} data-tier={column.tier} className="space-y-3">
      <h2 id={`tier-${column.tier}`} className={`rounded-md px-3 py-2 font-bold ${tierHeader[column.tier]}`}>
        {`${label}: ${column.count} waiting`}
        {column.count ? <span className="font-normal">{` · oldest ${waited(column.oldestWaitMinutes)}`}</span> : null}
      </h2>
      {column.blocks.map((block) => (
        <div key={`${block.zip}|${block.street}`} className="rounded-md border border-stone-200 bg-white">
          <h3 className="border-b border-stone-200 px-3 py-1.5 text-sm font-semibold text-stone-800">
            {`${block.zip ?? "No ZIP"} · ${block.street ?? "no street given"}`}
          </h3>
          <ol className="divide-y divide-stone-200">
            {inSlices(block.leads, ROWS_A_TURN).map((leads) => (
              <InTurn key={leads[0]!.id}>
                {leads.map((lead) => (
                  <BoardRow key={lead.id} lead={lead} csrf={csrf} />
                ))}
              </InTurn>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

function BoardRow({ lead, csrf }: { lead: BoardLead; csrf: string }) {
  const flags = [
    lead.cannotLeave ? "Cannot leave home" : null,
    lead.existingCustomer ? "Existing customer" : null,
    lead.insuranceClaim ? "Insurance claim" : null,
    lead.needsClimber ? "Needs a climber" : null,
    lead.needsCrane ? "Needs a crane" : null,
  ].filter((flag): flag is string => flag !== null);
  return (
    <li id={`lead-${lead.id}`} data-testid="board-lead" className="space-y-1.5 px-3 py-2">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-mono text-sm font-bold" title="Queue position">
          {`#${lead.position}`}
        </span>
        <a href={`/admin/leads/${lead.id}`} className="font-semibold text-primary-800 underline">
          {lead.name}
        </a>
        <a
          href={phoneHref(lead.phone)}
          className="inline-flex items-center gap-1 font-semibold text-primary-800 underline"
        >
          <Icon name="phone" className="size-4" />
          {formatPhone(lead.phone)}
        </a>
      </p>
      {lead.address ? <p className="text-sm text-stone-700">{lead.address}</p> : null}
      <p className="text-xs text-stone-600">
        Waiting {waited(lead.waitingMinutes)} · likely call {formatWacoTimeCompact(lead.likelyAt)}
        {lead.hazards.length ? ` · ${lead.hazards.join("; ")}` : ""}
      </p>
      {flags.length ? (
        <ul className="flex flex-wrap gap-1 text-xs font-semibold">
          {flags.map((flag) => (
            <li key={flag} className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
              {flag}
            </li>
          ))}
        </ul>
      ) : null}
      {/* One form per lead, its four taps its submit buttons (posted with JavaScript by useBoardTaps). */}
      <form
        method="post"
        action="/admin/storm"
        data-board-taps=""
        className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 lg:grid-cols-2"
      >
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="leadId" value={lead.id} />
        <Tap name={lead.name} intent="called" label="Called" primary />
        <Tap name={lead.name} intent="scheduled" label="Scheduled" />
        <Tap name={lead.name} intent="needs-climber" label="Climber" done={lead.needsClimber} />
        <Tap name={lead.name} intent="needs-crane" label="Crane" done={lead.needsCrane} />
      </form>
    </li>
  );
}

const tapClass = { primary: staffButton("primary", "w-full px-2"), secondary: staffButton("secondary", "w-full px-2") };

function Tap({
  name,
  intent,
  label,
  primary,
  done,
}: {
  name: string;
  intent: string;
  label: string;
  primary?: boolean;
  done?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={done}
      aria-label={`${label}: ${name}`}
      className={primary ? tapClass.primary : tapClass.secondary}
    >
      {done ? `${label} ✓` : label}
    </button>
  );
}
