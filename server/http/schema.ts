import { z } from "zod";

/*
 * The HTTP pieces every area shares. Isomorphic: a client may parse answers with these.
 */

/** The one error shape of the API; `errorHandler` in errors.ts writes it. */
export const ErrorSchema = z
  .object({
    error: z.string().meta({ description: "Message in Portuguese, fit to show to the user." }),
    details: z.record(z.string(), z.string()).optional().meta({
      description: "One message per invalid field, keyed by its dotted path (`fontes.1`).",
    }),
  })
  .meta({ id: "Error" });

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/**
 * `/:id` path parameters: a positive integer. Anything else names no resource: the route
 * table answers 404 (with the entry's own message, if it has one).
 */
export const IdParamsSchema = z.object({
  id: z
    .string()
    .regex(ID_PATTERN)
    .transform(Number)
    .refine(Number.isSafeInteger)
    .meta({
      param: { id: "Id", description: "A positive integer; anything else answers 404." },
      // Documented as what it names; the pattern is how its text is checked.
      override: ({ jsonSchema }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, { type: "integer", minimum: 1 });
      },
    }),
});
