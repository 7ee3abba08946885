import { z } from "zod";

// SPEC §5 texts; length limits keep a typo from filling the page or an email header.
export const notificationEmailSchema = z
  .string({
    required_error: "Please enter a valid email address",
    invalid_type_error: "Please enter a valid email address",
  })
  .trim()
  .min(1, "Please enter a valid email address")
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

export const phoneNumberSchema = z
  .string({ required_error: "Please enter a phone number", invalid_type_error: "Please enter a phone number" })
  .trim()
  .min(1, "Please enter a phone number")
  .max(40, "Please enter a phone number of at most 40 characters");

export const leadSourceMessageSchema = z
  .string({
    required_error: "Please enter a lead source message",
    invalid_type_error: "Please enter a lead source message",
  })
  .trim()
  .min(1, "Please enter a lead source message")
  .max(500, "Please keep the lead source message under 500 characters");
