import { Link } from "react-router";
import type { Route } from "./+types/panel.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { mayOpen } from "../../components/admin/papel-areas.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";

const MESSAGES = {
  title: "Painel administrativo",
  greeting: "Olá,",
  intro: "Escolha a área do site que deseja editar.",
  areas: "Áreas do site",
} as const;

/**
 * Every editable area: each is the public page of the same name with its admin controls,
 * then the administrators' pages. The panel shows those the account's role may use.
 */
const ADMIN_AREAS = [
  {
    path: "/admin/sobre",
    title: "Sobre o Projeto",
    description: "Título e texto da página sobre o projeto.",
  },
  {
    path: "/admin/paginas/metodologia",
    title: "Metodologia",
    description: "Como o observatório checa; a escala de classificação vem junto.",
  },
  {
    path: "/admin/paginas/politica-de-correcoes",
    title: "Política de correções",
    description: "Como o observatório corrige erros e como pedir uma correção.",
  },
  {
    path: "/admin/paginas/transparencia",
    title: "Transparência",
    description: "Financiamento, equipe e como as decisões são tomadas.",
  },
  {
    path: "/admin/subprojetos",
    title: "Subprojetos",
    description: "Projetos de pesquisa: criar, editar e excluir.",
  },
  {
    path: "/admin/equipe",
    title: "Equipe",
    description: "Membros da equipe, com cargo, foto, mini-bio e Lattes.",
  },
  {
    path: "/admin/noticias",
    title: "Notícias",
    description: "Notícias com imagens, fontes e vídeo.",
  },
  {
    path: "/admin/fake-news",
    title: "Fake News",
    description: "Informações falsas verificadas ou desmentidas.",
  },
  {
    path: "/admin/newsletters",
    title: "Newsletters",
    description: "Edições mensais, com link ou PDF.",
  },
  {
    path: "/admin/sugestoes",
    title: "Sugestões de checagem",
    description: "Conteúdos enviados pelos leitores para checagem, agrupados por boato.",
  },
  {
    path: "/admin/contato",
    title: "Contato",
    description: "E-mail, telefone, WhatsApp, redes sociais e mensagens recebidas.",
  },
  {
    path: "/admin/rodape",
    title: "Rodapé",
    description: "As instituições do rodapé: nome, endereço e logotipo.",
  },
  {
    path: "/admin/contas",
    title: "Contas",
    description: "Quem entra no painel: criar contas, mudar papéis, desativar.",
  },
  {
    path: "/admin/registro",
    title: "Registro",
    description: "Quem fez o quê e quando: salvamentos, entradas e saídas.",
  },
] as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export default function AdminPanel() {
  const { admin } = useAdminSession();
  return (
    <div className="container admin-panel">
      <h1>{MESSAGES.title}</h1>
      <p className="admin-panel__intro">
        {MESSAGES.greeting} <strong>{admin.nome}</strong>. {MESSAGES.intro}
      </p>
      <nav aria-label={MESSAGES.areas}>
        <ul className="admin-stack admin-areas">
          {ADMIN_AREAS.filter((area) => mayOpen(admin.papel, area.path)).map((area) => (
            <li key={area.path} className="admin-card admin-area">
              <h2 className="admin-area__title">
                <Link to={area.path}>{area.title}</Link>
              </h2>
              <p className="admin-area__description">{area.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
