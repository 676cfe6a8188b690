import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { createPublicacao } from "#server/api/publicacoes/service.ts";
import { PublicacaoInputSchema } from "#server/api/publicacoes/schema.ts";
import { databasePerTest } from "#tests/helpers/database-per-test.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { servicesContext } from "../context.ts";
import * as itemBib from "./publicacao-citacao-bib.ts";
import * as itemRis from "./publicacao-citacao-ris.ts";
import * as publicacaoPage from "./publicacao.tsx";
import * as listBib from "./repositorio-citacoes-bib.ts";
import * as repositorioPage from "./repositorio.tsx";

/*
 * The repository's loaders and files as the host calls them. The pages as readers see
 * them are tests/e2e/repositorio.test.ts's business.
 */

const database = databasePerTest();
const ORIGIN = "https://observatorio.example.org";

function call<T>(loader: (args: never) => T, url: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider(
    new Map([[servicesContext, { db: database().db, config: testConfig({ publicUrl: ORIGIN }) }]]),
  );
  return loader({ request: new Request(url), context, params } as never);
}

async function add(changes: Record<string, unknown> = {}) {
  return createPublicacao(
    database().db,
    PublicacaoInputSchema.parse({
      titulo: "Boatos sobre vacinas",
      autores: [{ nome: "Helena Tapajós Vieira" }, { nome: "Davi Rocha" }],
      ano: 2025,
      tipo: "artigo",
      veiculo: "Revista Amazônica",
      doi: "10.99999/ra.2025.1",
      ...changes,
    }),
  );
}

test("while there are no publications the page is the specification's placeholder", async () => {
  expect(await call(repositorioPage.loader, "http://localhost/repositorio")).toEqual({
    vazio: true,
  });
});

test("the list is newest first and filtered by the address; a malformed filter is ignored", async () => {
  const old = await add({ ano: 2020, tipo: "relatorio", titulo: "Relatório antigo" });
  const recent = await add({ ano: 2025 });

  const all = await call(repositorioPage.loader, "http://localhost/repositorio?ano=vinte");
  const reports = await call(repositorioPage.loader, "http://localhost/repositorio?tipo=relatorio");
  const byAuthor = await call(
    repositorioPage.loader,
    "http://localhost/repositorio?autor=tapajos&ano=2025",
  );

  expect(all.vazio === false && all.publicacoes.map((item) => item.id)).toEqual([
    recent.id,
    old.id,
  ]);
  expect(all).toMatchObject({ anos: [2025, 2020], query: "" });
  expect(reports.vazio === false && reports.publicacoes.map((item) => item.id)).toEqual([old.id]);
  expect(byAuthor).toMatchObject({ query: "?ano=2025&autor=tapajos" });
});

test("the list comes a page at a time with the filters kept; the options are what is present", async () => {
  for (let index = 1; index <= 13; index += 1)
    await add({ titulo: `Boletim ${index}`, ano: 2020 + (index % 3), tipo: "relatorio" });
  await add({ titulo: "Tese à parte", ano: 2019, tipo: "tese" });

  const first = await call(repositorioPage.loader, "http://localhost/repositorio?tipo=relatorio");
  const second = await call(
    repositorioPage.loader,
    "http://localhost/repositorio?tipo=relatorio&pagina=2",
  );

  if (first.vazio || second.vazio) throw new Error("the list is not empty");
  expect(first).toMatchObject({ total: 13, pagina: 1, totalPaginas: 2 });
  expect(first.publicacoes).toHaveLength(12);
  expect(second).toMatchObject({ total: 13, pagina: 2, totalPaginas: 2 });
  expect(second.publicacoes).toHaveLength(1);
  // Newest year first, then newest: the page boundary keeps the list's order.
  const order = [...first.publicacoes, ...second.publicacoes].map((item) => [item.ano, item.id]);
  expect(order).toEqual([...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
  expect(first).toMatchObject({ anos: [2022, 2021, 2020, 2019], tipos: ["relatorio", "tese"] });
  await expect(
    call(repositorioPage.loader, "http://localhost/repositorio?tipo=relatorio&pagina=3"),
  ).rejects.toMatchObject({ init: { status: 404 } });
});

test("a publication's page carries Google Scholar's tags and its JSON-LD", async () => {
  const { id } = await add();
  const data = await call(publicacaoPage.loader, `http://localhost/publicacao/${id}`, {
    id: String(id),
  });

  const meta = publicacaoPage.meta({
    loaderData: data,
    matches: [],
    location: { pathname: `/publicacao/${id}` },
  } as never);

  expect(meta).toEqual(
    expect.arrayContaining([
      { name: "citation_title", content: "Boatos sobre vacinas" },
      { name: "citation_author", content: "Helena Tapajós Vieira" },
      { name: "citation_author", content: "Davi Rocha" },
      { name: "citation_publication_date", content: "2025" },
      { name: "citation_journal_title", content: "Revista Amazônica" },
      { name: "citation_doi", content: "10.99999/ra.2025.1" },
    ]),
  );
  expect(JSON.parse(data.jsonLd)).toMatchObject({
    "@type": "ScholarlyArticle",
    name: "Boatos sobre vacinas",
    author: [{ name: "Helena Tapajós Vieira" }, { name: "Davi Rocha" }],
  });
});

test("an unknown publication answers 404", async () => {
  await expect(
    call(publicacaoPage.loader, "http://localhost/publicacao/999", { id: "999" }),
  ).rejects.toMatchObject({ init: { status: 404 } });
});

test("one publication and the filtered list download as BibTeX and RIS files", async () => {
  const { id } = await add();
  await add({ ano: 2021, titulo: "Outro", tipo: "tese" });

  const one = await call(itemBib.loader, `http://localhost/publicacao/${id}/citacao.bib`, {
    id: String(id),
  });
  const ris = await call(itemRis.loader, `http://localhost/publicacao/${id}/citacao.ris`, {
    id: String(id),
  });
  const list = await call(listBib.loader, "http://localhost/repositorio/citacoes.bib?tipo=tese");

  expect(one.headers.get("content-type")).toBe("application/x-bibtex; charset=utf-8");
  expect(one.headers.get("content-disposition")).toBe(
    `attachment; filename="publicacao-${id}.bib"`,
  );
  expect(await one.text()).toMatch(/^@article\{vieira2025-\d+,\n {2}author = \{Helena/);
  expect(await ris.text()).toMatch(/^TY {2}- JOUR\r\n/);
  expect(list.headers.get("content-disposition")).toBe('attachment; filename="publicacoes.bib"');
  const text = await list.text();
  expect(text.match(/^@/gm)).toHaveLength(1);
  expect(text).toMatch(/^@phdthesis\{/);
});
