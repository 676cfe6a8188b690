import type { AppServices } from "../context.ts";
import { RODAPE_PADRAO, type Instituicao } from "#server/api/rodape/schema.ts";
import { getRodape } from "#server/api/rodape/service.ts";

/**
 * The footer's institutions for every public page. The footer must not take a page down:
 * when they cannot be read, the built-in ones are shown.
 */
export async function loadFooterInstitutions(services: AppServices): Promise<Instituicao[]> {
  try {
    return (await getRodape(services.db)).instituicoes;
  } catch (error) {
    console.error("the footer's institutions could not be read", error);
    return RODAPE_PADRAO.instituicoes.map((instituicao) => ({ ...instituicao }));
  }
}
