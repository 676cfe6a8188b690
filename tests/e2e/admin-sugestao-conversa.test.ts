import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "vitest";
import { SQLITE_FILE_NAME } from "#server/db/database.ts";
import { adminAxeViolations, openWithSession } from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { loginToken } from "#tests/helpers/site-api.ts";
import { useOwnSite } from "#tests/helpers/own-site.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

/*
 * The desk reads a WhatsApp tip's conversation and replies freely (decisions 076 and 081).
 * WhatsApp is on, its API at an address where nothing answers (a reply stays queued), and
 * the conversation is written as the tipline stores it: a contact who wrote within the
 * last 24 hours, the message received, and a reply with its outbox row and WhatsApp's
 * delivery word. Then a WhatsApp message the tipline gave up on is handled again from
 * /admin/caixa-saida.
 */
const site = useOwnSite({
  WHATSAPP_VERIFY_TOKEN: "verificacao-e2e",
  WHATSAPP_APP_SECRET: "segredo-do-app-e2e",
  WHATSAPP_ACCESS_TOKEN: "token-de-acesso-e2e",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_API_URL: "http://127.0.0.1:9/v23.0",
});
const { newPage } = useBrowser();

const TEXTO = "Vi no grupo que a vacina da gripe vai ser suspensa em novembro";

function storeConversa(dataDir: string): void {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    const at = "2026-11-20T13:00:00.000Z";
    const sugestao = database.prepare("SELECT id FROM sugestoes ORDER BY id DESC").get() as {
      id: number;
    };
    // The tip came through WhatsApp (the webhook sets its channel).
    database.prepare("UPDATE sugestoes SET canal = 'whatsapp' WHERE id = ?").run(sugestao.id);
    const contato = database
      .prepare(
        "INSERT INTO canal_contatos (canal, remetente_hash, endereco, ultima_entrada_em, created_at) VALUES ('whatsapp', ?, '5591988887777', ?, ?)",
      )
      .run("a".repeat(64), new Date().toISOString(), at).lastInsertRowid;
    const mensagem = database.prepare(
      "INSERT INTO canal_mensagens (contato_id, direcao, id_externo, tipo, texto, sugestao_id, caixa_saida_chave, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    mensagem.run(contato, "entrada", "wamid.1", "texto", null, sugestao.id, null, at);
    database
      .prepare(
        "INSERT INTO caixa_saida (canal, destinatario, assunto, texto, html, cabecalhos, tipo, chave, estado, tentativas, proxima_tentativa_em, created_at, enviada_em, entrega) VALUES ('whatsapp', '', '', 'Recebemos sua sugestão.', '', '{}', 'recebida', 'conversa-e2e', 'enviada', 1, ?, ?, ?, 'lida')",
      )
      .run(at, at, at);
    mensagem.run(
      contato,
      "saida",
      null,
      "recebida",
      "Recebemos sua sugestão.",
      sugestao.id,
      "conversa-e2e",
      "2026-11-20T13:00:01.000Z",
    );
  } finally {
    database.close();
  }
}

/**
 * A WhatsApp message the tipline gave up on after five failures (decision 082), stored as
 * the webhook stores it, with the error its last attempt left.
 */
function storeGivenUp(dataDir: string, origin: string): void {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    const at = new Date().toISOString();
    const entrada = {
      canal: "whatsapp",
      idExterno: "wamid.desistida",
      remetente: "5591977776666",
      tipo: "texto",
      texto: "Mandaram que a balsa para Marajó vai parar de funcionar",
    };
    database
      .prepare(
        "INSERT INTO canal_recebidas (canal, chave, dados, origem, recebida_em, tentativas, erro, desistida_em) VALUES ('whatsapp', ?, ?, ?, ?, 5, 'SQLITE_BUSY: database is locked', ?)",
      )
      .run(entrada.idExterno, JSON.stringify({ tipo: "mensagem", entrada }), origin, at, at);
  } finally {
    database.close();
  }
}

function countTips(dataDir: string): number {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  try {
    return (
      database
        .prepare("SELECT count(*) AS total FROM sugestoes WHERE canal = 'whatsapp'")
        .get() as { total: number }
    ).total;
  } finally {
    database.close();
  }
}

/** Ends every open session, as their expiry would. */
function endSessions(dataDir: string): void {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    database.prepare("DELETE FROM sessoes").run();
  } finally {
    database.close();
  }
}

test("an editor opens a WhatsApp tip's conversation on a phone, replies through an expired session, and axe finds nothing", async () => {
  const response = await fetch(`${site.url}/api/sugestoes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ texto: TEXTO, plataforma: "whatsapp" }),
  });
  expect(response.status).toBe(201);
  storeConversa(site.dataDir);

  const editor = await newPage({ viewport: { width: 390, height: 844 } });
  await openWithSession(editor, site.url, "/admin/sugestoes", site.token);
  const button = editor.getByRole("button", { name: "Conversa", exact: true });
  await button.waitFor();
  expect(await button.getAttribute("aria-expanded")).toBe("false");
  await button.focus();
  await editor.keyboard.press("Enter");
  expect(await button.getAttribute("aria-expanded")).toBe("true");

  const conversa = editor.getByRole("region", { name: "Conversa pelo WhatsApp" });
  await conversa.waitFor();
  const items = conversa.getByRole("listitem");
  expect(await items.count()).toBe(2);
  expect(await items.nth(0).textContent()).toContain("Recebida (texto)");
  expect(await items.nth(1).textContent()).toContain("Recebemos sua sugestão.");
  expect(await items.nth(1).textContent()).toContain("Situação: lida");
  expect(await adminAxeViolations(editor)).toEqual([]);

  // A free reply, typed and sent from the keyboard; the session ends first (its rows are
  // deleted), so the text stays, the editor signs in again here, and it goes.
  const reply = editor.getByRole("region", { name: "Responder ao leitor" });
  const field = reply.getByRole("textbox", { name: "Sua resposta" });
  await field.focus();
  await editor.keyboard.type("Você recebeu esse áudio de quem?");
  endSessions(site.dataDir);
  await editor.keyboard.press("Tab");
  await editor.keyboard.press("Enter");
  await reply.getByText(/Sua sessão expirou e nada foi salvo/).waitFor();
  expect(await field.inputValue()).toBe("Você recebeu esse áudio de quem?");
  expect(await adminAxeViolations(editor)).toEqual([]);
  await reply.getByLabel("Senha").fill(E2E_ADMIN.password);
  await reply.getByRole("button", { name: "Entrar e salvar" }).click();
  await reply.getByText("Resposta enviada para a fila de envio.").waitFor();
  expect(await field.inputValue()).toBe("");
  expect(await items.count()).toBe(3);
  expect(await items.nth(2).textContent()).toContain("Você recebeu esse áudio de quem?");
  expect(await adminAxeViolations(editor)).toEqual([]);

  await openWithSession(editor, site.url, "/admin/caixa-saida", await loginToken(site.url));
  const rows = editor.getByRole("row").filter({ hasText: "WhatsApp" });
  // The free reply is queued there too, to the sender's number.
  await rows.filter({ hasText: "WhatsApp: livre" }).waitFor();
  const row = rows.filter({ hasNotText: "WhatsApp: livre" });
  await row.waitFor();
  expect(await row.textContent()).toContain("Lida");
  expect(await adminAxeViolations(editor)).toEqual([]);
  const section = editor.getByRole("region", {
    name: "Mensagens recebidas que não foram processadas",
  });
  await section.getByText("Nenhuma mensagem recebida ficou sem processar.").waitFor();

  // A message the tipline gave up on shows when, where and why, never what; once the
  // cause is gone, "Tentar de novo" makes it a tip at once.
  storeGivenUp(site.dataDir, site.url);
  const tips = countTips(site.dataDir);
  await editor.reload();
  const given = section.getByRole("row").filter({ hasText: "database is locked" });
  await given.waitFor();
  expect(await given.textContent()).toContain("WhatsApp");
  expect(await section.textContent()).not.toContain("5591977776666");
  expect(await section.textContent()).not.toContain("Marajó");
  expect(await adminAxeViolations(editor)).toEqual([]);
  await given.getByRole("button", { name: /^Tentar de novo a mensagem do WhatsApp/ }).click();
  await editor.getByText("A mensagem foi processada.").waitFor();
  await section.getByText("Nenhuma mensagem recebida ficou sem processar.").waitFor();
  expect(countTips(site.dataDir)).toBe(tips + 1);
});
