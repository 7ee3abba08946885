import { useFetcher, useFetchers, useLocation, useSubmit } from "@remix-run/react";
import { createContext, type FormEvent, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";

import { Icon } from "~/components/kit";
import { type Reply, useErrorToast } from "~/components/staff/error-toast";
import { staffButton } from "~/components/staff/ui";
import type { StaffLeadRow } from "~/leads/lead-row";
import { leadState } from "~/leads/pipeline/lead-state";

import { LEAD_ACTION, LeadStateBadge } from "./lead-actions";

/** Each lead's Mark contacted posts through a fetcher of its own: two taps in a row are two posts. */
const KEY_PREFIX = "mark-contacted-";
const fetcherKey = (leadId: number) => `${KEY_PREFIX}${leadId}`;

interface MarkContactedScope {
  csrf: string;
  /** The page a post without JavaScript comes back to (a row adds its anchor). */
  returnPath: string;
  /** Leads whose Mark contacted is on its way: they show as contacted at once. */
  sending: ReadonlySet<number>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const ScopeContext = createContext<MarkContactedScope | null>(null);

/** A refused Mark contacted (the lead is gone, or its state moved on) as a toast. */
function RefusalToast({ leadId }: { leadId: number }) {
  useErrorToast(useFetcher<Reply>({ key: fetcherKey(leadId) }).data, { form: "Not Saved" });
  return null;
}

/**
 * What a list's Mark contacted forms share, worked out once for the list
 * rather than once per row (the rows are the page's main server work: one
 * Conform form per row cost Needs a call half its CPU at 100,000 leads).
 * With JavaScript a form posts through its own fetcher, so the list stays
 * put; without it, it is a plain post that comes back to the list.
 */
export function MarkContactedForms({ children }: { children: ReactNode }) {
  const csrf = useAuthenticityToken();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const fetchers = useFetchers();
  const [sent, setSent] = useState<number[]>([]);
  // As a string, so the rows render again only when what is on its way changes.
  const sendingIds = fetchers
    .flatMap((fetcher) =>
      fetcher.key.startsWith(KEY_PREFIX) && fetcher.formData ? [fetcher.key.slice(KEY_PREFIX.length)] : [],
    )
    .join(" ");
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const leadId = Number(new FormData(event.currentTarget).get("leadId"));
      submit(event.currentTarget, { navigate: false, fetcherKey: fetcherKey(leadId), preventScrollReset: true });
      setSent((leads) => (leads.includes(leadId) ? leads : [...leads, leadId]));
    },
    [submit],
  );
  const scope = useMemo(
    () => ({
      csrf,
      returnPath: `${pathname}${search}`,
      sending: new Set(sendingIds ? sendingIds.split(" ").map(Number) : []),
      onSubmit,
    }),
    [csrf, pathname, search, sendingIds, onSubmit],
  );
  return (
    <ScopeContext.Provider value={scope}>
      {children}
      {sent.map((leadId) => (
        <RefusalToast key={leadId} leadId={leadId} />
      ))}
    </ScopeContext.Provider>
  );
}

type ContactedLead = Pick<StaffLeadRow, "id" | "name" | "isContacted" | "outcome" | "jobValue" | "lostReason">;

interface MarkContactedProps {
  lead: ContactedLead;
  /** Where the form posts: the list's action, or the lead page's own route. */
  action?: string;
  compact?: boolean;
  /** An element's id the list comes back to after a post without JavaScript. */
  returnAnchor?: string;
}

/**
 * The status control of lists and the lead page: while the lead is new, a
 * "Mark contacted" button (it shows the new state as soon as it is sent);
 * after that, the state it is in. Taking a change back is the Undo of its
 * confirmation, so no tap here can undo a call by mistake. Inside a list's
 * MarkContactedForms it is a plain form; alone, it brings its own.
 */
export function MarkContactedButton(props: MarkContactedProps) {
  const scope = useContext(ScopeContext);
  if (!scope) {
    return (
      <MarkContactedForms>
        <MarkContactedButton {...props} />
      </MarkContactedForms>
    );
  }
  const { lead, action = LEAD_ACTION, compact = false, returnAnchor } = props;
  const state = scope.sending.has(lead.id) ? "contacted" : leadState(lead);
  if (state !== "new") return <LeadStateBadge lead={lead} state={state} />;
  return (
    <form method="post" action={action} onSubmit={scope.onSubmit}>
      <input type="hidden" name="csrf" value={scope.csrf} />
      <input type="hidden" name="intent" value="set-contacted" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="isContacted" value="true" />
      <input
        type="hidden"
        name="redirectTo"
        value={returnAnchor ? `${scope.returnPath}#${returnAnchor}` : scope.returnPath}
      />
      <button
        type="submit"
        aria-label={`Mark contacted: ${lead.name}`}
        className={staffButton("secondary", compact ? "gap-1 whitespace-nowrap px-2 text-xs" : "")}
      >
        <Icon name="check" className="size-4" />
        Mark contacted
      </button>
    </form>
  );
}
