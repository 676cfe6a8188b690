import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { resolveImage } from "../../media/store.ts";
import { replaceRodapeInstituicoes, selectRodapeInstituicoes } from "./repository.ts";
import {
  RODAPE_CHAVES,
  RODAPE_PADRAO,
  type Instituicao,
  type Rodape,
  type RodapeChave,
  type RodapeInput,
} from "./schema.ts";

const isChave = (value: string | null): value is RodapeChave =>
  value !== null && (RODAPE_CHAVES as readonly string[]).includes(value);

function defaults(): Rodape {
  return { instituicoes: RODAPE_PADRAO.instituicoes.map((instituicao) => ({ ...instituicao })) };
}

/** The footer's institutions as stored, or the built-in defaults until an editor saves some. */
export async function getRodape(db: Kysely<Database>): Promise<Rodape> {
  const rows = await selectRodapeInstituicoes(db);
  if (rows.length === 0) return defaults();
  return {
    instituicoes: rows.map((row): Instituicao => ({
      chave: isChave(row.chave) ? row.chave : null,
      nome: row.nome,
      nome_completo: row.nome_completo,
      endereco: row.endereco,
      logo: row.logo,
    })),
  };
}

/** Replaces the list; uploaded logos are stored like every other image first. */
export async function saveRodape(
  db: Kysely<Database>,
  input: RodapeInput,
  remote: RemoteImageOptions = {},
): Promise<Rodape> {
  const now = new Date().toISOString();
  const rows: (Omit<Instituicao, "chave"> & { chave: string | null; updated_at: string })[] = [];
  for (const instituicao of input.instituicoes) {
    rows.push({
      ...instituicao,
      logo: instituicao.logo === null ? null : await resolveImage(db, instituicao.logo, { remote }),
      updated_at: now,
    });
  }
  await db.transaction().execute((trx) => replaceRodapeInstituicoes(trx, rows));
  return getRodape(db);
}
