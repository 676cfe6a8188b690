import { Form } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";

/*
 * The pages the links of the newsletter's e-mails open (decision 071): confirming and
 * unsubscribing. Opening one changes nothing; its button posts the form, so a mail
 * scanner or link preview that fetches the link cannot act for the reader.
 */

/** What the page's action answered. */
export type InscricaoLinkOutcome = "done" | "refused" | "rate-limited";

type Props = {
  title: string;
  intro: string;
  submit: string;
  /** The link's token, or null when the link has none that could be one. */
  token: string | null;
  outcome: InscricaoLinkOutcome | undefined;
  done: string;
  /** Said when the action refused the link, or when the link has no token at all. */
  refused: string;
};

export function InscricaoLinkPage({ title, intro, submit, token, outcome, done, refused }: Props) {
  const { t } = useTranslation();
  const alert =
    outcome === "rate-limited"
      ? t("inscricao.tooManyRequests")
      : outcome === "refused" || token === null
        ? refused
        : null;
  const canSubmit = token !== null && (outcome === undefined || outcome === "rate-limited");
  return (
    <div className="page container">
      <h1>{title}</h1>
      <div role="status">
        {outcome === "done" ? <p className="contact-form__success">{done}</p> : null}
      </div>
      {alert ? (
        <p role="alert" className="contact-form__alert">
          {alert}
        </p>
      ) : null}
      {canSubmit ? (
        <Form method="post" className="contact-form">
          <p>{intro}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="contact-form__submit">
            {submit}
          </button>
        </Form>
      ) : null}
      <p>
        <a href="/newsletters">{t("inscricao.back")}</a>
      </p>
    </div>
  );
}
