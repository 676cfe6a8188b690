import type { z } from "zod";
import { badRequest, type ErrorDetails } from "./errors.ts";

/** Field messages keyed by the dotted path of the field (`fontes.1`), first message wins. */
export function issuesToDetails(error: z.ZodError): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    details[key] ??= issue.message;
  }
  return details;
}

/** Parses untrusted input with a shared schema; invalid input answers 400 with field details. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(issuesToDetails(result.error));
  return result.data;
}
