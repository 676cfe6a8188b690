import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { RotuloInputSchema } from "#server/api/rotulos/schema.ts";
import { createRotulo, saveRotulo } from "#server/api/rotulos/service.ts";
import { expectLoggedErrors, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import * as metodologiaPage from "./metodologia.tsx";
import { pageTests } from "./page-tests.ts";

const { database, renderWithBrokenTables } = pageTests();
const ROUTE = { page: metodologiaPage, path: "/metodologia" };

const MEANINGS = {
  verificada: "A informação foi confirmada por fontes confiáveis e é verdadeira.",
  desmentida: "A informação foi apurada e é falsa, enganosa ou tirada de contexto.",
  em_analise:
    "A informação está sendo apurada; a classificação final será publicada quando a checagem terminar.",
};

/** The scale as a reader meets it: each status, what it means, and its ratings. */
function scaleOnScreen() {
  const scale = screen.getByRole("region", { name: "Escala de classificação" });
  return {
    intro: scale.querySelector(":scope > p")?.textContent,
    statuses: [...scale.querySelectorAll(".rating-scale__status")].map((group) => ({
      status: group.querySelector("h3")?.textContent,
      meaning: group.querySelector("h3 + p")?.textContent,
      rotulos: [...group.querySelectorAll("dt")].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    })),
  };
}

test("the methodology page lists the site's ratings under their statuses, each with its definition", async () => {
  const db = database().db;
  await createRotulo(
    db,
    RotuloInputSchema.parse({
      slug: "satira",
      nome: "Sátira",
      cor: "#3d5a80",
      icone: "interrogacao",
      definicao: "Conteúdo humorístico que passou a circular como se fosse real.",
      status: "desmentida",
    }),
  );
  await saveRotulo(db, "verdadeiro", {
    nome: "Verdadeiro e comprovado",
    cor: "#1e7d32",
    icone: "visto",
    definicao: "A alegação é correta: fontes confiáveis a confirmam.",
    status: "verificada",
  });

  renderPage(db, ROUTE.page, ROUTE.path, "/metodologia");

  await pageHeading();
  expect(scaleOnScreen()).toEqual({
    intro:
      "Cada checagem recebe um destes três status; dentro de cada um, a classificação diz com mais precisão o que a apuração encontrou:",
    statuses: [
      {
        status: "Verificada",
        meaning: MEANINGS.verificada,
        rotulos: [
          ["Verdadeiro e comprovado", "A alegação é correta: fontes confiáveis a confirmam."],
        ],
      },
      {
        status: "Desmentida",
        meaning: MEANINGS.desmentida,
        rotulos: [
          ["Falso", "A alegação é inverídica: as provas disponíveis a contradizem."],
          [
            "Enganoso",
            "A alegação mistura dados corretos e incorretos, ou omite o que muda a sua conclusão.",
          ],
          [
            "Fora de contexto",
            "O conteúdo é verdadeiro, mas foi apresentado em outro tempo, lugar ou situação para sugerir algo falso.",
          ],
          ["Montagem", "A imagem, o vídeo ou o áudio foi editado ou fabricado para enganar."],
          [
            "Sem evidências",
            "Não há provas que sustentem a alegação, e quem a fez não as apresentou.",
          ],
          ["Sátira", "Conteúdo humorístico que passou a circular como se fosse real."],
        ],
      },
      {
        status: "Em Análise",
        meaning: MEANINGS.em_analise,
        rotulos: [
          [
            "Em apuração",
            "A alegação está sendo checada; o rótulo final sai quando a checagem terminar.",
          ],
        ],
      },
    ],
  });
  // Each rating's badge is the one its fact-checks show: its status's colours, its own icon.
  const satira = screen.getByText("Sátira").closest(".status-badge");
  expect(satira?.className).toBe("status-badge status-badge--desmentida");
  expect(satira?.querySelector("path")?.getAttribute("d")).toBe(
    "M7.4 7.6a2.6 2.6 0 1 1 3.7 2.4c-.8.4-1.1 1-1.1 1.8M10 14.6v.4",
  );
});

const STATUSES_ALONE = {
  intro: "Cada checagem publicada recebe uma destas classificações:",
  statuses: [
    { status: "Verificada", meaning: MEANINGS.verificada, rotulos: [] },
    { status: "Desmentida", meaning: MEANINGS.desmentida, rotulos: [] },
    { status: "Em Análise", meaning: MEANINGS.em_analise, rotulos: [] },
  ],
};

test("with no rating in the scale the methodology page lists the three statuses", async () => {
  await database().db.deleteFrom("rotulos").execute();

  renderPage(database().db, ROUTE.page, ROUTE.path, "/metodologia");

  await pageHeading();
  expect(scaleOnScreen()).toEqual(STATUSES_ALONE);
});

test("when the scale cannot be read the methodology page logs it and lists the three statuses", async () => {
  const logged = expectLoggedErrors();
  await renderWithBrokenTables(ROUTE, "/metodologia", ["rotulos"]);

  expect((await pageHeading()).textContent).toBe("Metodologia");
  expect(scaleOnScreen()).toEqual(STATUSES_ALONE);
  expect(logged()).toEqual(["the rating scale could not be read"]);
});
