import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { expectLoggedErrors, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import { pageTests } from "./page-tests.ts";
import * as transparenciaPage from "./transparencia.tsx";

const { database, renderWithBrokenTables } = pageTests();
const ROUTE = { page: transparenciaPage, path: "/transparencia" };

const count = (n: number) =>
  `Toda checagem deve ser lida por uma segunda pessoa antes de ser publicada. Checagens publicadas sem segunda revisão, com o motivo registrado: ${n}.`;

async function secondReviewText() {
  await pageHeading();
  return screen.getByRole("region", { name: "Segunda revisão" }).querySelector("p")?.textContent;
}

/** A fact-check as stored, published at once or not, reviewed or not. */
async function entry(values: {
  sem_segunda_revisao: number;
  estado: string;
  publicar_em?: string;
}) {
  const now = new Date().toISOString();
  await database()
    .db.insertInto("fake_news")
    .values({
      titulo: "Boato",
      lead: "<p>Resumo</p>",
      conteudo: "<p>Texto</p>",
      fontes: "[]",
      verdades: "[]",
      imagens: "[]",
      legendas: "[]",
      alts: "[]",
      status: "desmentida",
      data_verificacao: "2026-11-01",
      tags: null,
      tema_slugs: null,
      uf: null,
      municipio: null,
      criado_por: null,
      atualizado_por: null,
      verificador: null,
      aprovado_por: null,
      aprovado_em: null,
      alegacao: null,
      circulou_em: "[]",
      primeira_aparicao: null,
      rotulo: null,
      subtitulo: null,
      conclusao: null,
      created_at: now,
      updated_at: now,
      publicar_em: values.publicar_em ?? null,
      estado: values.estado,
      sem_segunda_revisao: values.sem_segunda_revisao,
    })
    .execute();
}

test("the transparency page counts the checks readers see that were published without a second review", async () => {
  await entry({ sem_segunda_revisao: 1, estado: "publicado" });
  await entry({ sem_segunda_revisao: 1, estado: "publicado" });
  await entry({ sem_segunda_revisao: 0, estado: "publicado" });
  // Not seen by readers: a draft, and one whose time has not come.
  await entry({ sem_segunda_revisao: 1, estado: "rascunho" });
  await entry({
    sem_segunda_revisao: 1,
    estado: "publicado",
    publicar_em: "2099-01-01T12:00:00.000Z",
  });

  renderPage(database().db, ROUTE.page, ROUTE.path, "/transparencia");

  expect(await secondReviewText()).toBe(count(2));
});

test("with none, it says so with a zero", async () => {
  renderPage(database().db, ROUTE.page, ROUTE.path, "/transparencia");

  expect(await secondReviewText()).toBe(count(0));
});

test("when the count cannot be read the page still shows, without it", async () => {
  const logged = expectLoggedErrors();

  await renderWithBrokenTables(ROUTE, "/transparencia", ["fake_news"]);

  expect((await pageHeading()).textContent).toBe("Transparência");
  expect(screen.queryByRole("region", { name: "Segunda revisão" })).toBeNull();
  expect(logged()).toEqual(["the count of checks published without review could not be read"]);
});

test("it says which personal data is kept and for how long, with the configured retention", async () => {
  renderPage(database().db, ROUTE.page, ROUTE.path, "/transparencia");
  await pageHeading();

  const privacy = screen.getByRole("region", { name: "Por quanto tempo guardamos dados pessoais" });
  const items = [...privacy.querySelectorAll("li")].map((item) => item.textContent);
  expect(items[0]).toContain("ficam guardados por 365 dias");
  expect(items[1]).toBe(
    "E-mails enviados pelo site: o endereço e a mensagem são apagados 30 dias depois do envio.",
  );
  expect(items[3]).toContain("Mensagens por WhatsApp ou Telegram");
  expect(items[3]).toContain("no mesmo prazo das sugestões, 365 dias");
});
