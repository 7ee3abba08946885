import { z } from "zod";

const leadId = z.number().int().positive();

/** The lead lists' forms (Mark contacted, Retry) and the Undo of their toasts. */
export const leadStatusSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-contacted"),
    leadId,
    isContacted: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("undo-change"), leadId, eventId: z.number().int().positive() }),
  z.object({ intent: z.literal("retry-notifications"), leadId }),
]);
