import { singletonRepository } from "../table-repository.ts";

const contatoInstitucional = singletonRepository("contato_institucional", [
  "id",
  "email",
  "telefone",
  "whatsapp",
  "redes",
  "updated_at",
]);

export const { find: findContatoInstitucionalRow, upsert: upsertContatoInstitucionalRow } =
  contatoInstitucional;
