import { z } from "zod";

/** An account that created news or fact-checks, as the admin lists' author filter offers it. */
export const AutorSchema = z
  .object({
    id: z.int(),
    nome: z.string().meta({ description: "The account's name as it is now." }),
  })
  .meta({ id: "Autor" });

export const AutorListSchema = z.array(AutorSchema);

export type Autor = z.output<typeof AutorSchema>;
