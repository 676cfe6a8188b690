import { useRef } from "react";
import { RotuloListSchema, type Rotulo } from "#server/api/rotulos/schema.ts";
import { useAreaEditor } from "../../components/admin/area-editor.tsx";
import {
  EditDeleteButtons,
  LoadError,
  LoadingStatus,
  useDeleteItem,
} from "../../components/admin/list-controls.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import type {
  EscalaControls,
  EscalaRotulo,
} from "../../components/paginas/pagina-institucional.tsx";
import { RotuloEditor } from "./rotulo-form.tsx";

/*
 * The rating scale (decision 052) as /admin/paginas/metodologia manages it: the public
 * page's list of ratings, with a button to add one and each rating's Editar and Excluir.
 */

const ROTULOS_URL = "/api/rotulos";

const MESSAGES = {
  create: "Novo rótulo",
  loadFailed: "Não foi possível carregar a escala de classificação.",
  empty:
    "A escala não tem rótulos: a página pública lista só os três status. Crie um rótulo para cada classificação que a equipe usa.",
  created: "Rótulo criado!",
  updated: "Rótulo atualizado!",
  delete: {
    confirm: "Tem certeza que deseja excluir este rótulo?",
    deleted: "Rótulo excluído!",
    // The API says why, in Portuguese: a rating in use cannot go (409).
    failed: (error: string) => `Não foi possível excluir o rótulo. ${error}`,
  },
} as const;

/**
 * The scale as stored, for the page to list (empty until it loads), its admin controls,
 * and the open editor, to draw beside the page.
 */
export function useEscalaAdmin() {
  const list = useAdminQuery(ROTULOS_URL, RotuloListSchema);
  const editor = useAreaEditor<{ rotulo: Rotulo | null }>(list.reload);
  // The focus goes back here when a deleted rating's buttons go away.
  const createButton = useRef<HTMLButtonElement>(null);
  const { deleting, remove } = useDeleteItem(MESSAGES.delete, list, createButton);
  const pathOf = (rotulo: EscalaRotulo) => `${ROTULOS_URL}/${rotulo.slug}`;

  const controls: EscalaControls = {
    before: (
      <>
        <div className="admin-listing__actions">
          <button
            ref={createButton}
            type="button"
            className="admin-button"
            onClick={() => editor.open({ rotulo: null })}
          >
            {MESSAGES.create}
          </button>
        </div>
        {list.error ? (
          <LoadError onRetry={list.reload}>
            <p>
              {MESSAGES.loadFailed} {list.error}
            </p>
          </LoadError>
        ) : list.data === undefined ? (
          <LoadingStatus className="admin-listing__status" />
        ) : list.data.length === 0 ? (
          <p className="admin-notice">{MESSAGES.empty}</p>
        ) : null}
      </>
    ),
    actions: (rotulo) => (
      <EditDeleteButtons
        name={rotulo.nome}
        deleting={deleting === pathOf(rotulo)}
        onEdit={() => editor.open({ rotulo })}
        onDelete={() => void remove(pathOf(rotulo))}
      />
    ),
  };

  const target = editor.target;
  return {
    rotulos: list.data ?? [],
    controls,
    editor: target ? (
      <RotuloEditor
        key={target.rotulo?.slug ?? "novo"}
        rotulo={target.rotulo}
        onClose={editor.close}
        onSaved={() => editor.saved(target.rotulo ? MESSAGES.updated : MESSAGES.created)}
      />
    ) : null,
  };
}
