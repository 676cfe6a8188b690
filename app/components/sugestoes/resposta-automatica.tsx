import { useTranslation } from "../../i18n/use-translation.ts";
import { StatusBadge } from "../fake-news/status-badge.tsx";
import type { RotuloView } from "../fake-news/verdicts.ts";

/** A published fact-check that answers a tip at once (decisions 069 and 075). */
export type RespostaAutomaticaView = {
  titulo: string;
  alegacao: string | null;
  status: string;
  rotulo: RotuloView | null;
  url: string;
};

/**
 * The site's answer at once, on the tip form's confirmation and on the tip's page: the
 * verdict, the claim, the link and "Era isso?", then the button that turns it down. The
 * button is a plain form posted to the tip's page (`/sugestao/{codigo}`), so it works
 * without scripts, and the page it answers says what happens next.
 */
export function RespostaAutomatica({
  checagem,
  naoEIssoAction,
  heading: Heading,
}: {
  checagem: RespostaAutomaticaView;
  naoEIssoAction: string;
  heading: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <section className="sugerir__semelhante" aria-labelledby="resposta-automatica-titulo">
      <Heading id="resposta-automatica-titulo">{t("sugestoes.form.matchTitle")}</Heading>
      <p>{t("sugestoes.form.matchIntro")}</p>
      <p>
        <StatusBadge status={checagem.status} rotulo={checagem.rotulo} />
      </p>
      <blockquote className="sugerir__alegacao">
        <p>{checagem.alegacao ?? checagem.titulo}</p>
      </blockquote>
      <p>
        <a href={checagem.url}>{t("sugestoes.form.matchLink")}</a>
      </p>
      <form method="post" action={naoEIssoAction} className="sugerir__nao-e-isso">
        <p id="resposta-automatica-dica">{t("sugestoes.match.naoEIssoHint")}</p>
        <button type="submit" aria-describedby="resposta-automatica-dica">
          {t("sugestoes.match.naoEIsso")}
        </button>
      </form>
    </section>
  );
}
