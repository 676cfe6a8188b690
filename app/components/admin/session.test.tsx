import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SessionExpiredAlert } from "./session-expired.tsx";
import {
  AdminSessionProvider,
  HEARTBEAT_INTERVAL_MS,
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_MS,
  safeRedirectTarget,
  SESSION_CHANNEL,
  useAdminSession,
  type LoginState,
} from "./session.tsx";

const ADMIN = {
  id: 7,
  email: "editora@example.org",
  nome: "Maria Editora",
  papel: "administrador",
};
const TOKEN = "token-de-teste-0123456789abcdef";

type Call = { url: string; method: string; authorization: string | null };
let calls: Call[] = [];
let answer: (url: string, init: RequestInit) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** jsdom has no showModal(): these stand-ins only open and close the element. */
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
  Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
});

beforeEach(() => {
  calls = [];
  answer = async (url) =>
    url === "/api/auth/verify" ? json({ user: ADMIN }) : new Response(null, { status: 204 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? "GET",
        authorization: new Headers(init.headers).get("authorization"),
      });
      return answer(url, init);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function storeToken(token = TOKEN) {
  window.sessionStorage.setItem("token", token);
  window.sessionStorage.setItem("isAdmin", "true");
}

function Probe() {
  const { admin, authFetch, logout } = useAdminSession();
  return (
    <>
      <p>Editora: {admin.nome}</p>
      <button type="button" onClick={() => void logout()}>
        Sair
      </button>
      <button
        type="button"
        onClick={() =>
          void authFetch("/api/noticias", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
          })
        }
      >
        Salvar
      </button>
      <Link to="/admin/equipe">Equipe</Link>
      <SessionExpiredAlert />
    </>
  );
}

function LoginProbe() {
  const location = useLocation();
  const state = location.state as LoginState | null;
  return (
    <p>
      login{location.search} motivo={state?.reason ?? "nenhum"}
    </p>
  );
}

function renderAdmin(path = "/admin") {
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: LoginProbe },
    {
      path: "/admin/*",
      Component: () => (
        <AdminSessionProvider>
          <Probe />
        </AdminSessionProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** Lets pending promises and due fake timers run. */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

test("a redirect target must be an admin path of this site", () => {
  expect(safeRedirectTarget("/admin")).toBe("/admin");
  expect(safeRedirectTarget("/admin/noticias?pagina=2#lista")).toBe(
    "/admin/noticias?pagina=2#lista",
  );

  for (const unsafe of [
    null,
    "",
    "//evil.example/admin",
    "/\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "admin",
    "/administrador",
    "/sobre",
    "/admin/../sobre",
    "/admin/login",
  ]) {
    expect(safeRedirectTarget(unsafe)).toBe("/admin");
  }
});

test("without a token the page goes to the login page, which will bring it back", async () => {
  window.sessionStorage.setItem("isAdmin", "true");

  renderAdmin("/admin/noticias?pagina=2");

  await screen.findByText(/^login/);
  expect(screen.getByText(/^login/).textContent).toBe(
    "login?redirectTo=%2Fadmin%2Fnoticias%3Fpagina%3D2 motivo=nenhum",
  );
  expect(calls).toEqual([]);
  expect(window.sessionStorage.getItem("isAdmin")).toBeNull();
});

test("a token without the admin flag is no session", async () => {
  window.sessionStorage.setItem("token", TOKEN);

  renderAdmin();

  expect((await screen.findByText(/^login/)).textContent).toBe(
    "login?redirectTo=%2Fadmin motivo=nenhum",
  );
  expect(calls).toEqual([]);
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

test("a stored token is verified before the page shows, with a neutral message meanwhile", async () => {
  storeToken();

  renderAdmin();

  expect(screen.getByRole("status").textContent).toBe("Verificando sessão...");
  await screen.findByText("Editora: Maria Editora");
  expect(screen.queryByText("Verificando sessão...")).toBeNull();
  expect(calls).toEqual([
    { url: "/api/auth/verify", method: "GET", authorization: `Bearer ${TOKEN}` },
  ]);
});

test("a token the server refuses is cleared and the editor is told the session expired", async () => {
  storeToken();
  answer = async () => json({ error: "Autenticação necessária." }, 401);

  renderAdmin("/admin/equipe");

  await screen.findByText(/^login/);
  expect(screen.getByText(/^login/).textContent).toBe(
    "login?redirectTo=%2Fadmin%2Fequipe motivo=expired",
  );
  expect(window.sessionStorage.getItem("token")).toBeNull();
  expect(window.sessionStorage.getItem("isAdmin")).toBeNull();
});

test("a verification that fails for another reason also clears the session", async () => {
  storeToken();
  answer = async () => new Response("<h1>Bad gateway</h1>", { status: 502 });

  renderAdmin();

  await screen.findByText(/^login/);
  expect(screen.getByText(/^login/).textContent).toContain("motivo=unverified");
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

test("without a connection the token is kept and the editor can try again", async () => {
  storeToken();
  answer = async () => {
    throw new TypeError("Failed to fetch");
  };

  renderAdmin();

  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain(
    "Não foi possível verificar a sessão. Verifique sua conexão e tente novamente.",
  );
  expect(window.sessionStorage.getItem("token")).toBe(TOKEN);

  answer = async () => json({ user: ADMIN });
  fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));

  await screen.findByText("Editora: Maria Editora");
  expect(screen.queryByText("Verificando sessão...")).toBeNull();
});

test("Sair ends the session on the server, clears it here and goes to the login page", async () => {
  storeToken();
  renderAdmin("/admin/noticias");
  fireEvent.click(await screen.findByRole("button", { name: "Sair" }));

  await screen.findByText(/^login/);
  expect(screen.getByText(/^login/).textContent).toBe("login motivo=loggedOut");
  expect(calls.at(-1)).toEqual({
    url: "/api/auth/logout",
    method: "POST",
    authorization: `Bearer ${TOKEN}`,
  });
  expect(window.sessionStorage.getItem("token")).toBeNull();
  expect(window.sessionStorage.getItem("isAdmin")).toBeNull();
});

test("Sair still logs out here when the server cannot be reached", async () => {
  storeToken();
  renderAdmin();
  const sair = await screen.findByRole("button", { name: "Sair" });
  answer = async () => {
    throw new TypeError("Failed to fetch");
  };

  fireEvent.click(sair);

  expect((await screen.findByText(/^login/)).textContent).toBe("login motivo=loggedOut");
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

test("30 minutes without activity log the editor out, and the login page brings them back", async () => {
  vi.useFakeTimers();
  storeToken();
  renderAdmin("/admin/subprojetos");
  await flush();
  expect(screen.queryByText("Editora: Maria Editora")).not.toBeNull();

  await flush(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1);
  expect(screen.queryByRole("alertdialog")).toBeNull();
  await flush(1);
  const warning = screen.getByRole("alertdialog", { name: "Você ainda está aí?" });
  expect(warning.textContent).toContain("sua sessão será encerrada em 2 minutos");
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Continuar conectado" }));

  await flush(INACTIVITY_WARNING_MS - 1);
  expect(screen.queryByText("Editora: Maria Editora")).not.toBeNull();

  await flush(1);
  expect(screen.getByText(/^login/).textContent).toBe(
    "login?redirectTo=%2Fadmin%2Fsubprojetos motivo=inactivity",
  );
  expect(calls.at(-1)).toEqual({
    url: "/api/auth/logout",
    method: "POST",
    authorization: `Bearer ${TOKEN}`,
  });
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

test("mouse, keyboard, scroll and touch activity each keep the session alive", async () => {
  vi.useFakeTimers();
  storeToken();
  renderAdmin();
  await flush();

  for (const activity of [
    () => fireEvent.mouseMove(window),
    () => fireEvent.keyDown(document.body, { key: "a" }),
    () => fireEvent.scroll(document.body),
    () => fireEvent.touchStart(document.body),
  ]) {
    await flush(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 60_000);
    activity();
  }
  await flush(INACTIVITY_TIMEOUT_MS - 60_000);
  expect(screen.queryByText("Editora: Maria Editora")).not.toBeNull();

  await flush(60_000);
  expect(screen.getByText(/^login/).textContent).toContain("motivo=inactivity");
});

test("once the warning shows, only Continuar conectado keeps the session, and it asks the server", async () => {
  vi.useFakeTimers();
  storeToken();
  renderAdmin();
  await flush();
  await flush(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
  screen.getByRole("alertdialog");

  // A stray move while the warning shows is no answer to it.
  fireEvent.mouseMove(window);
  await flush(60_000);
  expect(screen.queryByRole("alertdialog")).not.toBeNull();

  const before = verifyCalls();
  fireEvent.click(screen.getByRole("button", { name: "Continuar conectado" }));
  await flush();
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(verifyCalls()).toBe(before + 1);

  await flush(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1);
  expect(screen.queryByText("Editora: Maria Editora")).not.toBeNull();
  expect(screen.queryByRole("alertdialog")).toBeNull();
  await flush(INACTIVITY_WARNING_MS + 1);
  expect(screen.getByText(/^login/).textContent).toContain("motivo=inactivity");
});

test("while the editor is active the token is used, so the server keeps the session too", async () => {
  vi.useFakeTimers();
  storeToken();
  renderAdmin();
  await flush();
  const verifications = () => calls.filter((call) => call.url === "/api/auth/verify").length;

  await flush(HEARTBEAT_INTERVAL_MS);
  expect(verifications()).toBe(1);

  fireEvent.keyDown(document.body, { key: "a" });
  await flush(HEARTBEAT_INTERVAL_MS);
  expect(verifications()).toBe(2);
  expect(calls.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
});

test("authFetch adds the bearer token and returns a 401 without leaving the page", async () => {
  storeToken();
  renderAdmin();
  const salvar = await screen.findByRole("button", { name: "Salvar" });
  answer = async () => json({ error: "Autenticação necessária." }, 401);

  fireEvent.click(salvar);
  await act(async () => {});

  expect(calls.at(-1)).toEqual({
    url: "/api/noticias",
    method: "POST",
    authorization: `Bearer ${TOKEN}`,
  });
  expect(screen.queryByText("Editora: Maria Editora")).not.toBeNull();
  expect(window.sessionStorage.getItem("token")).toBe(TOKEN);
});

test("after a 401 the editor is told nothing was saved and may go to the login page", async () => {
  storeToken();
  renderAdmin("/admin/noticias");

  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Sua sessão expirou e nada foi salvo.");
  expect(screen.getByText(`Conta: ${ADMIN.email}`).textContent).toBe(`Conta: ${ADMIN.email}`);
  fireEvent.click(screen.getByRole("button", { name: "Ir para a página de login" }));

  await screen.findByText(/^login/);
  expect(screen.getByText(/^login/).textContent).toBe(
    "login?redirectTo=%2Fadmin%2Fnoticias motivo=expired",
  );
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

const NEW_TOKEN = "token-novo-0123456789abcdef0123";

test("after a 401 the editor signs in again in place, and the new token is used and stored", async () => {
  storeToken();
  renderAdmin("/admin/noticias");
  await screen.findByText("Editora: Maria Editora");
  const logins: unknown[] = [];
  answer = async (url, init) => {
    if (url === "/api/auth/login") {
      logins.push(JSON.parse(String(init.body)));
      return json({ token: NEW_TOKEN, user: ADMIN });
    }
    return url === "/api/auth/verify" ? json({ user: ADMIN }) : json({}, 201);
  };

  fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "senha-correta-1" } });
  fireEvent.click(screen.getByRole("button", { name: "Entrar" }));

  await screen.findByText("Você entrou de novo. Salve mais uma vez para enviar suas alterações.");
  expect(logins).toEqual([{ email: ADMIN.email, password: "senha-correta-1" }]);
  expect(window.sessionStorage.getItem("token")).toBe(NEW_TOKEN);
  expect(window.sessionStorage.getItem("isAdmin")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
  await act(async () => {});
  expect(calls.at(-1)).toEqual({
    url: "/api/noticias",
    method: "POST",
    authorization: `Bearer ${NEW_TOKEN}`,
  });
});

test("a wrong password in place shows the login API's message and stores nothing", async () => {
  storeToken();
  renderAdmin("/admin/noticias");
  await screen.findByText("Editora: Maria Editora");
  answer = async (url) =>
    url === "/api/auth/login"
      ? json({ error: "E-mail ou senha incorretos." }, 401)
      : json({ user: ADMIN });

  const password = screen.getByLabelText("Senha");
  fireEvent.change(password, { target: { value: "senha-errada-1" } });
  fireEvent.keyDown(password, { key: "Enter" });

  await screen.findByText("E-mail ou senha incorretos.");
  expect((screen.getByLabelText("Senha") as HTMLInputElement).value).toBe("");
  expect(window.sessionStorage.getItem("token")).toBe(TOKEN);
});

test("an account with a second factor completes the sign-in in place with its code", async () => {
  storeToken();
  renderAdmin("/admin/noticias");
  await screen.findByText("Editora: Maria Editora");
  const challenge = "desafio-0123456789abcdef";
  const steps: unknown[] = [];
  answer = async (url, init) => {
    if (url === "/api/auth/login") {
      steps.push(JSON.parse(String(init.body)));
      return json({ totpRequired: true, challenge });
    }
    if (url === "/api/auth/login/totp") {
      steps.push(JSON.parse(String(init.body)));
      return json({ token: NEW_TOKEN, user: ADMIN });
    }
    return json({ user: ADMIN });
  };

  fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "senha-correta-1" } });
  fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
  const code = await screen.findByLabelText("Código de verificação");
  fireEvent.change(code, { target: { value: "123456" } });
  fireEvent.click(screen.getByRole("button", { name: "Confirmar" }));

  await screen.findByText("Você entrou de novo. Salve mais uma vez para enviar suas alterações.");
  expect(steps).toEqual([
    { email: ADMIN.email, password: "senha-correta-1" },
    { challenge, code: "123456" },
  ]);
  expect(window.sessionStorage.getItem("token")).toBe(NEW_TOKEN);
});

/** Another tab of the same browser, as the session's channel sees it. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const received: unknown[] = [];
  channel.onmessage = (event: MessageEvent<unknown>) => received.push(event.data);
  return { channel, received };
}

test("a tab without a session takes the one another tab of the browser answers with", async () => {
  const tab = otherTab();
  tab.channel.onmessage = (event: MessageEvent<{ type: string }>) => {
    if (event.data.type === "pedido") tab.channel.postMessage({ type: "sessao", token: TOKEN });
  };
  try {
    renderAdmin("/admin/equipe");

    await screen.findByText("Editora: Maria Editora");
    expect(window.sessionStorage.getItem("token")).toBe(TOKEN);
    expect(window.sessionStorage.getItem("isAdmin")).toBe("true");
    expect(calls[0]).toEqual({
      url: "/api/auth/verify",
      method: "GET",
      authorization: `Bearer ${TOKEN}`,
    });
  } finally {
    tab.channel.close();
  }
});

test("a signed-in tab answers another tab's request, and Sair there ends it here", async () => {
  storeToken();
  renderAdmin("/admin/equipe");
  await screen.findByText("Editora: Maria Editora");
  await act(async () => {});
  const tab = otherTab();
  try {
    tab.channel.postMessage({ type: "pedido" });
    await waitFor(() => expect(tab.received).toContainEqual({ type: "sessao", token: TOKEN }));

    // A message about another session changes nothing here.
    tab.channel.postMessage({ type: "saida", token: "outro-token-0123456789abcdef" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Editora: Maria Editora")).not.toBeNull();

    tab.channel.postMessage({ type: "saida", token: TOKEN });
    expect((await screen.findByText(/^login/)).textContent).toBe("login motivo=loggedOut");
    expect(window.sessionStorage.getItem("token")).toBeNull();
    // The tab that logged out told the server; this one does not again.
    expect(calls.some((call) => call.url === "/api/auth/logout")).toBe(false);
  } finally {
    tab.channel.close();
  }
});

test("Sair here tells the other tabs, and clears only this account's drafts", async () => {
  storeToken();
  window.localStorage.setItem(`rascunho:${ADMIN.id}:noticias:novo`, "{}");
  window.localStorage.setItem("rascunho:8:noticias:novo", "{}");
  renderAdmin();
  await screen.findByText("Editora: Maria Editora");
  await act(async () => {});
  const tab = otherTab();
  try {
    fireEvent.click(screen.getByRole("button", { name: "Sair" }));

    await screen.findByText(/^login/);
    expect(tab.received).toContainEqual({ type: "saida", token: TOKEN });
    expect(window.localStorage.getItem(`rascunho:${ADMIN.id}:noticias:novo`)).toBeNull();
    expect(window.localStorage.getItem("rascunho:8:noticias:novo")).toBe("{}");
  } finally {
    tab.channel.close();
  }
});

test("an inactivity logout keeps the account's drafts", async () => {
  vi.useFakeTimers();
  storeToken();
  window.localStorage.setItem(`rascunho:${ADMIN.id}:noticias:novo`, "{}");
  renderAdmin();
  await flush();

  await flush(INACTIVITY_TIMEOUT_MS);

  expect(screen.getByText(/^login/).textContent).toContain("motivo=inactivity");
  expect(window.localStorage.getItem(`rascunho:${ADMIN.id}:noticias:novo`)).toBe("{}");
});

const verifyCalls = () => calls.filter((call) => call.url === "/api/auth/verify").length;

test("moving to another admin page checks the token again, and a 401 ends the session", async () => {
  storeToken();
  renderAdmin();
  await screen.findByText("Editora: Maria Editora");
  // The page's effects run after it shows; a real click never comes sooner.
  await act(async () => {});
  answer = async () => json({ error: "Autenticação necessária." }, 401);

  fireEvent.click(screen.getByRole("link", { name: "Equipe" }));

  await screen.findByText(/^login/);
  expect(screen.getByText(/^login/).textContent).toBe(
    "login?redirectTo=%2Fadmin%2Fequipe motivo=expired",
  );
  expect(verifyCalls()).toBe(2);
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

test("a tab coming back into view checks the token again and stays when it is live", async () => {
  storeToken();
  renderAdmin();
  await screen.findByText("Editora: Maria Editora");
  await act(async () => {});
  expect(document.visibilityState).toBe("visible");

  await act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
  });

  expect(verifyCalls()).toBe(2);
  expect(screen.getByText("Editora: Maria Editora").textContent).toBe("Editora: Maria Editora");
  expect(window.sessionStorage.getItem("token")).toBe(TOKEN);
});
