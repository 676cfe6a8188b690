import type { SessionAdmin } from "../../auth/sessions.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import type { CollectionOptions } from "../collection-options.ts";
import type { ApiContext } from "../context.ts";
import { defineRoute, requireCaller, type ApiRoute, type Guard } from "../route-table.ts";
import {
  REVISAO_MESSAGES,
  RestoreBodySchema,
  RevisaoParamsSchema,
  RevisaoResumoListSchema,
  revisaoSchema,
} from "./schema.ts";
import { IdParamsSchema } from "../../http/schema.ts";
import { findRevisao, listRevisoes, saveRevised, type RevisaoWords } from "./service.ts";

/*
 * The history calls of a collection whose editors see revisions (decision 038): the list,
 * one revision with its whole record, and the restore, which saves that record again as
 * a new revision under the same rules as an update.
 */

/** The collection's own path, words and schemas, and what its history needs besides. */
export type RevisaoRoutesOptions<Input, Output extends { id: number }> = Pick<
  CollectionOptions<Input, Output>,
  "path" | "tag" | "noun" | "one" | "input" | "output" | "notFoundMessage" | "acceptedNote"
> & {
  words: RevisaoWords;
  writeGuard: Guard;
  find: (context: ApiContext, id: number) => Promise<Output | undefined>;
  update: (
    context: ApiContext,
    id: number,
    input: Input,
    admin: SessionAdmin,
  ) => Promise<Output | undefined>;
};

export function revisaoRoutes<Input, Output extends { id: number }>(
  options: RevisaoRoutesOptions<Input, Output>,
): ApiRoute[] {
  const { path, tag, noun, one, notFoundMessage } = options;
  const listPath = `${path}/:id/revisoes`;
  const onePath = `${listPath}/:numero`;
  const exists = async (context: ApiContext, id: number) => {
    if ((await options.find(context, id)) === undefined) throw notFound(notFoundMessage);
  };
  // What both reads share: the history is the editors', and never cached by others.
  const editorsRead = {
    method: "get",
    tag,
    guard: "admin",
    success: 200,
    caching: "private",
  } as const;
  return [
    defineRoute({
      ...editorsRead,
      path: listPath,
      operationId: `list${noun}Revisions`,
      summary: `List the revisions of ${one}`,
      description:
        "Newest first: number, who saved and when. An item saved before revisions were kept and never since has none.",
      params: IdParamsSchema,
      paramsNotFound: notFoundMessage,
      output: RevisaoResumoListSchema,
      handle: async (call) => {
        await exists(call, call.params.id);
        return listRevisoes(call.db, tag, call.params.id);
      },
    }),
    defineRoute({
      ...editorsRead,
      path: onePath,
      operationId: `get${noun}Revision`,
      summary: `Read one revision of ${one}`,
      description: "The whole item as the API answered it after that save.",
      params: RevisaoParamsSchema,
      paramsNotFound: REVISAO_MESSAGES.notFound,
      output: revisaoSchema(options.output).meta({ id: `${noun}Revisao` }),
      handle: async (call) => {
        await exists(call, call.params.id);
        return findRevisao(call.db, tag, call.params.id, call.params.numero) as Promise<never>;
      },
    }),
    defineRoute({
      method: "post",
      path: `${onePath}/restaurar`,
      tag,
      operationId: `restore${noun}Revision`,
      summary: `Restore a revision of ${one}`,
      description:
        "Saves the revision's record again as the item's new revision, under the same rules as an update (`revisao` in the body: 409 when it is not the latest).",
      guard: options.writeGuard,
      params: RevisaoParamsSchema,
      paramsNotFound: REVISAO_MESSAGES.notFound,
      body: { kind: "json", schema: RestoreBodySchema, limit: "16kb", missing: {} },
      success: 200,
      accepted: options.acceptedNote,
      output: options.output,
      caching: "none",
      errors: [400, 409],
      handle: async (call) => {
        const admin = requireCaller(call.admin);
        const { id, numero } = call.params;
        await exists(call, id);
        const revision = await findRevisao(call.db, tag, id, numero);
        const parsed = options.input.safeParse(revision.registro);
        if (!parsed.success) throw badRequest(undefined, REVISAO_MESSAGES.unrestorable);
        const saved = await saveRevised(call.db, {
          tipo: tag,
          itemId: id,
          base: call.body.revisao,
          admin,
          words: options.words,
          find: (db, itemId) => options.find({ ...call, db }, itemId),
          save: (db) => options.update({ ...call, db }, id, parsed.data, admin),
        });
        if (!saved) throw notFound(notFoundMessage);
        const locals = call.req.res?.locals;
        if (locals) locals.auditNote = `Versão ${numero} restaurada`;
        // Restoring over a published item may be kept as a pending change (decision 061).
        if (locals && (saved as { pendente?: unknown }).pendente === true)
          locals.successStatus = 202;
        return saved;
      },
    }),
  ];
}
