/** A flash message shown once (SPEC §8 texts); destructive for errors. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  /** A form the toast offers to take the change back: where it posts and its fields. */
  undo?: { action: string; fields: Record<string, string> };
}

export type ToastInput = Omit<Toast, "id" | "variant"> & Partial<Pick<Toast, "id" | "variant">>;

// Plain code rather than a zod schema: this runs in the browser too, where zod would add to every page's JavaScript.
export function createToast({ id, title, description, variant, undo }: ToastInput): Toast {
  return {
    id: id ?? Math.random().toString(36).slice(2),
    title,
    ...(description ? { description } : {}),
    variant: variant ?? "default",
    ...(undo ? { undo } : {}),
  };
}
