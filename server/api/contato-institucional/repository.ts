import type { ContatoInstitucionalRow } from "../../db/schema.ts";
import { singletonRepository } from "../table-repository.ts";

const contatoInstitucional = singletonRepository("contato_institucional", [
  "id",
  "email",
  "telefone",
  "whatsapp",
  "redes",
  "updated_at",
]);

export type ContatoInstitucionalValues = Omit<ContatoInstitucionalRow, "id">;

export const { find: findContatoInstitucionalRow, upsert: upsertContatoInstitucionalRow } =
  contatoInstitucional;
