import { useState } from "react";
import {
  ReauthSchema,
  RecoveryCodesSchema,
  TotpCodeSchema,
  TotpSetupSchema,
  type TotpSetup,
} from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { ContaCodeStep, ContaField, ContaForm, useContaForm } from "./conta-form.tsx";
import { saveJson } from "./api-client.ts";
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
        <RecoveryCodesRenew
          onRenewed={(codes) => {
            setRecoveryCodes(codes);
            onChanged();
          }}
        />
        <TotpDisable onDisabled={onChanged} />
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

/** The password and a current code: the same fields as turning the factor off. */
function ReauthFields({ form }: { form: ReturnType<typeof useReauthForm> }) {
  return (
    <>
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
    </>
  );
}

const useReauthForm = (id: string) => useContaForm(id, { senha: "", codigo: "" });

/** A sub-section of the factor that is on, named by its heading. */
function TotpStep({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`}>{heading}</h3>
      {children}
    </section>
  );
}

function RecoveryCodesRenew({ onRenewed }: { onRenewed: (recoveryCodes: string[]) => void }) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const form = useReauthForm("conta-recuperacao-novos");

  async function renew() {
    const renewed = await form.submit(ReauthSchema, (input) =>
      saveJson(authFetch, "POST", "/api/auth/totp/recovery-codes", input, RecoveryCodesSchema),
    );
    if (!renewed) return;
    form.clear();
    toast.show(MESSAGES.renewed);
    onRenewed(renewed.data.recoveryCodes);
  }

  return (
    <TotpStep id={form.id} heading={MESSAGES.renewHeading}>
      <p>{MESSAGES.renewIntro}</p>
      <ContaForm form={form} onSubmit={renew}>
        <ReauthFields form={form} />
        <button type="submit" className="admin-button" disabled={form.busy}>
          {MESSAGES.renew}
        </button>
      </ContaForm>
    </TotpStep>
  );
}

function TotpDisable({ onDisabled }: { onDisabled: () => void }) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const form = useReauthForm("conta-totp-desativar");

  async function disable() {
    const disabled = await form.submit(ReauthSchema, (input) =>
      saveJson(authFetch, "POST", "/api/auth/totp/disable", input),
    );
    if (!disabled) return;
    form.clear();
    toast.show(MESSAGES.disabled);
    onDisabled();
  }

  return (
    <TotpStep id={form.id} heading={MESSAGES.disableHeading}>
      <p>{MESSAGES.disableIntro}</p>
      <ContaForm form={form} onSubmit={disable}>
        <ReauthFields form={form} />
        <button type="submit" className="admin-button" disabled={form.busy}>
          {MESSAGES.disable}
        </button>
      </ContaForm>
    </TotpStep>
  );
}
