import { useState } from "react";
import type { Route } from "./+types/sugestoes.ts";
import { ESTADOS_SUGESTAO, PLATAFORMAS } from "#server/api/sugestoes/schema.ts";
import { adminMeta, adminStylesheets } from "../../components/admin/admin-meta.ts";
import { FakeNewsListSchema, SugestaoGrupoListSchema } from "../../components/admin/api-schemas.ts";
import { InboxList } from "../../components/admin/inbox-list.tsx";
import { AdminPageBar, PageHeading, Pager } from "../../components/admin/list-controls.tsx";
import { SelectField, optionsOf } from "../../components/admin/list-select.tsx";
import { SugestaoGrupoCard } from "../../components/admin/sugestao-card.tsx";
import {
  estadoNome,
  plataformaNome,
  type FakeNewsOption,
} from "../../components/admin/sugestao-labels.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/admin-sugestoes.css?url";

/*
 * /admin/sugestoes: the editors' inbox of readers' tips (decision 040). Tips that look
 * alike come as one group (decision 074), with how many readers sent it; the groups sent
 * most in the last 7 days come first. Each tip is answered on its own, or the whole group
 * at once, by one of the checks the matching proposes or by the answer form.
 */

const PAGE_SIZE = 20;

const MESSAGES = {
  title: "Sugestões de checagem",
  intro:
    "Conteúdos enviados pelos leitores pela página Envie para checagem. Sugestões parecidas (mesmo link ou arquivo, texto ou imagem muito semelhantes) aparecem juntas, com as checagens publicadas que mais se parecem com elas; os boatos mais enviados nos últimos 7 dias vêm primeiro.",
  filters: "Filtrar sugestões",
  estado: "Situação",
  plataforma: "Onde circulou",
  all: "Todas",
  list: {
    loading: "Carregando sugestões...",
    failed: "Não foi possível carregar as sugestões.",
    empty: "Nenhuma sugestão encontrada.",
  },
  pages: "Páginas de sugestões",
} as const;

const FILTERS = [
  { name: "estado", label: MESSAGES.estado, options: optionsOf(ESTADOS_SUGESTAO, estadoNome) },
  {
    name: "plataforma",
    label: MESSAGES.plataforma,
    options: optionsOf(PLATAFORMAS, plataformaNome),
  },
] as const;

type Filters = Record<(typeof FILTERS)[number]["name"], string>;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = adminStylesheets(listingStylesHref, stylesHref);

export default function AdminSugestoes() {
  const [filters, setFilters] = useState<Filters>({ estado: "", plataforma: "" });
  const [pagina, setPagina] = useState(1);
  const search = new URLSearchParams({ pagina: String(pagina), limite: String(PAGE_SIZE) });
  for (const { name } of FILTERS) if (filters[name]) search.set(name, filters[name]);
  const list = useAdminQuery(`/api/sugestoes?${search.toString()}`, SugestaoGrupoListSchema);
  const checagens = useAdminQuery(`/api/fake-news?limite=100`, FakeNewsListSchema);
  const totalPaginas = Math.max(1, Math.ceil((list.total ?? 0) / PAGE_SIZE));
  const options: FakeNewsOption[] = (checagens.data ?? []).map(({ id, titulo, status }) => ({
    id,
    titulo,
    status,
  }));
  return (
    <div className="container admin-sugestoes">
      <AdminPageBar />
      <PageHeading title={MESSAGES.title} intro={MESSAGES.intro} />
      <form
        className="admin-form admin-sugestoes__filters"
        aria-label={MESSAGES.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        {FILTERS.map(({ name, label, options }) => (
          <SelectField
            key={name}
            formId="filtro"
            name={name}
            label={label}
            value={filters[name]}
            onChange={(value) => {
              setFilters((current) => ({ ...current, [name]: value }));
              // A new filter starts again from the first page.
              setPagina(1);
            }}
            options={options}
            emptyOption={MESSAGES.all}
          />
        ))}
      </form>
      <InboxList
        list={list}
        messages={MESSAGES.list}
        emptyClassName="admin-listing__status"
        className="admin-sugestoes__grupos"
        keyOf={(grupo) => grupo.grupo}
      >
        {(grupo) => <SugestaoGrupoCard grupo={grupo} checagens={options} onSaved={list.reload} />}
      </InboxList>
      {totalPaginas > 1 || pagina > 1 ? (
        <Pager pagina={pagina} totalPaginas={totalPaginas} go={setPagina} label={MESSAGES.pages} />
      ) : null}
    </div>
  );
}
