import { useTranslation } from "../../i18n/use-translation.ts";

/** A fact-check's claim as it circulated, quoted under its verdict (decision 052). */
export function ClaimQuote({ alegacao }: { alegacao: string }) {
  const { t } = useTranslation();
  return (
    <p className="article__claim">
      <strong>{t("rotulos.claim")}</strong> <q>{alegacao}</q>
    </p>
  );
}
