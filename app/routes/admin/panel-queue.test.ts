import { expect, test } from "vitest";
import type { FakeNews, Noticia } from "../../components/admin/api-schemas.ts";
import { ageText, queueRows, siteDay, waitsForOthers } from "./panel-queue.ts";

const NOW = new Date("2026-11-29T12:00:00Z");

test("the age counts Brasília calendar days in words", () => {
  expect(ageText("2026-11-29", NOW)).toBe("hoje");
  expect(ageText("2026-11-28", NOW)).toBe("ontem");
  expect(ageText("2026-11-26", NOW)).toBe("há 3 dias");
  // A day still to come (a fact-check dated ahead) reads as today, never as "em 2 dias".
  expect(ageText("2026-12-01", NOW)).toBe("hoje");
});

test("the day of a time is the day in Brasília, not in UTC", () => {
  expect(siteDay(new Date("2026-11-29T02:30:00Z"))).toBe("2026-11-28");
  expect(siteDay(new Date("2026-11-29T03:30:00Z"))).toBe("2026-11-29");
});

test("a fact-check waits for whoever is not among its cycle's authors", () => {
  const item = { atualizado_por: 3, autores_ciclo: [2, 3] };
  expect(waitsForOthers(item, 2)).toBe(false);
  expect(waitsForOthers(item, 3)).toBe(false);
  expect(waitsForOthers(item, 4)).toBe(true);
});

test("a news item waits for whoever did not save it last", () => {
  expect(waitsForOthers({ atualizado_por: 3 }, 3)).toBe(false);
  expect(waitsForOthers({ atualizado_por: 3 }, 2)).toBe(true);
  expect(waitsForOthers({ atualizado_por: null }, 2)).toBe(true);
});

test("rows of both kinds are named, linked to their previews and put oldest first", () => {
  const fakeNews = [
    { id: 5, titulo: "Boato", criado_por: 2, data_verificacao: "2026-11-27" },
  ] as FakeNews[];
  const noticias = [
    { id: 9, titulo: "Notícia", criado_por: 7, data_publicacao: "2026-11-25T15:00:00.000Z" },
    { id: 10, titulo: "Antiga", criado_por: null, data_publicacao: "2026-11-20T15:00:00.000Z" },
  ] as Noticia[];

  const rows = queueRows(fakeNews, noticias, [{ id: 2, nome: "Alice Autora" }]);

  expect(rows).toEqual([
    {
      key: "noticia-10",
      tipo: "noticia",
      titulo: "Antiga",
      autor: "autor não registrado",
      dia: "2026-11-20",
      href: "/admin/previa/noticia/10",
    },
    {
      key: "noticia-9",
      tipo: "noticia",
      titulo: "Notícia",
      autor: "conta nº 7",
      dia: "2026-11-25",
      href: "/admin/previa/noticia/9",
    },
    {
      key: "fake-news-5",
      tipo: "fake-news",
      titulo: "Boato",
      autor: "Alice Autora",
      dia: "2026-11-27",
      href: "/admin/previa/fake-news/5",
    },
  ]);
});
