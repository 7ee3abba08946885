import { Form } from "@remix-run/react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";

import { Icon } from "~/components/ui/icon";
import { createToast, type Toast, type ToastInput } from "~/platform/remix/toast";

import { useUiText } from "./use-locale-text";

const DISMISS_AFTER_MS = 5_000;
/** A toast that can undo a change stays a little longer, to leave time to tap Undo. */
const UNDO_DISMISS_AFTER_MS = 8_000;

const ShowToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast from the browser, e.g. after a fetcher finishes. */
export const useShowToast = () => useContext(ShowToastContext);

/**
 * Shows one toast at a time: the flash toast the server sent with this page,
 * or one raised in the browser. Without JavaScript it simply stays on the page.
 */
export function ToastProvider({
  serverToast,
  aboveCallBar,
  children,
}: {
  serverToast: Toast | null;
  /** Phones show the public pages' call bar at the bottom: toasts sit above it. */
  aboveCallBar: boolean;
  children: ReactNode;
}) {
  const [toast, setToast] = useState<Toast | null>(serverToast);

  useEffect(() => {
    if (serverToast) setToast(serverToast);
  }, [serverToast]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.undo ? UNDO_DISMISS_AFTER_MS : DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const showToast = useCallback((input: ToastInput) => setToast(createToast(input)), []);

  return (
    <ShowToastContext.Provider value={showToast}>
      {children}
      {/* Bottom of the screen: above the phone call bar (or a lead's action bar), clear of the header and the SEO editor's controls. */}
      <div
        className={`pointer-events-none fixed inset-x-0 z-[60] flex justify-center p-4 md:right-auto md:max-w-[420px] lg:bottom-0 max-sm:[body:has([data-action-bar])_&]:bottom-16 ${
          aboveCallBar ? "bottom-16" : "bottom-0"
        }`}
      >
        <div role="status" aria-live="polite" className="w-full">
          {toast ? <ToastCard key={toast.id} toast={toast} onClose={() => setToast(null)} /> : null}
        </div>
      </div>
    </ShowToastContext.Provider>
  );
}

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const destructive = toast.variant === "destructive";
  const { dismiss } = useUiText().toast;
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? "border-red-700 bg-red-700 text-white" : "border-primary-200 bg-white text-stone-900"
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      {toast.undo ? (
        <Form method="post" action={toast.undo.action} preventScrollReset onSubmit={onClose}>
          {Object.entries(toast.undo.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="min-h-9 rounded border border-current px-3 text-sm font-semibold">
            Undo
          </button>
        </Form>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100"
      >
        <Icon name="x" className="size-4" />
        <span className="sr-only">{dismiss}</span>
      </button>
    </div>
  );
}
