import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Papel } from "../auth/roles.ts";

/*
 * Table types for both engines. Conventions that keep one query layer portable:
 * - timestamps are ISO 8601 text (`2026-11-21T10:00:00.000Z`), calendar dates are
 *   `YYYY-MM-DD` text: both sort correctly as text and no driver converts them;
 * - lists are JSON arrays stored as text and parsed by each area's mapper;
 * - binary data is a Buffer on both drivers.
 */

type Timestamp = string;
/** JSON-encoded array, e.g. `["a","b"]`; the column defaults to `[]`. */
type JsonText = ColumnType<string, string | undefined, string>;
type Id = Generated<number>;
type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;

/** The columns news items and fact checks share; each table adds its own. */
interface ArticleColumns {
  id: Id;
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  fontes: JsonText;
  imagens: JsonText;
  legendas: JsonText;
  alts: JsonText;
  /** Comma-separated. */
  tags: string | null;
  /** The tags' topic slugs between bars (`|saude|agua|`), null without tags (decision 041). */
  tema_slugs: string | null;
  /** A Brazilian state's two-letter code (`server/content/places.ts`). */
  uf: string | null;
  municipio: string | null;
  /** Publication state (decision 037): `rascunho`, `em_revisao` or `publicado`. */
  estado: ColumnType<string, string | undefined, string>;
  /** A published item is shown from this time on; null: at once. */
  publicar_em: string | null;
  /** Account ids; null on rows stored before accounts were recorded (editors' items). */
  criado_por: number | null;
  atualizado_por: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NoticiasTable extends ArticleColumns {
  video: string | null;
  data_publicacao: Timestamp;
  autor: string | null;
}

export interface FakeNewsTable extends ArticleColumns {
  verdades: JsonText;
  status: string;
  data_verificacao: string;
  verificador: string | null;
  /** The second review: who approved the entry and when; cleared by every later save. */
  aprovado_por: number | null;
  aprovado_em: string | null;
  /** 1 when an administrador published it without a second review. */
  sem_segunda_revisao: ColumnType<number, number | undefined, number>;
  /** Why it was published without a second review; null otherwise. */
  motivo_sem_revisao: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The entry's latest revision when it last left `publicado`: the revisions after it are
   * the second review's current cycle (decision 037); null while never taken out.
   */
  revisao_publicada: ColumnType<number | null, number | null | undefined, number | null>;
  /** The claim as it circulated (plain text); null on entries written without one. */
  alegacao: string | null;
  /** Where the claim circulated: platform codes (`CIRCULOU_EM` in fake-news/schema.ts). */
  circulou_em: JsonText;
  /** `YYYY-MM-DD` the claim was first seen, when known. */
  primeira_aparicao: string | null;
  /** The slug of the entry's rating (`rotulos`), which belongs to its status (decision 052). */
  rotulo: string | null;
}

/** The site's rating scale (decision 052): each rating belongs to one status. */
export interface RotulosTable {
  slug: string;
  nome: string;
  /** `#rrggbb`. */
  cor: string;
  icone: string;
  definicao: string;
  status: string;
  /** The scale's order, from 0. */
  posicao: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SubprojetosTable {
  id: Id;
  nome: string;
  autor: string;
  resumo: string;
  data_inicio: string;
  local: string | null;
  status: string;
  pdf_url: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A publication of the repository (decision 078). */
export interface PublicacoesTable {
  id: Id;
  titulo: string;
  /** JSON: the ordered authors, `[{ nome, endereco }]` (endereco: Lattes or ORCID, or null). */
  autores: string;
  ano: number;
  tipo: string;
  veiculo: string | null;
  resumo: string | null;
  /** JSON list of texts. */
  palavras_chave: string;
  doi: string | null;
  url: string | null;
  pdf_url: string | null;
  licenca: string | null;
  subprojeto_id: number | null;
  /** The words the list's search matches (title, authors, venue, abstract, keywords, DOI), folded. */
  texto_busca: Generated<string>;
  /** The authors' names, folded, one a line: what the author filter matches. */
  autores_busca: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A deleted publication, told to OAI-PMH harvesters as a deleted record (decision 078). */
export interface PublicacoesRemovidasTable {
  /** The deleted publication's id. */
  id: number;
  tipo: string;
  /** When it was deleted: the deleted record's datestamp. */
  removida_em: string;
}

export interface MembrosTable {
  id: Id;
  nome: string;
  cargo: string;
  biografia: string | null;
  foto: string | null;
  email: string | null;
  lattes: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NewslettersTable {
  id: Id;
  titulo: string;
  mes: number;
  ano: number;
  descricao: string | null;
  pdf_link: string | null;
  pdf_url: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A single row (id 1) holds the About page. */
export interface SobreProjetoTable {
  id: number;
  titulo: string | null;
  conteudo: string | null;
  descricao: string | null;
  objetivos: string | null;
  metodologia: string | null;
  updated_at: Timestamp;
}

/** One row per institutional page (`metodologia`, …), keyed by its address. */
export interface PaginasInstitucionaisTable {
  slug: string;
  titulo: string;
  conteudo: string;
  updated_at: Timestamp;
}

/**
 * A correction of one news item or one fake-news entry (exactly one of the two ids is
 * set); deleted with its item. `status_*` are set by the server when an update changed a
 * fake-news entry's verdict.
 */
export interface CorrecoesTable {
  id: Id;
  noticia_id: number | null;
  fake_news_id: number | null;
  data: Timestamp;
  erro: string | null;
  mudanca: string | null;
  status_anterior: string | null;
  status_novo: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The footer's institutions, by `posicao` from 0; empty means the built-in defaults. */
export interface RodapeInstituicoesTable {
  posicao: number;
  /** Names the drawn logo shown while no `logo` is uploaded. */
  chave: string | null;
  nome: string;
  nome_completo: string | null;
  endereco: string;
  logo: string | null;
  updated_at: Timestamp;
}

/** A single row (id 1) holds the institutional contact data. */
export interface ContatoInstitucionalTable {
  id: number;
  email: string;
  telefone: string;
  whatsapp: string;
  redes: JsonText;
  updated_at: Timestamp;
}

export interface ContatoMensagensTable {
  id: Id;
  nome: string;
  email: string;
  assunto: string;
  mensagem: string;
  created_at: CreatedAt;
}

export interface AdministradoresTable {
  id: Id;
  email: string;
  nome: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** `administrador`, `editor` or `autor` (decision 036). */
  papel: ColumnType<Papel, Papel | undefined, Papel>;
  /** Set while the account is disabled: it cannot log in and has no sessions. */
  desativado_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Base32 TOTP secret once the second factor is on. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret shown to the account's owner and not yet confirmed with a code. */
  totp_pendente: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_ultimo_passo: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the account last signed in (a session was opened), if ever. */
  ultimo_acesso_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** 1: the desk's notices come by e-mail (decision 073); 0: the account turned them off. */
  avisos_email: Generated<number>;
}

export interface SessoesTable {
  id: Id;
  token_hash: string;
  administrador_id: number;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  /** The client address that opened the session, as the proxy settings read it. */
  endereco: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One-time recovery codes of the TOTP second factor, stored as SHA-256 hashes. */
export interface CodigosRecuperacaoTable {
  id: Id;
  administrador_id: number;
  code_hash: string;
  created_at: Timestamp;
}

/** Logins whose password was right and that wait for the second factor. */
export interface LoginDesafiosTable {
  id: Id;
  token_hash: string;
  administrador_id: number;
  tentativas: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
}

/** Failed-login counters, keyed by `ip:<address>` or `conta:<e-mail>`. */
export interface LoginFalhasTable {
  chave: string;
  falhas: number;
  janela_inicio: Timestamp;
  bloqueado_ate: Timestamp | null;
}

/**
 * The audit log (decision 036): one row per recorded event, never changed nor deleted
 * (database triggers refuse both). The account's name is kept as it was at the time.
 */
export interface RegistroAuditoriaTable {
  id: Id;
  criado_em: Timestamp;
  conta_id: number | null;
  conta_nome: string | null;
  /** The route's operationId (`createNoticia`) or an auth event (`loginFailed`). */
  acao: string;
  /** The route's tag (`noticias`), `auth` for sign-in events. */
  tipo: string;
  item_id: string | null;
  nota: string | null;
  /** The client address as Express resolves it (TRUST_PROXY). */
  endereco: string | null;
  /** The User-Agent header, truncated. */
  agente: string | null;
}

/** Generic fixed-window counters for other rate limits (e.g. the contact form). */
export interface RateLimitsTable {
  chave: string;
  contagem: number;
  janela_inicio: Timestamp;
}

/**
 * Stored files, one row per rendition. `chave` is the public name under /media/
 * (content hash plus rendition), so the same upload is stored once.
 */
export interface MediaTable {
  chave: string;
  hash: string;
  content_type: string;
  largura: number | null;
  altura: number | null;
  tamanho: number;
  dados: Buffer;
  created_at: CreatedAt;
  /**
   * When an upload stored the file or a write named it; null only in rows restored from
   * archives older than the column (read as `created_at`). The media sweep spares files
   * used within its grace period.
   */
  last_used_at: Timestamp | null;
  /**
   * 1: stored by an autor and named by no published content yet, so only signed-in
   * accounts may read it; 0: public. Set once, when first stored (decision 068).
   */
  privado: Generated<number>;
}

/** A reader's tip (decision 040); `grupo` holds the key that groups tips that look alike. */
export interface SugestoesTable {
  id: Id;
  /** SHA-256 of the tracking code given to the reader; the code itself is not kept. */
  codigo_hash: string;
  texto: string | null;
  link: string | null;
  anexo_hash: string | null;
  plataforma: string;
  uf: string | null;
  municipio: string | null;
  email: string | null;
  grupo: string;
  estado: string;
  motivo: string | null;
  motivo_texto: string | null;
  fake_news_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** When the e-mail with the answer was queued (decision 072); null while none was. */
  resposta_avisada_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** 1 while the answer is the one the site gave at once (decision 075); an editor's clears it. */
  resposta_automatica: Generated<number>;
  /** The fact-check the reader said was not it (decision 075): never the automatic answer again. */
  fake_news_recusada_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The way the tip came in (decision 081): `web`, `whatsapp` or `telegram`. */
  canal: Generated<string>;
  /** When the tip was answered (checked or discarded), kept through later edits; null while open. */
  respondida_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** Files attached to tips, named by content hash; never served under /media/. */
export interface SugestaoAnexosTable {
  hash: string;
  content_type: string;
  tamanho: number;
  dados: Buffer;
  created_at: Timestamp;
}

/**
 * One indexed article (decision 030). The text itself lives in the engine's own index:
 * SQLite's FTS5 table `busca_fts` (row id = `id`) or PostgreSQL's `documento` tsvector.
 */
export interface BuscaDocumentosTable {
  tipo: string;
  artigo_id: number;
  /** `data_publicacao` or `data_verificacao`: newer first among equal ranks. */
  data: string;
  status: string | null;
}

/** SQLite only: articles changed since the index last caught up, filled by triggers. */
export interface BuscaPendenteTable {
  tipo: string;
  artigo_id: number;
}

/** Fact-checks changed since the matching index last caught up, filled by triggers (decision 069). */
export interface SemelhancaPendenteTable {
  fake_news_id: number;
}

/**
 * PostgreSQL only: a fact-check's claim, title and lead as the matching reads them, under
 * a trigram index (decision 069). SQLite keeps them in the FTS5 table `semelhanca_fts`.
 */
export interface SemelhancaTextosTable {
  fake_news_id: number;
  /** 0 the claim, 1 the title, 2 the lead. */
  campo: number;
  texto: string;
}

/** PostgreSQL only: how many `semelhanca_textos` rows hold each trigram inside a word. */
export interface SemelhancaTrigramasTable {
  trigrama: string;
  linhas: number;
}

/** The normalised address of a link a fact-check cites (decision 069). */
export interface SemelhancaLinksTable {
  link: string;
  fake_news_id: number;
}

/** A fact-check's image: its stored file's content hash and its perceptual hash (16 hex digits). */
export interface SemelhancaImagensTable {
  fake_news_id: number;
  media_hash: string;
  /** Null when the file could not be read as an image. */
  phash: string | null;
}

/** The perceptual hash of an image a reader attached to a tip, by the file's content hash. */
export interface SemelhancaAnexosTable {
  hash: string;
  phash: string | null;
}

/**
 * A tip as the matching reads it (decision 074): its folded text (`matchingText`), the
 * normalised address of its link (or of the first link in its text) and its file's
 * content hash; deleted when the tip's retention clears it.
 */
export interface SemelhancaSugestoesTable {
  sugestao_id: number;
  texto: string;
  link: string | null;
  anexo_hash: string | null;
}

/** One trigram inside a word of a tip's folded text: the tips' inverted index (decision 074). */
export interface SemelhancaSugestaoTrigramasTable {
  trigrama: string;
  sugestao_id: number;
}

/** One save of a collection's item (decision 038); `registro` is the answered item as JSON. */
export interface RevisoesTable {
  /** The collection's API tag: `noticias`, `fake-news`, `subprojetos`… */
  tipo: string;
  item_id: number;
  /** 1, 2, 3… per item. */
  numero: number;
  /** Who saved, as they were then; null for the state an item had before revisions existed. */
  administrador_id: number | null;
  administrador_nome: string | null;
  created_at: Timestamp;
  registro: string;
  /** 1: a change of a published item waiting for its publication (decision 061). */
  pendente: Generated<number>;
}

/** A password reset link sent by e-mail (decision 070); the token is kept only hashed. */
export interface RedefinicoesSenhaTable {
  id: Id;
  administrador_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/**
 * An address subscribed to the newsletter (decision 071): waiting for its confirmation
 * while `confirmada_em` is null; the link's token is kept only hashed.
 */
export interface InscricoesTable {
  id: Id;
  /** In lower case. */
  email: string;
  created_at: Timestamp;
  confirmada_em: Timestamp | null;
  confirmacao_hash: string | null;
  confirmacao_expira_em: Timestamp | null;
  /** When the last confirmation link went: at most one a day. */
  confirmacao_enviada_em: Timestamp | null;
}

/** The unsubscribe token of one message to a subscriber, kept only hashed (decision 071). */
export interface InscricoesSaidaTable {
  token_hash: string;
  inscricao_id: number;
  created_at: Timestamp;
}

/** E-mail waiting to go, sent or given up on (decision 070). */
export interface CaixaSaidaTable {
  id: Id;
  destinatario: string;
  assunto: string;
  /** The plain-text part and the HTML part of the same message. */
  texto: string;
  html: string;
  /** Extra headers as a JSON object, e.g. `List-Unsubscribe`. */
  cabecalhos: ColumnType<string, string | undefined, string>;
  /** What the message is for, e.g. `senha` or `teste`: the admin view groups by it. */
  tipo: string;
  /** Names a message that must go at most once; null for the others. */
  chave: string | null;
  /** `pendente`, `enviada` or `falhou` (given up: an administrador may send it again). */
  estado: ColumnType<string, string | undefined, string>;
  tentativas: ColumnType<number, number | undefined, number>;
  proxima_tentativa_em: Timestamp;
  /** While an instance sends it: no other claims it before this time. */
  em_envio_ate: Timestamp | null;
  ultimo_erro: string | null;
  created_at: CreatedAt;
  enviada_em: Timestamp | null;
  /** `email`, `whatsapp` or `telegram` (decision 076): which transport sends it. */
  canal: ColumnType<string, string | undefined, string>;
  /** The platform's id of a sent message, matched by its delivery updates. */
  id_externo: string | null;
  /** What the platform last said of a sent message: `entregue`, `lida` or `falhou`. */
  entrega: string | null;
}

/** A reader who wrote to a messaging channel (decision 076). */
export interface CanalContatosTable {
  id: Id;
  canal: string;
  /** SHA-256 of the channel and the number or chat id: groups a sender's messages. */
  remetente_hash: string;
  /** The number or chat id in clear, only while a reply is owed or the digest subscribed. */
  endereco: string | null;
  /** When the contact asked for the daily digest; null when not subscribed. */
  inscrito_em: Timestamp | null;
  /** The last message received: WhatsApp allows free text within 24 hours of it. */
  ultima_entrada_em: Timestamp;
  created_at: CreatedAt;
  /** When the contact sent PARAR (decision 081); cleared when it writes again. */
  parou_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/**
 * An update a platform delivered (decision 081), stored before the webhook answers and
 * handled once afterwards: by the request, or by a later pass on any instance.
 */
export interface CanalRecebidasTable {
  id: Id;
  canal: string;
  /** The platform's key of the update (WhatsApp's message id, Telegram's update_id). */
  chave: string;
  /** The update as the tipline reads it (JSON); cleared once handled. */
  dados: string | null;
  /** The origin the replies' links use. */
  origem: string;
  recebida_em: Timestamp;
  /** Until when the instance handling it holds it. */
  reservada_ate: Timestamp | null;
  tentativas: Generated<number>;
  tratada_em: Timestamp | null;
  /** When its last attempt failed (decision 082): kept, not retried, until the desk asks. */
  desistida_em: Timestamp | null;
  /** Its last failure, as the log names it. */
  erro: string | null;
}

/** A message received from, or queued to, a contact (decision 076). */
export interface CanalMensagensTable {
  id: Id;
  contato_id: number;
  /** `entrada` (from the reader) or `saida` (to the reader). */
  direcao: string;
  /** The platform's id of a received message (WhatsApp's message id, Telegram's update_id). */
  id_externo: string | null;
  /** `texto`, `imagem`, `audio`, `video`, `documento`, `comando` or `resposta`. */
  tipo: string;
  texto: string | null;
  sugestao_id: number | null;
  /** The outbox row of a reply, by its key. */
  caixa_saida_chave: string | null;
  created_at: CreatedAt;
}

export interface Database {
  noticias: NoticiasTable;
  fake_news: FakeNewsTable;
  subprojetos: SubprojetosTable;
  publicacoes: PublicacoesTable;
  publicacoes_removidas: PublicacoesRemovidasTable;
  membros: MembrosTable;
  newsletters: NewslettersTable;
  sobre_projeto: SobreProjetoTable;
  paginas_institucionais: PaginasInstitucionaisTable;
  contato_institucional: ContatoInstitucionalTable;
  contato_mensagens: ContatoMensagensTable;
  administradores: AdministradoresTable;
  sessoes: SessoesTable;
  codigos_recuperacao: CodigosRecuperacaoTable;
  login_desafios: LoginDesafiosTable;
  login_falhas: LoginFalhasTable;
  rate_limits: RateLimitsTable;
  registro_auditoria: RegistroAuditoriaTable;
  media: MediaTable;
  caixa_saida: CaixaSaidaTable;
  canal_contatos: CanalContatosTable;
  canal_mensagens: CanalMensagensTable;
  canal_recebidas: CanalRecebidasTable;
  redefinicoes_senha: RedefinicoesSenhaTable;
  inscricoes: InscricoesTable;
  inscricoes_saida: InscricoesSaidaTable;
  busca_documentos: BuscaDocumentosTable;
  busca_pendente: BuscaPendenteTable;
  semelhanca_pendente: SemelhancaPendenteTable;
  semelhanca_textos: SemelhancaTextosTable;
  semelhanca_trigramas: SemelhancaTrigramasTable;
  semelhanca_links: SemelhancaLinksTable;
  semelhanca_imagens: SemelhancaImagensTable;
  semelhanca_anexos: SemelhancaAnexosTable;
  semelhanca_sugestoes: SemelhancaSugestoesTable;
  semelhanca_sugestao_trigramas: SemelhancaSugestaoTrigramasTable;
  correcoes: CorrecoesTable;
  rodape_instituicoes: RodapeInstituicoesTable;
  sugestoes: SugestoesTable;
  sugestao_anexos: SugestaoAnexosTable;
  revisoes: RevisoesTable;
  rotulos: RotulosTable;
}

export type NewSugestao = Insertable<SugestoesTable>;
export type SugestaoUpdate = Updateable<SugestoesTable>;

export type NoticiaRow = Selectable<NoticiasTable>;
export type FakeNewsRow = Selectable<FakeNewsTable>;
export type SubprojetoRow = Selectable<SubprojetosTable>;
/** A publication as it is read: its folded search columns are only compared, never read. */
export type PublicacaoRow = Omit<Selectable<PublicacoesTable>, "texto_busca" | "autores_busca">;
export type MembroRow = Selectable<MembrosTable>;
export type NewsletterRow = Selectable<NewslettersTable>;
export type SobreProjetoRow = Selectable<SobreProjetoTable>;
export type PaginaInstitucionalRow = Selectable<PaginasInstitucionaisTable>;
export type ContatoInstitucionalRow = Selectable<ContatoInstitucionalTable>;
export type ContatoMensagemRow = Selectable<ContatoMensagensTable>;
export type NewContatoMensagem = Insertable<ContatoMensagensTable>;
export type NewAdministrador = Insertable<AdministradoresTable>;
export type RodapeInstituicaoRow = Selectable<RodapeInstituicoesTable>;
export type NewMedia = Insertable<MediaTable>;
