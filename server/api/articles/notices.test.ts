import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import type { Papel } from "../../auth/roles.ts";

// The desk's notices by e-mail (decision 073), queued in the outbox, on the project's engine.
const api = useApiServer({ clean: ["caixa_saida", "fake_news", "noticias"] });

type Account = { id: number; email: string; authorization: string };

const account = (papel: Papel, nome: string): Promise<Account> =>
  createTestAdmin(api.db, { papel, nome });

async function send(who: Account, method: string, path: string, body?: unknown) {
  const response = await api.send(method, path, { body, authorization: who.authorization });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The notices queued since the last call: to whom, about what. */
async function queued(): Promise<{ to: string; assunto: string; texto: string }[]> {
  const rows = await api.db
    .selectFrom("caixa_saida")
    .select(["id", "destinatario", "assunto", "texto"])
    .orderBy("id")
    .execute();
  await api.db.deleteFrom("caixa_saida").execute();
  return rows.map((row) => ({ to: row.destinatario, assunto: row.assunto, texto: row.texto }));
}

const checagem = (changes: Record<string, unknown> = {}) => ({
  ...FAKE_NEWS.valid,
  titulo: "Boato do apagão em Belém",
  status: "desmentida",
  ...changes,
});

test("editors hear of a check waiting for review; its author hears it was approved and published; nobody hears of their own step", async () => {
  const autora = await account("autor", "Alice Autora");
  const ana = await account("editor", "Ana Editora");
  const bia = await account("editor", "Bia Editora");
  const caio = await account("editor", "Caio Sem Avisos");
  expect(await send(caio, "PUT", "/api/auth/avisos", { avisosEmail: false })).toMatchObject({
    status: 200,
    body: { avisosEmail: false },
  });
  await queued();

  const draft = await send(autora, "POST", "/api/fake-news", checagem());
  expect(draft.status).toBe(201);
  const id = draft.body.id as number;
  expect(await queued()).toEqual([]);

  expect(
    (await send(autora, "PUT", `/api/fake-news/${id}`, checagem({ estado: "em_revisao" }))).status,
  ).toBe(200);
  const review = await queued();
  // Every editor and administrador who takes notices, the author and Caio excepted.
  const recipients = review.map((notice) => notice.to);
  expect(recipients).toContain(ana.email);
  expect(recipients).toContain(bia.email);
  expect(recipients).not.toContain(autora.email);
  expect(recipients).not.toContain(caio.email);
  expect(review[0]).toMatchObject({ assunto: "Para revisar: Boato do apagão em Belém" });
  expect(review[0]!.texto).toContain(
    "Alice Autora enviou a checagem “Boato do apagão em Belém” para revisão.",
  );
  expect(review[0]!.texto).toContain(`/admin/previa/fake-news/${id}`);
  expect(review[0]!.texto).toContain("desative-os em Minha conta");

  expect((await send(ana, "POST", `/api/fake-news/${id}/aprovar`, { revisao: 2 })).status).toBe(
    200,
  );
  expect(await queued()).toEqual([
    expect.objectContaining({ to: autora.email, assunto: "Aprovada: Boato do apagão em Belém" }),
  ]);
  expect((await send(bia, "POST", `/api/fake-news/${id}/publicar`, {})).status).toBe(200);
  const published = await queued();
  expect(published).toEqual([
    expect.objectContaining({ to: autora.email, assunto: "No ar: Boato do apagão em Belém" }),
  ]);
  expect(published[0]!.texto).toContain(`Ver no site: ${api.url}/fake-news/${id}`);
});

test("an author hears that an editor sent the item back, and that it was scheduled; an account that turned notices off hears nothing", async () => {
  const autora = await account("autor", "Alice Autora");
  const ana = await account("editor", "Ana Editora");
  const noticia = { ...NOTICIAS.valid, titulo: "Mutirão de vacinação em Santarém" };

  const sent = await send(autora, "POST", "/api/noticias", { ...noticia, estado: "em_revisao" });
  expect(sent.status).toBe(201);
  const id = sent.body.id as number;
  expect((await queued()).map((notice) => notice.to)).toContain(ana.email);

  expect(
    (await send(ana, "PUT", `/api/noticias/${id}`, { ...noticia, estado: "rascunho" })).status,
  ).toBe(200);
  const back = await queued();
  expect(back).toEqual([
    expect.objectContaining({
      to: autora.email,
      assunto: "Devolvida para rascunho: Mutirão de vacinação em Santarém",
    }),
  ]);
  expect(back[0]!.texto).toContain("Ana Editora devolveu sua notícia");

  await send(autora, "PUT", `/api/noticias/${id}`, { ...noticia, estado: "em_revisao" });
  await queued();
  expect(
    (
      await send(ana, "POST", `/api/noticias/${id}/publicar`, {
        publicar_em: "2099-06-01T09:00:00-03:00",
      })
    ).status,
  ).toBe(200);
  const scheduled = await queued();
  expect(scheduled).toEqual([
    expect.objectContaining({
      to: autora.email,
      assunto: "Agendada: Mutirão de vacinação em Santarém",
    }),
  ]);
  expect(scheduled[0]!.texto).toContain("para 1 de junho de 2099");

  expect(await send(autora, "PUT", "/api/auth/avisos", { avisosEmail: false })).toMatchObject({
    status: 200,
    body: { avisosEmail: false },
  });
  const other = await send(autora, "POST", "/api/noticias", { ...noticia, estado: "em_revisao" });
  await queued();
  await send(ana, "PUT", `/api/noticias/${other.body.id}`, { ...noticia, estado: "rascunho" });
  expect(await queued()).toEqual([]);
  await expect(
    send(autora, "PUT", "/api/auth/avisos", { avisosEmail: "sim" }),
  ).resolves.toMatchObject({ status: 400 });
});
