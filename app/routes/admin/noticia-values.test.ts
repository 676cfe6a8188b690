import { expect, test } from "vitest";
import { NoticiaInputSchema } from "#server/api/noticias/schema.ts";
import type { Noticia } from "#server/api/noticias/service.ts";
import {
  emptyNoticiaValues,
  NOTICIA_DIFF_FIELDS,
  noticiaFieldKeys,
  noticiaPayload,
  noticiaValues,
} from "./noticia-values.ts";

const STORED: Noticia = {
  id: 7,
  titulo: "Vacinas e boatos",
  subtitulo: null,
  lead: "<p>Boatos &lt;circulam&gt; &amp; se espalham.</p>",
  conteudo: "<p>Corpo.</p>",
  conclusao: null,
  fontes: ["Ministério da Saúde", "https://example.org"],
  tags: "saúde, vacinas",
  imagens: ["/media/abc.webp", "https://example.org/foto.jpg"],
  legendas: ["Capa"],
  alts: ["Frasco", "Foto"],
  video: null,
  data_publicacao: "2026-03-14T13:30:00.000Z",
  autor: "Joana",
  uf: null,
  municipio: null,
  estado: "publicado",
  publicar_em: null,
  criado_por: null,
  atualizado_por: null,
};

test("a new item's form is empty with one source to fill in, and the schema refuses it", () => {
  const values = emptyNoticiaValues();

  expect(values.fontes.map((item) => item.value)).toEqual([""]);
  expect(values.imagens).toEqual([]);
  const result = NoticiaInputSchema.safeParse(noticiaPayload(values));
  expect(result.success).toBe(false);
});

test("a stored item fills the form: the lead as text, images with their captions and alt texts", () => {
  const values = noticiaValues(STORED);

  expect(values.lead).toBe("Boatos <circulam> & se espalham.");
  expect(values.subtitulo).toBe("");
  expect(values.fontes.map((item) => item.value)).toEqual(STORED.fontes);
  expect(values.imagens.map(({ src, legenda, alt }) => ({ src, legenda, alt }))).toEqual([
    { src: "/media/abc.webp", legenda: "Capa", alt: "Frasco" },
    { src: "https://example.org/foto.jpg", legenda: "", alt: "Foto" },
  ]);
});

test("the form sends the API's fields, stored image addresses unchanged and no author", () => {
  const payload = noticiaPayload(noticiaValues(STORED));

  expect(payload).toEqual({
    titulo: "Vacinas e boatos",
    subtitulo: "",
    lead: "Boatos &lt;circulam&gt; &amp; se espalham.",
    conteudo: "<p>Corpo.</p>",
    conclusao: "",
    fontes: ["Ministério da Saúde", "https://example.org"],
    tags: "saúde, vacinas",
    uf: "",
    municipio: "",
    imagens: ["/media/abc.webp", "https://example.org/foto.jpg"],
    legendas: ["Capa", ""],
    alts: ["Frasco", "Foto"],
    video: "",
  });
  expect(NoticiaInputSchema.safeParse(payload).success).toBe(true);
});

test("the form shows an error beside each source, image, caption and alt text", () => {
  const keys = noticiaFieldKeys(noticiaValues(STORED));

  expect(keys).toEqual(
    expect.arrayContaining(["fontes", "fontes.0", "fontes.1", "imagens.1", "legendas.1", "alts.0"]),
  );
  expect(keys).not.toContain("fontes.2");
  expect(keys).not.toContain("autor");
});

test("a comparison of versions shows the news item's fields with the form's labels, the video last", () => {
  expect(NOTICIA_DIFF_FIELDS.map(({ key, label }) => `${key}: ${label}`)).toEqual([
    "titulo: Título",
    "subtitulo: Subtítulo",
    "lead: Lead",
    "conteudo: Corpo da notícia",
    "conclusao: Conclusão/Contexto",
    "fontes: Fonte(s)",
    "tags: Tags/Categorias",
    "video: Vídeo",
  ]);
});
