import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "vitest";
import { SQLITE_FILE_NAME } from "#server/db/database.ts";
import { adminAxeViolations, openWithSession } from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { useOwnSite } from "#tests/helpers/own-site.ts";

/*
 * The desk reads a WhatsApp tip's conversation (decision 076). The site runs without the
 * channels configured, so the conversation is written as the tipline stores it: a contact,
 * the message received, and a reply with its outbox row and WhatsApp's delivery word.
 */
const site = useOwnSite();
const { newPage } = useBrowser();

const TEXTO = "Vi no grupo que a vacina da gripe vai ser suspensa em novembro";

function storeConversa(dataDir: string): void {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    const at = "2026-11-20T13:00:00.000Z";
    const sugestao = database.prepare("SELECT id FROM sugestoes ORDER BY id DESC").get() as {
      id: number;
    };
    const contato = database
      .prepare(
        "INSERT INTO canal_contatos (canal, remetente_hash, endereco, ultima_entrada_em, created_at) VALUES ('whatsapp', ?, NULL, ?, ?)",
      )
      .run("a".repeat(64), at, at).lastInsertRowid;
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

test("an editor opens a WhatsApp tip's conversation on a phone, and axe finds nothing", async () => {
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

  await openWithSession(editor, site.url, "/admin/caixa-saida", site.token);
  const row = editor.getByRole("row").filter({ hasText: "WhatsApp" });
  await row.waitFor();
  expect(await row.textContent()).toContain("Lida");
  expect(await adminAxeViolations(editor)).toEqual([]);
});
