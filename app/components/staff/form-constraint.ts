import { getZodConstraint } from "@conform-to/zod";
import type { z } from "zod";

const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();

/** A schema's field limits, worked out once: a list of 25 leads renders its Mark contacted form 25 times (issue #44). */
export function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}
