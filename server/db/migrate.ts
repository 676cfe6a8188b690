import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { Migrator, NO_MIGRATIONS, type Migration, type MigrationResult } from "kysely/migration";
import * as createContentTables from "./migrations/2026_11_21_10_00_00_create_content_tables.ts";
import * as createAccountTables from "./migrations/2026_11_21_10_10_00_create_account_tables.ts";
import * as createMediaTable from "./migrations/2026_11_21_10_20_00_create_media_table.ts";
import * as resanitizeRichText from "./migrations/2026_11_24_10_00_00_resanitize_rich_text.ts";
import * as addAccountSecurity from "./migrations/2026_11_24_12_00_00_add_account_security.ts";
import * as addLastUsedAtToMedia from "./migrations/2026_11_24_12_10_00_add_last_used_at_to_media.ts";
import * as createSearchIndex from "./migrations/2026_11_24_12_30_00_create_search_index.ts";
import * as addTagsAndPlaceToArticles from "./migrations/2026_11_24_13_00_00_add_tags_and_place_to_articles.ts";
import * as createPaginasInstitucionais from "./migrations/2026_11_24_12_50_00_create_paginas_institucionais.ts";
import * as addListOrderIndexes from "./migrations/2026_11_24_12_40_00_add_list_order_indexes.ts";
import * as addPapelToAdministradores from "./migrations/2026_11_25_09_00_00_add_papel_to_administradores.ts";
import * as createCorrecoes from "./migrations/2026_11_25_13_00_00_create_correcoes.ts";
import * as createRodapeInstituicoes from "./migrations/2026_11_25_13_10_00_create_rodape_instituicoes.ts";
import * as createSugestoes from "./migrations/2026_11_25_14_00_00_create_sugestoes.ts";
import * as addTemaSlugsToFakeNews from "./migrations/2026_11_25_15_00_00_add_tema_slugs_to_fake_news.ts";
import * as addPublicListIndexes from "./migrations/2026_11_26_09_00_00_add_public_list_indexes.ts";
import * as addTemaSlugsToNoticias from "./migrations/2026_11_26_09_10_00_add_tema_slugs_to_noticias.ts";
import * as createRegistroAuditoria from "./migrations/2026_11_25_10_00_00_create_registro_auditoria.ts";
import * as addPublicationWorkflow from "./migrations/2026_11_25_11_00_00_add_publication_workflow.ts";
import * as createRevisoes from "./migrations/2026_11_25_12_00_00_create_revisoes.ts";
import * as addTopicsToPublicListIndexes from "./migrations/2026_11_29_01_30_00_add_topics_to_public_list_indexes.ts";
import * as addClaimAndRotulos from "./migrations/2026_11_29_04_00_00_add_claim_and_rotulos.ts";
import * as addRevisaoPublicadaToFakeNews from "./migrations/2026_11_29_08_00_00_add_revisao_publicada_to_fake_news.ts";
import * as addPendenteToRevisoes from "./migrations/2026_11_29_10_00_00_add_pendente_to_revisoes.ts";
import * as addMotivoSemRevisaoToFakeNews from "./migrations/2026_11_29_11_00_00_add_motivo_sem_revisao_to_fake_news.ts";
import * as addPrivadoToMedia from "./migrations/2026_11_29_12_00_00_add_privado_to_media.ts";
import * as deleteUnsaltedRecoveryCodes from "./migrations/2026_11_29_12_00_00_delete_unsalted_recovery_codes.ts";
import * as createCaixaSaida from "./migrations/2026_11_29_12_30_00_create_caixa_saida.ts";
import * as createRedefinicoesSenha from "./migrations/2026_11_29_12_40_00_create_redefinicoes_senha.ts";
import * as addRespostaAvisadaEmToSugestoes from "./migrations/2026_11_29_12_50_00_add_resposta_avisada_em_to_sugestoes.ts";
import * as addRespostaAutomaticaToSugestoes from "./migrations/2026_11_29_13_40_00_add_resposta_automatica_to_sugestoes.ts";
import * as addAvisosEmailToAdministradores from "./migrations/2026_11_29_12_55_00_add_avisos_email_to_administradores.ts";
import * as createMatchingIndex from "./migrations/2026_11_29_13_00_00_create_matching_index.ts";
import * as createInscricoes from "./migrations/2026_11_29_13_10_00_create_inscricoes.ts";
import * as createTipMatchingIndex from "./migrations/2026_11_29_14_00_00_create_tip_matching_index.ts";
import * as createCanais from "./migrations/2026_11_29_13_40_00_create_canais.ts";
import * as createPublicacoes from "./migrations/2026_11_29_14_00_00_create_publicacoes.ts";
import * as addCanalToSugestoes from "./migrations/2026_11_29_17_30_00_add_canal_to_sugestoes.ts";
import * as addPublicacoesToSearchIndex from "./migrations/2026_11_29_17_30_00_add_publicacoes_to_search_index.ts";
import * as createPublicacoesRemovidas from "./migrations/2026_11_29_17_40_00_create_publicacoes_removidas.ts";
import * as addBuscaToPublicacoes from "./migrations/2026_11_29_17_50_00_add_busca_to_publicacoes.ts";
import * as addRespondidaEmToSugestoes from "./migrations/2026_11_29_18_00_00_add_respondida_em_to_sugestoes.ts";
import * as addDesistidaEmToCanalRecebidas from "./migrations/2026_11_29_21_00_00_add_desistida_em_to_canal_recebidas.ts";

// Listed explicitly rather than read from the folder, so the set of migrations is the
// same whether the code runs from source, from a bundle or from a test.
const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_10_00_00_create_content_tables": createContentTables,
  "2026_11_21_10_10_00_create_account_tables": createAccountTables,
  "2026_11_21_10_20_00_create_media_table": createMediaTable,
  "2026_11_24_10_00_00_resanitize_rich_text": resanitizeRichText,
  "2026_11_24_12_00_00_add_account_security": addAccountSecurity,
  "2026_11_24_12_10_00_add_last_used_at_to_media": addLastUsedAtToMedia,
  "2026_11_24_12_30_00_create_search_index": createSearchIndex,
  "2026_11_24_13_00_00_add_tags_and_place_to_articles": addTagsAndPlaceToArticles,
  "2026_11_24_12_50_00_create_paginas_institucionais": createPaginasInstitucionais,
  "2026_11_24_12_40_00_add_list_order_indexes": addListOrderIndexes,
  "2026_11_25_09_00_00_add_papel_to_administradores": addPapelToAdministradores,
  "2026_11_25_13_00_00_create_correcoes": createCorrecoes,
  "2026_11_25_13_10_00_create_rodape_instituicoes": createRodapeInstituicoes,
  "2026_11_25_14_00_00_create_sugestoes": createSugestoes,
  "2026_11_25_15_00_00_add_tema_slugs_to_fake_news": addTemaSlugsToFakeNews,
  "2026_11_26_09_00_00_add_public_list_indexes": addPublicListIndexes,
  "2026_11_26_09_10_00_add_tema_slugs_to_noticias": addTemaSlugsToNoticias,
  "2026_11_25_10_00_00_create_registro_auditoria": createRegistroAuditoria,
  "2026_11_25_11_00_00_add_publication_workflow": addPublicationWorkflow,
  "2026_11_25_12_00_00_create_revisoes": createRevisoes,
  "2026_11_29_01_30_00_add_topics_to_public_list_indexes": addTopicsToPublicListIndexes,
  "2026_11_29_04_00_00_add_claim_and_rotulos": addClaimAndRotulos,
  "2026_11_29_08_00_00_add_revisao_publicada_to_fake_news": addRevisaoPublicadaToFakeNews,
  "2026_11_29_10_00_00_add_pendente_to_revisoes": addPendenteToRevisoes,
  "2026_11_29_11_00_00_add_motivo_sem_revisao_to_fake_news": addMotivoSemRevisaoToFakeNews,
  "2026_11_29_12_00_00_add_privado_to_media": addPrivadoToMedia,
  "2026_11_29_12_00_00_delete_unsalted_recovery_codes": deleteUnsaltedRecoveryCodes,
  "2026_11_29_12_30_00_create_caixa_saida": createCaixaSaida,
  "2026_11_29_12_40_00_create_redefinicoes_senha": createRedefinicoesSenha,
  "2026_11_29_12_50_00_add_resposta_avisada_em_to_sugestoes": addRespostaAvisadaEmToSugestoes,
  "2026_11_29_12_55_00_add_avisos_email_to_administradores": addAvisosEmailToAdministradores,
  "2026_11_29_13_00_00_create_matching_index": createMatchingIndex,
  "2026_11_29_13_10_00_create_inscricoes": createInscricoes,
  "2026_11_29_13_40_00_add_resposta_automatica_to_sugestoes": addRespostaAutomaticaToSugestoes,
  "2026_11_29_14_00_00_create_tip_matching_index": createTipMatchingIndex,
  "2026_11_29_13_40_00_create_canais": createCanais,
  "2026_11_29_14_00_00_create_publicacoes": createPublicacoes,
  "2026_11_29_17_30_00_add_canal_to_sugestoes": addCanalToSugestoes,
  "2026_11_29_17_30_00_add_publicacoes_to_search_index": addPublicacoesToSearchIndex,
  "2026_11_29_17_40_00_create_publicacoes_removidas": createPublicacoesRemovidas,
  "2026_11_29_17_50_00_add_busca_to_publicacoes": addBuscaToPublicacoes,
  "2026_11_29_18_00_00_add_respondida_em_to_sugestoes": addRespondidaEmToSugestoes,
  "2026_11_29_21_00_00_add_desistida_em_to_canal_recebidas": addDesistidaEmToCanalRecebidas,
};

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Every migration this version knows, oldest first. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

function throwIfFailed(error: unknown, results: MigrationResult[]): void {
  if (!error) return;
  const failed = results.find((result) => result.status === "Error");
  throw new MigrationError(
    `Database migration ${failed?.migrationName ?? ""} failed: ${String(
      error instanceof Error ? error.message : error,
    )}`,
    { cause: error },
  );
}

export type MigrationState = { name: string; appliedAt: Date | undefined };

/** Every known migration with the time it was applied, or undefined while it is pending. */
export async function migrationStatus(db: Kysely<Database>): Promise<MigrationState[]> {
  const migrations = await migrator(db).getMigrations();
  return migrations.map((migration) => ({
    name: migration.name,
    appliedAt: migration.executedAt,
  }));
}

/**
 * Brings an empty database to the schema of an older version (the last migration named,
 * or none), so rows saved by that version can be loaded before the rest runs.
 */
export async function migrateTo(db: Kysely<Database>, lastName: string | undefined): Promise<void> {
  const { error, results = [] } = await migrator(db).migrateTo(lastName ?? NO_MIGRATIONS);
  throwIfFailed(error, results);
}

/**
 * Applies pending migrations. Kysely holds a lock while it runs (an advisory lock on
 * PostgreSQL), so two instances starting together apply each migration once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const { error, results = [] } = await migrator(db).migrateToLatest();
  throwIfFailed(error, results);
  return results;
}
