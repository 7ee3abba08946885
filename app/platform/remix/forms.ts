/** Field name → messages, as rendered beside each input. */
export type FieldErrors = Record<string, string[] | undefined>;

/** The posted form data; a 400 answer (never a 500) when the body is not a readable form. */
export async function readFormData(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new Response("The request body is not a valid form submission.", { status: 400 });
  }
}
