import { z } from "zod";

/* What an upload answers. Isomorphic: the admin forms parse the answer with it. */

export const MediaUploadResultSchema = z
  .object({
    url: z.string().meta({
      description:
        "`/media/<hash>.<width>x<height>.webp` for an image, `/media/<hash>.pdf` for a PDF.",
    }),
  })
  .meta({ id: "MediaUploadResult" });

export type MediaUploadResult = z.output<typeof MediaUploadResultSchema>;
