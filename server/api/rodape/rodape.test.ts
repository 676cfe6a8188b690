import { expect, test } from "vitest";
import { expectAnswer, invalid, UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { fakeImageDataUrl, pngDataUrl, STORED_IMAGE_URL } from "#tests/helpers/images.ts";
import { RODAPE_PADRAO, RodapeInputSchema } from "./schema.ts";

const api = useApiServer({ clean: ["rodape_instituicoes"] });
const PATH = "/api/rodape";

const UNIVERSIDADE = {
  chave: "universidade",
  nome: "UNIR",
  nome_completo: "Universidade Federal de Rondônia",
  endereco: "https://www.unir.br/",
  logo: null,
};
const OBSERVATORIO = {
  chave: "observatorio",
  nome: "Observatório",
  nome_completo: null,
  endereco: "https://observatorio.unir.br/",
  logo: null,
};

test("GET /api/rodape answers the five built-in institutions while none are stored", async () => {
  const response = await api.send("GET", PATH);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  const body = await response.json();
  expect(body).toEqual(RODAPE_PADRAO);
  expect(body.instituicoes.map((item: { chave: string }) => item.chave)).toEqual([
    "universidade",
    "cnpq",
    "ministerio-da-saude",
    "governo-federal",
    "observatorio",
  ]);
  expect(RodapeInputSchema.parse(RODAPE_PADRAO)).toEqual(RODAPE_PADRAO);
  expect(await api.count("rodape_instituicoes")).toBe(0);
});

test("PUT /api/rodape stores the list in order, with an uploaded logo as a /media/ image", async () => {
  const logo = await pngDataUrl(96, 96);

  const response = await api.send("PUT", PATH, {
    body: {
      instituicoes: [
        { ...OBSERVATORIO, nome: "  Observatório  " },
        { chave: "", nome: "Parceira", endereco: "/sobre", logo },
        UNIVERSIDADE,
      ],
    },
  });

  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.instituicoes).toEqual([
    OBSERVATORIO,
    {
      chave: null,
      nome: "Parceira",
      nome_completo: null,
      endereco: "/sobre",
      logo: expect.stringMatching(STORED_IMAGE_URL),
    },
    UNIVERSIDADE,
  ]);
  expect(await api.read(PATH)).toEqual(body);
  const rows = await api.db
    .selectFrom("rodape_instituicoes")
    .select(["posicao", "nome", "endereco"])
    .orderBy("posicao")
    .execute();
  expect(rows).toEqual([
    { posicao: 0, nome: "Observatório", endereco: "https://observatorio.unir.br/" },
    { posicao: 1, nome: "Parceira", endereco: "/sobre" },
    { posicao: 2, nome: "UNIR", endereco: "https://www.unir.br/" },
  ]);
});

test("PUT /api/rodape refuses bad addresses, names and logos in Portuguese and stores nothing", async () => {
  const response = await api.send("PUT", PATH, {
    body: {
      instituicoes: [
        { ...UNIVERSIDADE, endereco: "javascript:alert(1)" },
        { ...UNIVERSIDADE, endereco: "//outro.example.org/" },
        { ...UNIVERSIDADE, nome: " ", chave: "desconhecida" },
        { ...UNIVERSIDADE, logo: "ftp://example.org/logo.png" },
      ],
    },
  });

  const endereco =
    "Informe um endereço que comece com http://, https:// ou / (uma página deste site).";
  await expectAnswer(
    response,
    400,
    invalid({
      "instituicoes.0.endereco": endereco,
      "instituicoes.1.endereco": endereco,
      "instituicoes.2.nome": "Campo obrigatório.",
      "instituicoes.2.chave": "Escolha um logotipo desenhado válido.",
      "instituicoes.3.logo":
        "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
    }),
  );
  await expectAnswer(await api.send("PUT", PATH, { body: { instituicoes: [] } }), 400, {
    error: "Dados inválidos.",
    details: { instituicoes: "Informe de 1 a 10 instituições." },
  });
  expect(await api.count("rodape_instituicoes")).toBe(0);
});

test("PUT /api/rodape answers 415 for a logo that is no image and keeps the stored list", async () => {
  await api.send("PUT", PATH, { body: { instituicoes: [UNIVERSIDADE] } });

  const response = await api.send("PUT", PATH, {
    body: { instituicoes: [{ ...OBSERVATORIO, logo: fakeImageDataUrl("image/png", "texto") }] },
  });

  expect(response.status).toBe(415);
  expect((await api.read<{ instituicoes: unknown[] }>(PATH)).instituicoes).toEqual([UNIVERSIDADE]);
});

test("PUT /api/rodape without a token answers 401 and stores nothing", async () => {
  await expectAnswer(
    await api.send("PUT", PATH, {
      body: { instituicoes: [UNIVERSIDADE] },
      authorization: null,
    }),
    401,
    UNAUTHORIZED,
  );
  expect(await api.count("rodape_instituicoes")).toBe(0);
});
