import { expect, test } from "vitest";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { CAIXA_SAIDA_MESSAGES } from "./schema.ts";

// The outbox's admin calls (decision 070), on the project's engine.
const api = useApiServer({ clean: ["caixa_saida"] });

/** A GET as the file's administrador. */
const read = (path: string) => api.send("GET", path, { authorization: api.authorization });

async function queue(assunto: string, estado: "pendente" | "enviada" | "falhou") {
  await enqueueMail(api.db, {
    destinatario: `${assunto.toLowerCase()}@example.org`,
    assunto,
    tipo: "teste",
    paragrafos: ["Olá!"],
  });
  const row = await api.db
    .updateTable("caixa_saida")
    .set({
      estado,
      tentativas: 3,
      ultimo_erro: estado === "falhou" ? "550 Mailbox unavailable" : null,
    })
    .where("assunto", "=", assunto)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

test("administradores read the outbox by state and send a failed message again; nobody else reads it", async () => {
  await queue("Esperando", "pendente");
  await queue("Enviada", "enviada");
  const falhou = await queue("Recusada", "falhou");

  const all = await read("/api/caixa-saida");
  expect(all.status).toBe(200);
  expect(all.headers.get("x-total-count")).toBe("3");
  expect(((await all.json()) as { assunto: string }[]).map((item) => item.assunto)).toEqual([
    "Recusada",
    "Enviada",
    "Esperando",
  ]);
  const failed = await read("/api/caixa-saida?estado=falhou");
  expect(await failed.json()).toEqual([
    expect.objectContaining({
      id: falhou,
      destinatario: "recusada@example.org",
      estado: "falhou",
      canal: "email",
      entrega: null,
      tentativas: 3,
      ultimoErro: "550 Mailbox unavailable",
      enviadaEm: null,
    }),
  ]);
  await expectAnswer(await read("/api/caixa-saida?estado=perdida"), 400, {
    error: "Dados inválidos.",
    details: { estado: CAIXA_SAIDA_MESSAGES.estado },
  });

  const again = await api.send("POST", `/api/caixa-saida/${falhou}/reenviar`);
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ id: falhou, estado: "pendente", tentativas: 0 });
  // Waiting again, it cannot be queued twice; an unknown one is a 404.
  await expectAnswer(await api.send("POST", `/api/caixa-saida/${falhou}/reenviar`), 409, {
    error: CAIXA_SAIDA_MESSAGES.naoFalhou,
  });
  await expectAnswer(await api.send("POST", "/api/caixa-saida/999999/reenviar"), 404, {
    error: CAIXA_SAIDA_MESSAGES.notFound,
  });

  const editor = await createTestAdmin(api.db, { papel: "editor" });
  expect(
    (await api.send("GET", "/api/caixa-saida", { authorization: editor.authorization })).status,
  ).toBe(403);
  expect((await api.send("GET", "/api/caixa-saida", { authorization: null })).status).toBe(401);
});

test("a tipline's reply shows its channel and WhatsApp's word on its delivery", async () => {
  const sent = await queue("Resposta", "enviada");
  await api.db
    .updateTable("caixa_saida")
    .set({ canal: "whatsapp", entrega: "lida" })
    .where("id", "=", sent)
    .execute();

  expect(await (await read("/api/caixa-saida?estado=enviada")).json()).toEqual([
    expect.objectContaining({ id: sent, canal: "whatsapp", entrega: "lida" }),
  ]);
});
