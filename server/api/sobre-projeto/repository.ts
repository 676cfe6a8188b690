import { singletonRepository } from "../table-repository.ts";

const sobreProjeto = singletonRepository("sobre_projeto", [
  "id",
  "titulo",
  "conteudo",
  "descricao",
  "objetivos",
  "metodologia",
  "updated_at",
]);

export const { find: findSobreProjetoRow, upsert: upsertSobreProjetoRow } = sobreProjeto;
