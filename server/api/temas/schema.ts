import { z } from "zod";

/** A topic as `GET /api/temas` answers it: the tag, its page's slug and how many use it. */
export const TemaSchema = z
  .object({
    nome: z.string().meta({ description: "The tag as the newest item carrying it spells it." }),
    slug: z.string().meta({ description: "The segment of the topic's page, `/tema/{slug}`." }),
    total: z.int().positive().meta({ description: "How many public items carry it." }),
  })
  .meta({ id: "Tema" });

export const TemasSchema = z.array(TemaSchema);

export type Tema = z.output<typeof TemaSchema>;
