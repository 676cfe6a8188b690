import { useState } from "react";
import type { Route } from "./+types/registro.ts";
import { adminMeta, adminStylesheets } from "../../components/admin/admin-meta.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import {
  ContaListSchema,
  RegistroListSchema,
  type RegistroEntrada,
} from "../../components/admin/api-schemas.ts";
import {
  AdminListStatus,
  AdminPageBar,
  Pager,
  SecondaryButton,
  withServerReason,
} from "../../components/admin/list-controls.tsx";
import { SelectField } from "../../components/admin/list-select.tsx";
import { TIPO_LABELS, acaoLabel, tipoLabel } from "../../components/admin/registro-labels.ts";
import { LabelledField } from "../../components/admin/text-field.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { formatDateTime } from "../../utils/dates.ts";
import stylesHref from "../../styles/admin-contas.css?url";

/*
 * /admin/registro: the audit log, newest first, for administrators (decision 036). The
 * filters' days are Brasília days, the clock every date of the site is shown in.
 */

const MESSAGES = {
  title: "Registro de atividades",
  intro:
    "Quem fez o quê, quando e de onde: cada salvamento, exclusão, entrada e saída do painel. O registro não pode ser alterado nem apagado.",
  filters: "Filtros",
  conta: "Pessoa",
  anyConta: "Todas as pessoas",
  tipo: "Área",
  anyTipo: "Todas as áreas",
  de: "De",
  ate: "Até",
  apply: "Filtrar",
  clear: "Limpar filtros",
  caption: "Atividades, das mais recentes às mais antigas",
  columns: ["Quando", "Quem", "Ação", "Área", "Item", "Detalhes", "Origem"],
  nobody: "Ninguém conectado",
  removedName: (id: number) => `Conta ${id}`,
  loading: "Carregando o registro...",
  loadFailed: "Não foi possível carregar o registro.",
  empty: "Nenhuma atividade registrada com estes filtros.",
  pages: "Páginas do registro",
  position: (pagina: number, total: number, count: number) =>
    `Página ${pagina} de ${total} (${count} ${count === 1 ? "atividade" : "atividades"})`,
} as const;

const PAGE_SIZE = 50;
/** Brasília has kept UTC−3 all year since 2019. */
const BRASILIA_OFFSET = "-03:00";

const TIPO_OPTIONS = Object.entries(TIPO_LABELS).map(([value, label]) => ({ value, label }));

type Filters = { conta: string; tipo: string; de: string; ate: string };
const NO_FILTERS: Filters = { conta: "", tipo: "", de: "", ate: "" };

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = adminStylesheets(stylesHref);

/** The list's address for these filters and page; days become Brasília instants. */
function registroUrl(filters: Filters, pagina: number): string {
  const search = new URLSearchParams({ pagina: String(pagina), limite: String(PAGE_SIZE) });
  if (filters.conta) search.set("conta", filters.conta);
  if (filters.tipo) search.set("tipo", filters.tipo);
  if (filters.de) search.set("de", `${filters.de}T00:00:00.000${BRASILIA_OFFSET}`);
  if (filters.ate) search.set("ate", `${filters.ate}T23:59:59.999${BRASILIA_OFFSET}`);
  return `/api/registro?${search.toString()}`;
}

export default function AdminRegistro() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [pagina, setPagina] = useState(1);
  const list = useAdminQuery(registroUrl(applied, pagina), RegistroListSchema);
  const contas = useAdminQuery("/api/contas", ContaListSchema);
  const total = list.total ?? 0;
  const totalPaginas = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const formId = "registro-filtros";

  const field = (name: keyof Filters) => ({
    formId,
    name,
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const input = (name: keyof Filters) => ({
    id: `${formId}-${name}`,
    name,
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      field(name).onChange(event.currentTarget.value),
  });

  function apply(filters: Filters) {
    setApplied(filters);
    setPagina(1);
  }

  return (
    <div className="container admin-contas">
      <AdminPageBar />
      <h1>{MESSAGES.title}</h1>
      <p>{MESSAGES.intro}</p>
      <form
        id={formId}
        className="admin-form"
        aria-label={MESSAGES.filters}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <div className="admin-registro__filtros">
          <SelectField
            {...field("conta")}
            label={MESSAGES.conta}
            options={(contas.data ?? []).map((conta) => ({
              value: String(conta.id),
              label: `${conta.nome} (${conta.email})`,
            }))}
            emptyOption={MESSAGES.anyConta}
          />
          <SelectField
            {...field("tipo")}
            label={MESSAGES.tipo}
            options={TIPO_OPTIONS}
            emptyOption={MESSAGES.anyTipo}
          />
          <LabelledField formId={formId} name="de" label={MESSAGES.de} error={undefined}>
            <input type="date" {...input("de")} />
          </LabelledField>
          <LabelledField formId={formId} name="ate" label={MESSAGES.ate} error={undefined}>
            <input type="date" {...input("ate")} />
          </LabelledField>
          <button type="submit" className="admin-button">
            {MESSAGES.apply}
          </button>
          <SecondaryButton
            onClick={() => {
              setDraft(NO_FILTERS);
              apply(NO_FILTERS);
            }}
          >
            {MESSAGES.clear}
          </SecondaryButton>
        </div>
      </form>
      <AdminListStatus
        list={list}
        messages={withServerReason(MESSAGES, list.error)}
        emptyClassName="admin-contas__empty"
      >
        {(entradas) => <RegistroTable entradas={entradas} />}
      </AdminListStatus>
      {list.data ? (
        <Pager
          pagina={pagina}
          totalPaginas={totalPaginas}
          go={setPagina}
          label={MESSAGES.pages}
          position={(current, pages) => MESSAGES.position(current, pages, total)}
        />
      ) : null}
    </div>
  );
}

function RegistroTable({ entradas }: { entradas: RegistroEntrada[] }) {
  return (
    <AdminTable caption={MESSAGES.caption} columns={MESSAGES.columns}>
      {entradas.map((entrada) => {
        const when = formatDateTime(entrada.criadoEm, "pt");
        return (
          <tr key={entrada.id}>
            <td>{when ? <time dateTime={when.iso}>{when.text}</time> : entrada.criadoEm}</td>
            <td>
              {entrada.conta
                ? (entrada.conta.nome ?? MESSAGES.removedName(entrada.conta.id))
                : MESSAGES.nobody}
            </td>
            <td>{acaoLabel(entrada.acao)}</td>
            <td>{tipoLabel(entrada.tipo)}</td>
            <td>{entrada.itemId ?? ""}</td>
            <td>{entrada.nota ?? ""}</td>
            <td>
              {entrada.endereco ?? ""}
              {entrada.agente ? (
                <>
                  <br />
                  <small>{entrada.agente}</small>
                </>
              ) : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
