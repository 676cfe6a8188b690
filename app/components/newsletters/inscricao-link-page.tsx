import { Form } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { pageMeta, type MetaSource } from "../layout/page-meta.ts";

/*
 * The pages the links of the newsletter's e-mails open (decision 071): confirming and
 * unsubscribing. Opening one changes nothing; its button posts the form, so a mail
 * scanner or link preview that fetches the link cannot act for the reader.
 */

/** What the page's action answered. */
export type InscricaoLinkOutcome = "done" | "refused" | "rate-limited";

/** Which link the page answers; its texts are `inscricao.<kind>.*`. */
type InscricaoLinkKind = "confirm" | "leave";

/** Said when the action refused the link, or when the link has no token at all. */
const REFUSED = { confirm: "inscricao.confirm.expired", leave: "inscricao.leave.invalid" } as const;

export const inscricaoLinkMeta = (args: MetaSource, kind: InscricaoLinkKind) =>
  pageMeta(args, (t) => ({
    title: t(`inscricao.${kind}.title`),
    description: t(`inscricao.${kind}.intro`),
    indexable: false,
  }));

type Props = {
  kind: InscricaoLinkKind;
  /** The link's token, or null when the link has none that could be one. */
  token: string | null;
  outcome: InscricaoLinkOutcome | undefined;
};

export function InscricaoLinkPage({ kind, token, outcome }: Props) {
  const { t } = useTranslation();
  const alert =
    outcome === "rate-limited"
      ? t("inscricao.tooManyRequests")
      : outcome === "refused" || token === null
        ? t(REFUSED[kind])
        : null;
  const canSubmit = token !== null && (outcome === undefined || outcome === "rate-limited");
  return (
    <div className="page container">
      <h1>{t(`inscricao.${kind}.title`)}</h1>
      <div role="status">
        {outcome === "done" ? (
          <p className="contact-form__success">{t(`inscricao.${kind}.done`)}</p>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className="contact-form__alert">
          {alert}
        </p>
      ) : null}
      {canSubmit ? (
        <Form method="post" className="contact-form">
          <p>{t(`inscricao.${kind}.intro`)}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="contact-form__submit">
            {t(`inscricao.${kind}.submit`)}
          </button>
        </Form>
      ) : null}
      <p>
        <a href="/newsletters">{t("inscricao.back")}</a>
      </p>
    </div>
  );
}
