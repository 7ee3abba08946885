import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 12;

export const staffEmailSchema = z
  .string({ required_error: "Please enter an email address" })
  .trim()
  .toLowerCase()
  .min(1, "Please enter an email address")
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

export const staffPasswordSchema = z
  .string({ required_error: `The password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024, "The password must be at most 1024 characters");

/** Staff work the leads; owners also manage accounts, settings and SEO. */
export const staffRoles = ["staff", "owner"] as const;
