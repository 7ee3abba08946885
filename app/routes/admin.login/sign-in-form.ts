import { z } from "zod";

/**
 * The sign-in form, read the same on the server and in the browser. Blank or
 * oversized values are not field errors: every failure reads "Invalid email
 * or password", so the form never tells which part was wrong.
 */
export const signInSchema = z.object({
  email: z.string().trim().max(254).catch(""),
  password: z.string().max(1024).catch(""),
  redirectTo: z.string().optional(),
});
