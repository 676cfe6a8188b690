import { useState } from "react";
import type { z } from "zod";
import {
  ReauthSchema,
  RecoveryCodesSchema,
  TotpCodeSchema,
  TotpSetupSchema,
  type TotpSetup,
} from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { ContaCodeStep, ContaField, ContaForm, useContaForm } from "./conta-form.tsx";
import { saveJson, type ApiResult } from "./api-client.ts";
import { useAdminSession } from "./session.tsx";

const MESSAGES = {
  off: "Desativada. Quando ativada, entrar pede também um código de 6 dígitos gerado por um aplicativo autenticador no celular.",
  on: (left: number) =>
    `Ativada. ${left === 1 ? "Resta 1 código" : `Restam ${left} códigos`} de recuperação.`,
  start: "Ativar verificação em duas etapas",
  startPassword: "Sua senha",
  startPasswordHint: "Para ativar, confirme que é você com a senha desta conta.",
  qrAlt: "Código QR para cadastrar a conta no aplicativo autenticador",
  scan: "Leia o código QR com o aplicativo autenticador ou digite nele esta chave:",
  secretLabel: "Chave",
  code: "Código do aplicativo",
  codeHint: "Os 6 dígitos que o aplicativo mostra agora.",
  confirm: "Confirmar ativação",
  cancel: "Cancelar",
  recoveryHeading: "Códigos de recuperação",
  recoveryIntro:
    "Guarde estes códigos em um lugar seguro. Sem o celular, cada um deles serve uma única vez no lugar do código do aplicativo. Eles não serão mostrados de novo.",
  recoveryDone: "Já guardei os códigos",
  enabled: "Verificação em duas etapas ativada.",
  password: "Senha",
  disableCode: "Código do aplicativo ou de recuperação",
  reauthCodeHint: "Os 6 dígitos que o aplicativo mostra agora, ou um código de recuperação.",
  disableIntro: "Para desativar, confirme que é você com a senha e um código atual.",
  disableHeading: "Desativar",
  disable: "Desativar verificação em duas etapas",
  disabled: "Verificação em duas etapas desativada.",
  renewHeading: "Novos códigos de recuperação",
  renewIntro:
    "Gera dez códigos novos; os que restam deixam de valer. Confirme que é você com a senha e um código atual.",
  renew: "Gerar novos códigos",
  renewed: "Novos códigos de recuperação gerados; os anteriores deixaram de valer.",
} as const;

/**
 * Minha conta's second factor: off, being set up (the QR code and the first code), its
 * recovery codes shown once, or on (new recovery codes, or turned off again, each with the
 * password and a current code).
 */
export function ContaTotpSection({
  enabled,
  recoveryCodesLeft,
  onChanged,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}) {
  const { authFetch } = useAdminSession();
  // The password typed to start goes with the confirming code, not asked for twice.
  const [setup, setSetup] = useState<(TotpSetup & { senha: string }) | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  }
  if (enabled) {
    return (
      <>
        <p>{MESSAGES.on(recoveryCodesLeft)}</p>
        <ReauthStep
          id="conta-recuperacao-novos"
          heading={MESSAGES.renewHeading}
          intro={MESSAGES.renewIntro}
          submit={MESSAGES.renew}
          done={MESSAGES.renewed}
          send={(input) =>
            saveJson(authFetch, "POST", "/api/auth/totp/recovery-codes", input, RecoveryCodesSchema)
          }
          onDone={({ recoveryCodes: codes }) => {
            setRecoveryCodes(codes);
            onChanged();
          }}
        />
        <ReauthStep
          id="conta-totp-desativar"
          heading={MESSAGES.disableHeading}
          intro={MESSAGES.disableIntro}
          submit={MESSAGES.disable}
          done={MESSAGES.disabled}
          send={(input) => saveJson(authFetch, "POST", "/api/auth/totp/disable", input)}
          onDone={onChanged}
        />
      </>
    );
  }
  if (!setup) return <TotpStart onStarted={(started, senha) => setSetup({ ...started, senha })} />;
  return (
    <TotpConfirm
      setup={setup}
      onCancel={() => setSetup(null)}
      onEnabled={(codes) => {
        setSetup(null);
        setRecoveryCodes(codes);
        onChanged();
      }}
    />
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div>
      <h3 id="conta-recuperacao">{MESSAGES.recoveryHeading}</h3>
      <p>{MESSAGES.recoveryIntro}</p>
      <ul aria-labelledby="conta-recuperacao" className="admin-conta__codigos">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="admin-button" onClick={onDone}>
        {MESSAGES.recoveryDone}
      </button>
    </div>
  );
}

function TotpStart({ onStarted }: { onStarted: (setup: TotpSetup, senha: string) => void }) {
  const { authFetch } = useAdminSession();
  const form = useContaForm("conta-totp-inicio", { senha: "" });

  async function start() {
    const started = await form.submit(ReauthSchema, (input) =>
      saveJson(authFetch, "POST", "/api/auth/totp/setup", input, TotpSetupSchema),
    );
    if (started) onStarted(started.data, form.values.senha);
  }

  return (
    <>
      <p>{MESSAGES.off}</p>
      <ContaForm form={form} onSubmit={start}>
        <ContaField
          {...form.field("senha")}
          label={MESSAGES.startPassword}
          hint={MESSAGES.startPasswordHint}
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className="admin-button" disabled={form.busy}>
          {MESSAGES.start}
        </button>
      </ContaForm>
    </>
  );
}

function TotpConfirm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TotpSetup & { senha: string };
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const form = useContaForm("conta-totp", { code: "" });

  async function confirm() {
    const enabled = await form.submit(TotpCodeSchema, (input) =>
      saveJson(
        authFetch,
        "POST",
        "/api/auth/totp/enable",
        { ...input, senha: setup.senha },
        RecoveryCodesSchema,
      ),
    );
    if (!enabled) return;
    toast.show(MESSAGES.enabled);
    onEnabled(enabled.data.recoveryCodes);
  }

  return (
    <>
      <p>{MESSAGES.scan}</p>
      <img src={setup.qrCode} alt={MESSAGES.qrAlt} width={200} height={200} />
      <p>
        {MESSAGES.secretLabel}: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <ContaForm form={form} onSubmit={confirm}>
        <ContaCodeStep
          field={{
            ...form.field("code"),
            label: MESSAGES.code,
            hint: MESSAGES.codeHint,
            inputMode: "numeric",
          }}
          busy={form.busy}
          submit={MESSAGES.confirm}
          back={MESSAGES.cancel}
          onBack={onCancel}
        />
      </ContaForm>
    </>
  );
}

/**
 * A step of the factor that is on (new recovery codes, turning it off): the password and
 * a current code, sent by `send`; once it worked, the fields are emptied and `done` said.
 */
function ReauthStep<T>({
  id,
  heading,
  intro,
  submit,
  done,
  send,
  onDone,
}: {
  id: string;
  heading: string;
  intro: string;
  submit: string;
  done: string;
  send: (input: z.output<typeof ReauthSchema>) => Promise<ApiResult<T>>;
  onDone: (data: T) => void;
}) {
  const toast = useToast();
  const form = useContaForm(id, { senha: "", codigo: "" });

  async function confirm() {
    const result = await form.submit(ReauthSchema, send);
    if (!result) return;
    form.clear();
    toast.show(done);
    onDone(result.data);
  }

  return (
    <section aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`}>{heading}</h3>
      <p>{intro}</p>
      <ContaForm form={form} onSubmit={confirm}>
        <ContaField
          {...form.field("senha")}
          label={MESSAGES.password}
          type="password"
          autoComplete="current-password"
        />
        <ContaField
          {...form.field("codigo")}
          label={MESSAGES.disableCode}
          hint={MESSAGES.reauthCodeHint}
          autoComplete="one-time-code"
        />
        <button type="submit" className="admin-button" disabled={form.busy}>
          {submit}
        </button>
      </ContaForm>
    </section>
  );
}
