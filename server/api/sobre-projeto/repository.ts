import type { SobreProjetoRow } from "../../db/schema.ts";
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

export type SobreProjetoValues = Omit<SobreProjetoRow, "id">;

export const { find: findSobreProjetoRow, upsert: upsertSobreProjetoRow } = sobreProjeto;
