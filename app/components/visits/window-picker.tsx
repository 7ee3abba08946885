import { Form, useNavigation } from "@remix-run/react";

import type { LabelledWindow } from "~/visits/visit-labels";

/** Free windows grouped by day, in the order given. */
function byDay(windows: LabelledWindow[]) {
  const days = new Map<string, LabelledWindow[]>();
  for (const window of windows) days.set(window.day, [...(days.get(window.day) ?? []), window]);
  return [...days.entries()];
}

/**
 * Free estimate windows, one plain form post per choice (works without JavaScript): the
 * visitor taps a window and the server books it or answers with the next free ones.
 */
export function WindowPicker({
  windows,
  action,
  intent,
  buttonLabel,
  dayHeading: DayHeading,
}: {
  windows: LabelledWindow[];
  action: string;
  intent: "book" | "move";
  buttonLabel: (when: string) => string;
  /** The days' heading level, one below the heading the picker sits under. */
  dayHeading: "h3" | "h5";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <div className="space-y-4" data-testid="visit-windows">
      {byDay(windows).map(([day, dayWindows]) => (
        <section key={day} aria-label={day}>
          <DayHeading className="font-bold text-stone-900">{day}</DayHeading>
          <ul className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
            {dayWindows.map((window) => (
              <li key={window.starts}>
                {/* No preventScrollReset: the answer opens at its top, on what was booked (issue #42). */}
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="date" value={window.date} />
                  <input type="hidden" name="starts" value={window.starts} />
                  <input type="hidden" name="ends" value={window.ends} />
                  <button
                    type="submit"
                    disabled={busy}
                    // The visible text, with its day: what a screen reader hears is what a voice user says.
                    aria-label={buttonLabel(`${window.day}, ${window.hours}`)}
                    className="flex min-h-12 w-full items-center justify-center whitespace-nowrap rounded-md border-2 border-primary-700 bg-white px-1.5 py-2 text-[15px] font-semibold text-primary-900 hover:bg-primary-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-500 disabled:cursor-wait disabled:opacity-70"
                  >
                    {window.hours}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
