import { PUBLICACAO_TIPO_LABELS, type PublicacaoTipo } from "#server/api/publicacoes/schema.ts";
import type { Route } from "./+types/repositorio.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { PublicacaoListSchema } from "../../components/admin/api-schemas.ts";
import { ListEditor } from "../../components/admin/list-editor.tsx";
import {
  AdminPageBar,
  CardListSection,
  ItemActions,
  LogoutButton,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { PublicacaoEditor } from "./publicacao-form.tsx";

const MESSAGES = {
  title: "Repositório",
  intro:
    "As publicações do observatório. Cada uma aparece em /repositorio, com página própria, formas de citar e coleta por OAI-PMH.",
  empty: "Nenhuma publicação ainda. O repositório público mostra “Em construção” até a primeira.",
  create: "+ Nova Publicação",
  loadFailed: "Não foi possível carregar as publicações.",
  created: "Publicação criada com sucesso!",
  updated: "Publicação atualizada com sucesso!",
  delete: {
    confirm: "Tem certeza que deseja excluir esta publicação?",
    deleted: "Publicação excluída com sucesso!",
    failed: "Erro ao excluir publicação",
  },
  pdf: "com PDF",
  view: "Ver página pública",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

const tipoLabel = (tipo: string) => PUBLICACAO_TIPO_LABELS[tipo as PublicacaoTipo] ?? tipo;

/** /admin/repositorio: the publications, newest first, with their editor. */
export default function AdminRepositorio() {
  const page = useAdminListPage("/api/publicacoes", PublicacaoListSchema, MESSAGES.delete);
  return (
    <div className="page container admin-listing">
      <AdminPageBar>
        <LogoutButton />
      </AdminPageBar>
      <CardListSection
        page={page}
        title={MESSAGES.title}
        intro={MESSAGES.intro}
        createLabel={MESSAGES.create}
        loadFailed={MESSAGES.loadFailed}
        empty={MESSAGES.empty}
        emptyClassName="admin-repositorio__empty"
      >
        {(items) => (
          <ul className="admin-repositorio__list">
            {items.map((item) => (
              <li key={item.id} className="admin-repositorio__item">
                <h2 className="admin-repositorio__title">{item.titulo}</h2>
                <p>
                  {tipoLabel(item.tipo)} · {item.ano} ·{" "}
                  {item.autores.map((autor) => autor.nome).join("; ")}
                  {item.pdfUrl ? ` · ${MESSAGES.pdf}` : ""}
                </p>
                <p>
                  <a href={`/publicacao/${item.id}`}>{MESSAGES.view}</a>
                </p>
                <ItemActions page={page} id={item.id} name={item.titulo} />
              </li>
            ))}
          </ul>
        )}
      </CardListSection>
      <ListEditor page={page} messages={MESSAGES}>
        {(item, props) => <PublicacaoEditor publicacao={item ?? null} {...props} />}
      </ListEditor>
    </div>
  );
}
