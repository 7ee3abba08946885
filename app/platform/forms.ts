import type { z } from "zod";

/** Field name → messages, as rendered beside each input. */
export type FieldErrors = Record<string, string[] | undefined>;

export type FormResult<T> =
  { success: true; data: T } | { success: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Validates submitted form data with a zod schema. On failure it returns the
 * messages per field and the submitted text values, so the page can come back
 * with every value kept (with or without JavaScript).
 */
export function parseForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  formData: FormData,
): FormResult<z.output<Schema>> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string") values[name] = value;
  }
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: result.error.flatten().fieldErrors as FieldErrors, values };
}

/** The posted form data; a 400 answer (never a 500) when the body is not a readable form. */
export async function readFormData(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new Response("The request body is not a valid form submission.", { status: 400 });
  }
}
