import { aboutDisplay } from "#server/api/sobre-projeto/display.ts";
import type { Route } from "./+types/sobre.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { SobreProjetoSchema } from "../../components/admin/api-schemas.ts";
import { AreaTextPage, areaTextPageLinks } from "../../components/admin/area-editor.tsx";
import { SobreProjetoPage } from "../../components/sobre/sobre-projeto-article.tsx";
import { sobre as sobreTexts } from "../../i18n/messages/sobre.ts";
import { SobreEditor } from "./sobre-form.tsx";

const MESSAGES = {
  title: "Sobre o Projeto",
  editLabel: () => "Editar a página Sobre o Projeto",
  saved: "Página atualizada com sucesso!",
  loadFailed: "Não foi possível carregar a página Sobre o Projeto. Tente novamente.",
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

const TEXTS = sobreTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = areaTextPageLinks;

export default function AdminSobre() {
  return (
    <AreaTextPage
      url="/api/sobre-projeto"
      schema={SobreProjetoSchema}
      texts={TEXTS}
      title={TEXTS["sobre.title"]}
      messages={MESSAGES}
      page={(record, controls) => {
        const shown = aboutDisplay(record);
        return (
          <SobreProjetoPage
            titulo={record?.titulo?.trim() ? shown.titulo : null}
            conteudo={shown.conteudo}
            controls={controls}
          />
        );
      }}
      editor={(record, props) => <SobreEditor record={record} {...props} />}
    />
  );
}
