import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/sugestao.ts";
import { data } from "react-router";
import { CodigoParamsSchema, formatCodigo } from "#server/api/sugestoes/schema.ts";
import {
  findSugestaoPublica,
  rejectAutomaticAnswer,
  SUGESTAO_CODIGO_RATE_LIMIT,
  sugestaoPath,
} from "#server/api/sugestoes/service.ts";
import { HttpError } from "#server/http/errors.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { rotuloOf } from "../components/fake-news/verdicts.ts";
import { RespostaAutomatica } from "../components/sugestoes/resposta-automatica.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { clientAddressContext, servicesContext } from "../context.ts";
import sugestoesStylesHref from "../styles/sugestoes.css?url";
import { pageRateLimit } from "../utils/public-form.server.ts";
import { loadRotulos } from "../utils/rotulos.server.ts";
import { notFoundResponse } from "../utils/route-params.ts";

/*
 * A tip's state, for whoever holds its code. The page is one reader's: never indexed and
 * never stored by any cache (the page cache skips `no-store` answers), and any code that
 * names no tip gets the site's ordinary 404 page. Each look-up spends the visitor's budget
 * of the API's look-ups by code, well-formed or not, so neither way guesses faster.
 */

const withinLookupLimit = pageRateLimit(SUGESTAO_CODIGO_RATE_LIMIT);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sugestoesStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("sugestoes.status.title"),
    description: t("sugestoes.status.description"),
    indexable: false,
  }));

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  if (!(await withinLookupLimit(db, context.get(clientAddressContext))))
    throw data(null, { status: 429 });
  const parsed = CodigoParamsSchema.safeParse(params);
  if (!parsed.success) throw notFoundResponse();
  const sugestao = await findSugestaoPublica(db, parsed.data.codigo);
  if (!sugestao) throw notFoundResponse();
  const { estado, motivo, motivo_texto: motivoTexto, fake_news: fakeNews } = sugestao;
  const codigo = formatCodigo(parsed.data.codigo);
  return {
    codigo,
    estado,
    motivo,
    motivoTexto,
    fakeNews: fakeNews && { titulo: fakeNews.titulo, href: `/fake-news/${fakeNews.id}` },
    // The site's answer at once, while it stands (decision 075).
    respostaAutomatica:
      sugestao.resposta_automatica && fakeNews
        ? {
            titulo: fakeNews.titulo,
            alegacao: fakeNews.alegacao,
            status: fakeNews.status,
            rotulo: rotuloOf(fakeNews.rotulo, await loadRotulos(db)),
            url: `/fake-news/${fakeNews.id}`,
          }
        : null,
    respostaRecusada: sugestao.resposta_recusada,
    naoEIssoAction: sugestaoPath(codigo),
  };
}

/**
 * "Não é isso", posted by the button under the site's answer, from this page or from the
 * tip form's confirmation, with or without scripts: the answer is taken back, and the page
 * then renders the tip waiting for the team. It spends the look-ups' budget like the API's
 * call, and any code that names no tip is the ordinary 404.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  if (!(await withinLookupLimit(db, context.get(clientAddressContext))))
    throw data(null, { status: 429 });
  const parsed = CodigoParamsSchema.safeParse(params);
  if (!parsed.success) throw notFoundResponse();
  try {
    await rejectAutomaticAnswer(db, parsed.data.codigo);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFoundResponse();
    throw error;
  }
  return null;
}

type Sugestao = Route.ComponentProps["loaderData"];

export default function SugestaoRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page container sugestao">
      <h1>{t("sugestoes.status.title")}</h1>
      <p className="sugestao__codigo">
        {t("sugestoes.status.code", { codigo: loaderData.codigo })}
      </p>
      <section className={`sugestao__estado sugestao__estado--${loaderData.estado}`}>
        <p className="sugestao__situacao">
          {t("sugestoes.status.label")} <strong>{estadoLabel(loaderData, t)}</strong>
        </p>
        <Explanation sugestao={loaderData} />
      </section>
      {loaderData.respostaAutomatica ? (
        <RespostaAutomatica
          checagem={loaderData.respostaAutomatica}
          naoEIssoAction={loaderData.naoEIssoAction}
          heading="h2"
        />
      ) : null}
      <p>
        <a href="/sugerir">{t("sugestoes.status.another")}</a>
      </p>
    </div>
  );
}

function estadoLabel({ estado }: Sugestao, t: ReturnType<typeof useTranslation>["t"]): string {
  switch (estado) {
    case "recebida":
      return t("sugestoes.status.recebida");
    case "em_analise":
      return t("sugestoes.status.emAnalise");
    case "verificada":
      return t("sugestoes.status.verificada");
    case "descartada":
      return t("sugestoes.status.descartada");
  }
}

function FactCheckLink({ fakeNews }: { fakeNews: NonNullable<Sugestao["fakeNews"]> }) {
  return (
    <p>
      <a href={fakeNews.href} className="sugestao__checagem">
        {fakeNews.titulo}
      </a>
    </p>
  );
}

function Explanation({ sugestao }: { sugestao: Sugestao }) {
  const { t } = useTranslation();
  const { estado, motivo, motivoTexto, fakeNews, respostaAutomatica, respostaRecusada } = sugestao;
  if (estado === "recebida")
    return (
      <p>
        {t(respostaRecusada ? "sugestoes.status.recusadaText" : "sugestoes.status.recebidaText")}
      </p>
    );
  // The site's answer is shown whole below, with its way to turn it down.
  if (respostaAutomatica) return null;
  if (estado === "em_analise") return <p>{t("sugestoes.status.emAnaliseText")}</p>;
  if (estado === "verificada") {
    return fakeNews ? (
      <>
        <p>{t("sugestoes.status.verificadaText")}</p>
        <FactCheckLink fakeNews={fakeNews} />
      </>
    ) : (
      <p>{t("sugestoes.status.verificadaPending")}</p>
    );
  }
  switch (motivo) {
    case "opiniao":
      return <p>{t("sugestoes.status.motivoOpiniao")}</p>;
    case "nao_verificavel":
      return <p>{t("sugestoes.status.motivoNaoVerificavel")}</p>;
    case "ja_verificada":
      return (
        <>
          <p>{t("sugestoes.status.motivoJaVerificada")}</p>
          {fakeNews ? <FactCheckLink fakeNews={fakeNews} /> : null}
        </>
      );
    case "outro":
      return (
        <>
          <p>{t("sugestoes.status.motivoOutro")}</p>
          {/* Written by the editors, in Portuguese. */}
          <blockquote lang="pt-BR" className="sugestao__motivo">
            {motivoTexto}
          </blockquote>
        </>
      );
    default:
      return null;
  }
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusMessages={{
        429: { title: "sugestoes.status.tooManyTitle", text: "sugestoes.status.tooManyText" },
      }}
    />
  );
}
