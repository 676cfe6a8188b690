import { expect, test } from "vitest";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { NEWSLETTERS, expectCreateRefused, itemCreator } from "#tests/helpers/content-areas.ts";

// What every content area shares (404s, 401s, ETags, deletion…) is in ../content-areas.test.ts.
const api = useApiServer({ clean: ["newsletters"] });
const { path, valid } = NEWSLETTERS;

const create = itemCreator(api, NEWSLETTERS);

test("POST with only the required fields answers the optional ones as null", async () => {
  const response = await api.send("POST", path, {
    body: { titulo: "Edição especial", mes: 12, ano: 2024 },
  });

  await expectAnswer(response, 201, {
    id: expect.any(Number),
    titulo: "Edição especial",
    mes: 12,
    ano: 2024,
    descricao: null,
    pdfLink: null,
    pdfUrl: null,
  });
});

test("POST reads month and year typed as text and turns empty optional fields into null", async () => {
  const response = await api.send("POST", path, {
    body: { ...valid, mes: "1", ano: " 2026 ", descricao: "  ", pdfLink: "", pdfUrl: "" },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    mes: 1,
    ano: 2026,
    descricao: null,
    pdfLink: null,
    pdfUrl: null,
  });
});

test("POST accepts the URL the media upload answers for a PDF", async () => {
  const form = new FormData();
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "boletim.pdf");
  const upload = await fetch(`${api.url}/api/media`, {
    method: "POST",
    headers: { authorization: api.authorization },
    body: form,
  });
  const { url } = (await upload.json()) as { url: string };

  const response = await api.send("POST", path, { body: { ...valid, pdfUrl: url } });

  expect(upload.status).toBe(201);
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ pdfUrl: url });
  expect((await fetch(`${api.url}${url}`)).headers.get("content-type")).toBe("application/pdf");
});

test("POST keeps the description as plain text", async () => {
  const response = await api.send("POST", path, {
    body: { ...valid, descricao: "Edição <b>1</b> & extras" },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ descricao: "Edição <b>1</b> & extras" });
});

const mesMessage = "Informe um mês entre 1 e 12.";
const anoMessage = "Informe um ano com 4 dígitos, a partir de 1900.";
const pdfUrlMessage =
  "Envie o PDF pelo formulário: o endereço deve ser de um PDF enviado (/media/….pdf).";
const pdfLinkMessage = "Informe um endereço que comece com http:// ou https://.";

test.each([
  ["titulo", "  ", "Campo obrigatório."],
  ["titulo", "x".repeat(201), "Use no máximo 200 caracteres."],
  ["mes", "", "Campo obrigatório."],
  ["mes", null, "Campo obrigatório."],
  ["mes", 0, mesMessage],
  ["mes", 13, mesMessage],
  ["mes", 2.5, mesMessage],
  ["mes", "março", mesMessage],
  ["ano", 25, anoMessage],
  ["ano", 1899, anoMessage],
  ["ano", 10000, anoMessage],
  ["ano", "2025.0", anoMessage],
  ["descricao", "x".repeat(2001), "Use no máximo 2000 caracteres."],
  ["pdfLink", "javascript:alert(1)", pdfLinkMessage],
  ["pdfLink", "example.org/boletim", pdfLinkMessage],
  ["pdfUrl", "https://example.org/boletim.pdf", pdfUrlMessage],
  ["pdfUrl", "/media/boletim.pdf", pdfUrlMessage],
  ["pdfUrl", `/media/${"ab".repeat(32)}.800x600.webp`, pdfUrlMessage],
  ["pdfUrl", "/media/../../etc/passwd.pdf", pdfUrlMessage],
  ["pdfUrl", 7, pdfUrlMessage],
])("POST with %s = %j answers 400 '%s' and stores nothing", (field, value, message) =>
  expectCreateRefused(api, NEWSLETTERS, { [field]: value }, { [field]: message }),
);

test("GET /api/newsletters lists by year, then month, newest first, then newest id", async () => {
  const march2024 = await create({ titulo: "A", mes: 3, ano: 2024 });
  const january2025 = await create({ titulo: "B", mes: 1, ano: 2025 });
  const november2024 = await create({ titulo: "C", mes: 11, ano: 2024 });
  const january2025Again = await create({ titulo: "D", mes: 1, ano: 2025 });
  const february2024 = await create({ titulo: "E", mes: 2, ano: 2024 });

  const ids = await api.listIds(path);

  expect(ids).toEqual([
    january2025Again.id,
    january2025.id,
    november2024.id,
    march2024.id,
    february2024.id,
  ]);
});

test("PUT /api/newsletters/:id replaces the newsletter and answers 200", async () => {
  const { id } = await create();
  const changes = {
    titulo: "Boletim de abril",
    mes: 4,
    ano: 2025,
    descricao: null,
    pdfLink: null,
    pdfUrl: `/media/${"c4".repeat(32)}.pdf`,
  };

  const response = await api.send("PUT", `${path}/${id}`, { body: changes });

  await expectAnswer(response, 200, { id, ...changes });
  expect(await api.read(`${path}/${id}`)).toEqual({ id, ...changes });
});
