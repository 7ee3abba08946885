import type { z } from "zod";

import type { FieldErrors } from "./forms";

/**
 * Every /api error has this shape: `{ success: false, message }`, plus the fields' messages after a
 * validation failure, or what the caller needs to act on a refusal (`details`, named by the caller).
 */
export function apiError(
  message: string,
  status: number,
  init: { errors?: FieldErrors; headers?: HeadersInit; details?: Record<string, unknown> } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  const body = { ...init.details, success: false, message, ...(init.errors ? { errors: init.errors } : {}) };
  return Response.json(body, { status, headers });
}

export function apiSuccess<T extends object>(body: T, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json({ success: true, ...body }, { ...init, headers });
}

/** The parsed input, or a thrown 400 carrying the first validation message. */
export function parseApiInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw apiError(result.error.issues[0]?.message ?? "Invalid request", 400);
  return result.data;
}

/** A positive integer id from the URL, or a thrown 404. */
export function parseIdParam(value: string | undefined, what: string) {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== value) throw apiError(`${what} not found`, 404);
  return id;
}

export function methodNotAllowed(allowed: string[]) {
  const response = apiError(`Method not allowed: use ${allowed.join(" or ")}`, 405);
  response.headers.set("Allow", allowed.join(", "));
  return response;
}
