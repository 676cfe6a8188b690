import { useEffect, useRef, useState } from "react";
import { PAPEIS, PAPEL_LABELS, type Papel } from "#server/auth/roles.ts";
import type { Route } from "./+types/contas.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  ContaCriadaSchema,
  ContaInputSchema,
  ContaListSchema,
  ContaSchema,
  type Conta,
} from "../../components/admin/api-schemas.ts";
import { confirmAction } from "../../components/admin/confirm.ts";
import {
  ErrorSummary,
  FORM_MESSAGES,
  NO_ERRORS,
  errorsFromFailure,
  fieldErrorProps,
  focusFirstInvalid,
  splitErrorDetails,
  validateWith,
  withoutFieldError,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import { AdminListStatus, AdminPageBar } from "../../components/admin/list-controls.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { LabelledField, TextField } from "../../components/admin/text-field.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { useToast } from "../../components/ui/toast.tsx";
import { formatDateTime } from "../../utils/dates.ts";
import stylesHref from "../../styles/admin-contas.css?url";

/*
 * /admin/contas: the accounts of the admin area, for administrators (decision 036). A new
 * account's first password is made by the server and shown here once; changing a role
 * or disabling an account asks for confirmation first.
 */

const MESSAGES = {
  title: "Contas",
  intro:
    "Quem entra no painel e o que pode fazer. Autores escrevem notícias e fake news; editores também publicam e editam as demais áreas; administradores também gerenciam as contas e leem o registro.",
  listHeading: "Contas cadastradas",
  caption: "Contas do painel, por nome",
  loading: "Carregando contas...",
  loadFailed: "Não foi possível carregar as contas.",
  empty: "Nenhuma conta cadastrada.",
  nome: "Nome",
  email: "E-mail",
  papel: "Papel",
  estado: "Estado",
  ultimoAcesso: "Último acesso",
  acoes: "Ações",
  never: "Nunca entrou",
  active: "Ativa",
  disabled: "Desativada",
  you: "(você)",
  papelOf: (nome: string) => `Papel de ${nome}`,
  savePapel: "Salvar papel",
  savePapelOf: (nome: string) => `Salvar o papel de ${nome}`,
  disable: "Desativar",
  enable: "Reativar",
  disableOf: (nome: string) => `Desativar a conta de ${nome}`,
  enableOf: (nome: string) => `Reativar a conta de ${nome}`,
  confirmPapel: (nome: string, papel: string) => `Mudar o papel de ${nome} para ${papel}?`,
  confirmDisable: (nome: string) =>
    `Desativar a conta de ${nome}? As sessões abertas dela terminam agora e ela não consegue mais entrar.`,
  confirmEnable: (nome: string) => `Reativar a conta de ${nome}? Ela volta a poder entrar.`,
  papelSaved: (nome: string, papel: string) => `${nome} agora é ${papel}.`,
  disabledDone: (nome: string) => `Conta de ${nome} desativada; as sessões dela foram encerradas.`,
  enabledDone: (nome: string) => `Conta de ${nome} reativada.`,
  createHeading: "Criar conta",
  createIntro:
    "O servidor cria uma senha temporária, mostrada uma única vez. Entregue-a à pessoa por um canal seguro; ela troca a senha em Minha conta.",
  create: "Criar conta",
  creating: "Criando...",
  failed: "Não foi possível concluir:",
  passwordHeading: (nome: string) => `Senha temporária de ${nome}`,
  passwordWarning:
    "Copie esta senha agora: ela não será mostrada de novo e não fica guardada em lugar nenhum. Entregue-a só à pessoa, por um canal seguro, e peça que a troque ao entrar.",
  passwordLabel: "Senha temporária",
  copy: "Copiar senha",
  copied: "Senha copiada.",
  copyFailed: "Não foi possível copiar. Selecione a senha e copie manualmente.",
  done: "Já entreguei a senha",
} as const;

const CREATE_FIELDS = ["nome", "email", "papel"] as const;
type CreateValues = { nome: string; email: string; papel: Papel };
const EMPTY: CreateValues = { nome: "", email: "", papel: "autor" };

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const headers = adminHeaders;

export default function AdminContas() {
  const list = useAdminQuery("/api/contas", ContaListSchema);
  return (
    <div className="container admin-contas">
      <AdminPageBar />
      <h1>{MESSAGES.title}</h1>
      <p>{MESSAGES.intro}</p>
      <CreateContaSection onCreated={() => void list.reload()} />
      <section aria-labelledby="contas-lista">
        <h2 id="contas-lista">{MESSAGES.listHeading}</h2>
        <AdminListStatus
          list={list}
          failed={`${MESSAGES.loadFailed} ${list.error ?? ""}`}
          loading={MESSAGES.loading}
          empty={MESSAGES.empty}
          emptyClassName="admin-contas__empty"
        >
          {(contas) => <ContaTable contas={contas} onChanged={() => void list.reload()} />}
        </AdminListStatus>
      </section>
    </div>
  );
}

function ContaTable({ contas, onChanged }: { contas: Conta[]; onChanged: () => void }) {
  return (
    <AdminTable
      caption={MESSAGES.caption}
      columns={[
        MESSAGES.nome,
        MESSAGES.email,
        MESSAGES.papel,
        MESSAGES.estado,
        MESSAGES.ultimoAcesso,
        MESSAGES.acoes,
      ]}
    >
      {contas.map((conta) => (
        <ContaRow key={conta.id} conta={conta} onChanged={onChanged} />
      ))}
    </AdminTable>
  );
}

function ContaRow({ conta, onChanged }: { conta: Conta; onChanged: () => void }) {
  const { admin, authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const [papel, setPapel] = useState<Papel>(conta.papel);
  const [busy, setBusy] = useState(false);
  const self = conta.id === admin.id;
  const lastSignIn = conta.lastSignInAt ? formatDateTime(conta.lastSignInAt) : undefined;
  const selectId = `conta-${conta.id}-papel`;

  async function update(body: { papel?: Papel; disabled?: boolean }, done: string) {
    setBusy(true);
    const result = await saveJson(authFetch, "PUT", `/api/contas/${conta.id}`, body, ContaSchema);
    setBusy(false);
    if (!result.ok && result.status === 401) {
      handleUnauthorized();
      return;
    }
    if (result.ok) toast.show(done);
    else {
      toast.show(result.error, { kind: "error" });
      setPapel(conta.papel);
    }
    onChanged();
  }

  function savePapel() {
    const label = PAPEL_LABELS[papel];
    if (!confirmAction(MESSAGES.confirmPapel(conta.nome, label))) return;
    void update({ papel }, MESSAGES.papelSaved(conta.nome, label));
  }

  function toggleDisabled() {
    const disabled = !conta.disabled;
    const question = disabled
      ? MESSAGES.confirmDisable(conta.nome)
      : MESSAGES.confirmEnable(conta.nome);
    if (!confirmAction(question)) return;
    void update(
      { disabled },
      disabled ? MESSAGES.disabledDone(conta.nome) : MESSAGES.enabledDone(conta.nome),
    );
  }

  return (
    <tr>
      <th scope="row">
        {conta.nome} {self ? <span className="admin-contas__self">{MESSAGES.you}</span> : null}
      </th>
      <td>{conta.email}</td>
      <td>
        <div className="admin-contas__papel">
          <label htmlFor={selectId} className="visually-hidden">
            {MESSAGES.papelOf(conta.nome)}
          </label>
          <select
            id={selectId}
            value={papel}
            disabled={busy || self}
            onChange={(event) => setPapel(event.currentTarget.value as Papel)}
          >
            {PAPEIS.map((option) => (
              <option key={option} value={option}>
                {PAPEL_LABELS[option]}
              </option>
            ))}
          </select>
          {self ? null : (
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={busy || papel === conta.papel}
              onClick={savePapel}
            >
              {MESSAGES.savePapel}
              <span className="visually-hidden"> {MESSAGES.savePapelOf(conta.nome)}</span>
            </button>
          )}
        </div>
      </td>
      <td>{conta.disabled ? MESSAGES.disabled : MESSAGES.active}</td>
      <td>
        {lastSignIn ? <time dateTime={lastSignIn.iso}>{lastSignIn.text}</time> : MESSAGES.never}
      </td>
      <td>
        {self ? null : (
          <button
            type="button"
            className={`admin-button ${conta.disabled ? "admin-button--secondary" : "admin-button--danger"}`}
            aria-label={
              conta.disabled ? MESSAGES.enableOf(conta.nome) : MESSAGES.disableOf(conta.nome)
            }
            disabled={busy}
            onClick={toggleDisabled}
          >
            {conta.disabled ? MESSAGES.enable : MESSAGES.disable}
          </button>
        )}
      </td>
    </tr>
  );
}

function CreateContaSection({ onCreated }: { onCreated: () => void }) {
  const { authFetch } = useAdminSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CreateValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const [created, setCreated] = useState<{ nome: string; senha: string } | null>(null);
  const formId = "conta-nova";

  function show(next: FormErrors) {
    setErrors(next);
    focusFirstInvalid(formRef.current, next.fields);
  }

  function set(field: keyof CreateValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutFieldError(current, field));
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = validateWith(ContaInputSchema, values);
    if (!input.success) {
      const next = splitErrorDetails(input.details, CREATE_FIELDS);
      next.form.push(FORM_MESSAGES.checkFields);
      show(next);
      return;
    }
    setErrors(NO_ERRORS);
    setBusy(true);
    const result = await saveJson(authFetch, "POST", "/api/contas", input.data, ContaCriadaSchema);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) setExpired(true);
      else show(errorsFromFailure(result, CREATE_FIELDS));
      return;
    }
    setValues(EMPTY);
    setCreated({ nome: result.data.nome, senha: result.data.senhaTemporaria });
    onCreated();
  }

  const papelErrorProps = fieldErrorProps(formId, "papel", errors.fields);
  return (
    <section aria-labelledby={`${formId}-titulo`} className="admin-contas__create">
      <h2 id={`${formId}-titulo`}>{MESSAGES.createHeading}</h2>
      {created ? (
        <TemporaryPassword
          nome={created.nome}
          senha={created.senha}
          onDone={() => setCreated(null)}
        />
      ) : (
        <>
          <p>{MESSAGES.createIntro}</p>
          {expired ? <SessionExpiredAlert /> : null}
          <ErrorSummary messages={errors.form} title={MESSAGES.failed} />
          <form
            id={formId}
            ref={formRef}
            noValidate
            className="admin-form"
            aria-busy={busy}
            onSubmit={handleSubmit}
          >
            <TextField
              formId={formId}
              name="nome"
              label={MESSAGES.nome}
              required
              value={values.nome}
              onChange={(value) => set("nome", value)}
              errors={errors.fields}
              autoComplete="off"
            />
            <TextField
              formId={formId}
              name="email"
              label={MESSAGES.email}
              required
              value={values.email}
              onChange={(value) => set("email", value)}
              errors={errors.fields}
              inputMode="email"
              autoComplete="off"
            />
            <LabelledField
              formId={formId}
              name="papel"
              label={MESSAGES.papel}
              required
              error={errors.fields.papel}
            >
              <select
                id={`${formId}-papel`}
                name="papel"
                value={values.papel}
                onChange={(event) => set("papel", event.currentTarget.value)}
                {...papelErrorProps}
              >
                {PAPEIS.map((option) => (
                  <option key={option} value={option}>
                    {PAPEL_LABELS[option]}
                  </option>
                ))}
              </select>
            </LabelledField>
            <button type="submit" className="admin-button" disabled={busy}>
              {busy ? MESSAGES.creating : MESSAGES.create}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

/** The new account's password, shown this once, with a copy button and a warning. */
function TemporaryPassword({
  nome,
  senha,
  onDone,
}: {
  nome: string;
  senha: string;
  onDone: () => void;
}) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the password's heading takes it.
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(senha);
      toast.show(MESSAGES.copied);
    } catch {
      toast.show(MESSAGES.copyFailed, { kind: "error" });
    }
  }

  return (
    <div className="admin-contas__senha">
      <h3 id="conta-senha-titulo" ref={headingRef} tabIndex={-1}>
        {MESSAGES.passwordHeading(nome)}
      </h3>
      <p className="admin-notice" role="alert">
        {MESSAGES.passwordWarning}
      </p>
      <p>
        {MESSAGES.passwordLabel}: <code data-testid="senha-temporaria">{senha}</code>
      </p>
      <div className="admin-contas__senha-acoes">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          {MESSAGES.copy}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onDone}>
          {MESSAGES.done}
        </button>
      </div>
    </div>
  );
}
