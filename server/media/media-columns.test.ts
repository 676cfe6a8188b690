import { expect, test } from "vitest";
import { databasePerFile } from "#tests/helpers/database-per-test.ts";
import { MEDIA_NAMING_COLUMNS } from "./repository.ts";

/*
 * The media sweep deletes every stored file that no column of MEDIA_NAMING_COLUMNS names.
 * A column added later that can hold a `/media/` address, but is left off that list,
 * would have its files deleted: so every text column of the schema is either there, or
 * here with the reason it never names a stored file.
 */
const NEVER_NAMES_MEDIA: Record<string, readonly string[]> = {
  // Accounts and their secrets, sessions and limits.
  administradores: [
    "email",
    "nome",
    "password_hash",
    "desativado_em",
    "totp_secret",
    "totp_pendente",
    "papel",
    "ultimo_acesso_em",
  ],
  codigos_recuperacao: ["code_hash"],
  login_desafios: ["token_hash", "expires_at"],
  login_falhas: ["chave", "janela_inicio", "bloqueado_ate"],
  rate_limits: ["chave", "janela_inicio"],
  sessoes: ["token_hash", "last_used_at", "expires_at", "endereco"],
  redefinicoes_senha: ["token_hash", "created_at", "expires_at", "used_at"],
  // Newsletter subscribers and their unsubscribe tokens.
  inscricoes: [
    "email",
    "created_at",
    "confirmada_em",
    "confirmacao_hash",
    "confirmacao_expira_em",
    "confirmacao_enviada_em",
  ],
  inscricoes_saida: ["token_hash", "created_at"],
  // The e-mail the site writes: a message quotes content, never keeps a file.
  caixa_saida: [
    "destinatario",
    "assunto",
    "texto",
    "html",
    "cabecalhos",
    "tipo",
    "chave",
    "estado",
    "proxima_tentativa_em",
    "em_envio_ate",
    "ultimo_erro",
    "created_at",
    "enviada_em",
    "canal",
    "id_externo",
    "entrega",
  ],
  // Readers who wrote to a messaging channel, and their conversations (decision 076).
  canal_contatos: [
    "canal",
    "remetente_hash",
    "endereco",
    "inscrito_em",
    "ultima_entrada_em",
    "created_at",
    "parou_em",
  ],
  canal_mensagens: ["direcao", "id_externo", "tipo", "texto", "caixa_saida_chave", "created_at"],
  // Updates from the platforms waiting to be handled (decision 081): their JSON and keys;
  // when one was given up on and why (decision 082).
  canal_recebidas: [
    "canal",
    "chave",
    "dados",
    "origem",
    "recebida_em",
    "reservada_ate",
    "tratada_em",
    "desistida_em",
    "erro",
  ],
  // Free text from outside, never read by the sweep: nobody outside can pin a file.
  contato_mensagens: ["nome", "email", "assunto", "mensagem"],
  registro_auditoria: [
    "criado_em",
    "conta_nome",
    "acao",
    "tipo",
    "item_id",
    "nota",
    "endereco",
    "agente",
  ],
  sugestoes: [
    "codigo_hash",
    "texto",
    "link",
    "anexo_hash",
    "plataforma",
    "uf",
    "municipio",
    "email",
    "grupo",
    "estado",
    "motivo",
    "motivo_texto",
    "resposta_avisada_em",
    "canal",
    "respondida_em",
  ],
  sugestao_anexos: ["hash", "content_type"],
  // The stored files themselves.
  media: ["chave", "hash", "content_type", "last_used_at"],
  // Plain text, codes, dates and names that no form fills with an address.
  contato_institucional: ["email", "telefone", "whatsapp", "redes"],
  correcoes: ["data", "erro", "mudanca", "status_anterior", "status_novo"],
  fake_news: [
    "titulo",
    "subtitulo",
    "legendas",
    "alts",
    "status",
    "data_verificacao",
    "verificador",
    "tags",
    "uf",
    "municipio",
    "estado",
    "publicar_em",
    "aprovado_em",
    "tema_slugs",
    "alegacao",
    "circulou_em",
    "primeira_aparicao",
    "rotulo",
    "motivo_sem_revisao",
  ],
  membros: ["nome", "cargo", "email", "lattes"],
  newsletters: ["titulo", "descricao"],
  noticias: [
    "titulo",
    "subtitulo",
    "tags",
    "legendas",
    "alts",
    "video",
    "data_publicacao",
    "autor",
    "uf",
    "municipio",
    "estado",
    "publicar_em",
    "tema_slugs",
  ],
  paginas_institucionais: ["slug", "titulo"],
  publicacoes: [
    "titulo",
    "autores",
    "tipo",
    "veiculo",
    "resumo",
    "palavras_chave",
    "doi",
    "url",
    "licenca",
    "texto_busca",
    "autores_busca",
  ],
  publicacoes_removidas: ["tipo", "removida_em"],
  revisoes: ["tipo", "administrador_nome"],
  rodape_instituicoes: ["chave", "nome", "nome_completo", "endereco"],
  rotulos: ["slug", "nome", "cor", "icone", "definicao", "status"],
  sobre_projeto: ["titulo"],
  subprojetos: ["nome", "autor", "data_inicio", "local", "status"],
  // Derived from the content above, rebuilt from it: the search index.
  busca_documentos: ["*"],
  busca_pendente: ["*"],
  // Derived likewise: the matching index (content hashes, never /media/ names).
  semelhanca_textos: ["*"],
  semelhanca_trigramas: ["*"],
  semelhanca_links: ["*"],
  semelhanca_imagens: ["*"],
  semelhanca_anexos: ["*"],
  semelhanca_sugestoes: ["*"],
  semelhanca_sugestao_trigramas: ["*"],
};

/** Timestamps every table keeps, text on SQLite. */
const BOOKKEEPING = new Set(["created_at", "updated_at"]);

const database = databasePerFile();

test("every text column either names media for the sweep or is known never to", async () => {
  const named: Record<string, readonly string[]> = MEDIA_NAMING_COLUMNS;
  const unclassified: string[] = [];
  for (const table of await database().db.introspection.getTables()) {
    if (
      table.name.startsWith("kysely_") ||
      table.name.startsWith("busca_fts") ||
      table.name.startsWith("semelhanca_fts")
    )
      continue;
    for (const column of table.columns) {
      if (!/text|char|json/i.test(column.dataType) || BOOKKEEPING.has(column.name)) continue;
      const never = NEVER_NAMES_MEDIA[table.name] ?? [];
      if (named[table.name]?.includes(column.name)) continue;
      if (never.includes("*") || never.includes(column.name)) continue;
      unclassified.push(`${table.name}.${column.name}`);
    }
  }
  expect(unclassified).toEqual([]);
});
