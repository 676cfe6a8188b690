import type { ReactNode } from "react";
import { Form } from "react-router";

/*
 * The parts the public forms posted to their own page (contact, tip) share: the notices
 * above the form and the trap for robots. The server words every message.
 */

type NoticesProps = {
  status: string | undefined;
  /** Shown in the status region once the form was sent. */
  sent: ReactNode;
  /** Said as an alert when the budget is spent or the server could not store it. */
  rateLimited: string;
  failed: string;
  /** Said above the form when a field was refused. */
  invalid: string | null;
};

export function PublicFormNotices({ status, sent, rateLimited, failed, invalid }: NoticesProps) {
  const alert = status === "rate-limited" ? rateLimited : status === "failed" ? failed : null;
  return (
    <>
      <div role="status" className="contact-form__status">
        {status === "sent" ? sent : null}
      </div>
      {alert ? (
        <p role="alert" className="contact-form__alert">
          {alert}
        </p>
      ) : null}
      {invalid ? <p className="contact-form__alert">{invalid}</p> : null}
    </>
  );
}

/**
 * A trap for robots: off-screen, out of the tab order and hidden from assistive
 * technology, so only software that fills in every field fills it in.
 */
function HoneypotField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A field's refusal, named by the field's `aria-describedby`. */
export function FieldErrorText({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} className="contact-form__error">
      {message}
    </p>
  );
}

type PublicFormProps = {
  action: string;
  /** The trap for robots, named as the schema expects. */
  honeypot: { id: string; name: string; label: string };
  submit: string;
  encType?: "multipart/form-data";
  /** The button's text while the page's script sends the form. */
  sending: string;
  /** Said by the page's script when the request never reaches the server. */
  networkError: string;
  children: ReactNode;
};

/**
 * Checked on the server, which words each refusal beside its field. The page's script
 * (app/public/sent-forms.ts) sends it without leaving the page.
 */
export function PublicForm(props: PublicFormProps) {
  const { action, encType, sending, networkError, honeypot, submit, children } = props;
  return (
    <Form
      method="post"
      action={action}
      encType={encType}
      className="contact-form"
      noValidate
      data-sending={sending}
      data-network-error={networkError}
    >
      {children}
      <HoneypotField {...honeypot} />
      <button type="submit" className="contact-form__submit">
        {submit}
      </button>
    </Form>
  );
}

type FormFieldProps = {
  htmlFor: string;
  label: string;
  /** Said between the label and the control, named by the control's `aria-describedby`. */
  hint?: { id: string; text: string };
  children: ReactNode;
};

/** One labelled control; its refusal comes last among the children. */
export function FormField({ htmlFor, label, hint, children }: FormFieldProps) {
  return (
    <div className="contact-form__field">
      <label htmlFor={htmlFor}>{label}</label>
      {hint ? (
        <p id={hint.id} className="contact-form__hint">
          {hint.text}
        </p>
      ) : null}
      {children}
    </div>
  );
}
