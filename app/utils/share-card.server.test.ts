import { expect, test } from "vitest";
import { fakeNewsShareCard, fakeNewsShareImage } from "./share-card.server.ts";

const FORA_DE_CONTEXTO = {
  slug: "fora-de-contexto",
  nome: "Fora de contexto",
  cor: "#8e3b8f",
  icone: "alerta",
};

const ENTRY = {
  id: 7,
  titulo: "Foto de incêndio florestal é real, mas não é deste ano nem desta região",
  status: "desmentida",
  alegacao: "Foto mostra incêndio na floresta do Pará nesta semana",
  rotulo: FORA_DE_CONTEXTO,
};

test("the share card states the claim and the rating, in the rating's colour", () => {
  const card = fakeNewsShareCard(ENTRY);

  expect(card).toMatchObject({
    title: "Foto mostra incêndio na floresta do Pará nesta semana",
    claimLabel: "Alegação",
    verdictLabel: "Fora de contexto",
    verdictColor: "#8e3b8f",
    verdictInk: "#ffffff",
  });
  expect(fakeNewsShareImage(ENTRY).alt).toBe(
    "Alegação: “Foto mostra incêndio na floresta do Pará nesta semana” — Fora de contexto",
  );
});

test("without a claim and a rating the card shows the title and the status, as before", () => {
  const card = fakeNewsShareCard({ ...ENTRY, alegacao: null, rotulo: null });

  expect(card.title).toBe(ENTRY.titulo);
  expect(card.claimLabel).toBeUndefined();
  expect(card.verdictLabel).toBe("Desmentida");
  expect(card.verdictColor).toBe("#c62828");
});

test("a light rating colour gets dark ink, so the verdict stays readable", () => {
  const card = fakeNewsShareCard({
    ...ENTRY,
    rotulo: { ...FORA_DE_CONTEXTO, cor: "#f2b705" },
  });

  expect(card.verdictInk).toBe("#1a1a1a");
});

test("changing the claim or the rating changes the share card's address", () => {
  const address = fakeNewsShareImage(ENTRY).src;
  const otherClaim = fakeNewsShareImage({ ...ENTRY, alegacao: `${ENTRY.alegacao}!` }).src;
  const otherRating = fakeNewsShareImage({
    ...ENTRY,
    rotulo: { slug: "falso", nome: "Falso", cor: "#c62828", icone: "xis" },
  }).src;
  const renamedRating = fakeNewsShareImage({
    ...ENTRY,
    rotulo: { ...FORA_DE_CONTEXTO, nome: "Tirado de contexto" },
  }).src;

  expect(address).toMatch(/^\/og\/fake-news\/7\/[a-f0-9]{16}\.png$/);
  expect(new Set([address, otherClaim, otherRating, renamedRating]).size).toBe(4);
  expect(fakeNewsShareImage({ ...ENTRY }).src).toBe(address);
});
