import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import AdminLogin from "./login.tsx";

const TOKEN = "token-de-teste-0123456789abcdef";
const USER = { id: 3, email: "editora@example.org", nome: "Editora", papel: "administrador" };

let requests: { url: string; body: unknown }[] = [];
let answer: () => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  requests = [];
  answer = async () => json({ token: TOKEN, user: USER });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function Destination() {
  const location = useLocation();
  return <p>destino {`${location.pathname}${location.search}`}</p>;
}

function renderLogin(path = "/admin/login", state?: unknown) {
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: AdminLogin },
    { path: "/admin/*", Component: Destination },
    { path: "*", Component: Destination },
  ]);
  const { pathname, search } = new URL(path, "http://localhost");
  render(<Stub initialEntries={[{ pathname, search, state }]} />);
}

const email = () => screen.getByLabelText("E-mail") as HTMLInputElement;
const password = () => screen.getByLabelText("Senha") as HTMLInputElement;

async function submit(values: { email?: string; password?: string }) {
  if (values.email !== undefined) fireEvent.change(email(), { target: { value: values.email } });
  if (values.password !== undefined) {
    fireEvent.change(password(), { target: { value: values.password } });
  }
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
  });
}

test("the form has E-mail, Senha and Entrar, ready once the page runs", async () => {
  renderLogin();

  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
    "Entrar no painel administrativo",
  );
  expect(email().type).toBe("email");
  expect(email().autocomplete).toBe("username");
  expect(password().type).toBe("password");
  expect((screen.getByRole("button", { name: "Entrar" }) as HTMLButtonElement).disabled).toBe(
    false,
  );
});

test("a successful login stores the session and goes where the editor was going", async () => {
  renderLogin("/admin/login?redirectTo=%2Fadmin%2Fnoticias%3Fpagina%3D2");

  await submit({ email: " Editora@Example.org ", password: "senha certa" });

  expect((await screen.findByText(/^destino /)).textContent).toBe(
    "destino /admin/noticias?pagina=2",
  );
  expect(requests).toEqual([
    {
      url: "/api/auth/login",
      body: { email: "editora@example.org", password: "senha certa" },
    },
  ]);
  expect(window.sessionStorage.getItem("token")).toBe(TOKEN);
  expect(window.sessionStorage.getItem("isAdmin")).toBe("true");
});

test("a redirect outside the admin area is ignored: the login goes to the panel", async () => {
  renderLogin("/admin/login?redirectTo=%2F%2Fevil.example%2Fadmin");

  await submit({ email: "editora@example.org", password: "senha certa" });

  expect((await screen.findByText(/^destino /)).textContent).toBe("destino /admin");
});

test("empty fields are reported beside each field before anything is sent", async () => {
  renderLogin();

  await submit({});

  expect(requests).toEqual([]);
  expect(screen.getByText("Informe um e-mail válido.").id).toBe(
    email().getAttribute("aria-describedby"),
  );
  expect(screen.getByText("Informe a senha.").id).toBe(password().getAttribute("aria-describedby"));
  expect(email().getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(email());
});

test("a field's message goes away when the editor starts fixing it", async () => {
  renderLogin();
  await submit({});

  fireEvent.change(email(), { target: { value: "e" } });

  expect(screen.queryByText("Informe um e-mail válido.")).toBeNull();
  expect(email().getAttribute("aria-invalid")).toBeNull();
  expect(screen.getByText("Informe a senha.").id).toBe(password().getAttribute("aria-describedby"));
});

test("wrong credentials show the API's message, keep the e-mail and ask for the password again", async () => {
  answer = async () => json({ error: "E-mail ou senha incorretos." }, 401);
  renderLogin();

  await submit({ email: "editora@example.org", password: "senha errada" });

  expect(screen.getByRole("alert").textContent).toContain("E-mail ou senha incorretos.");
  expect(email().value).toBe("editora@example.org");
  expect(password().value).toBe("");
  expect(document.activeElement).toBe(password());
  expect(window.sessionStorage.getItem("token")).toBeNull();
});

test("throttling shows the API's message and keeps what was typed", async () => {
  const message = "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.";
  answer = async () => json({ error: message }, 429);
  renderLogin();

  await submit({ email: "editora@example.org", password: "senha certa" });

  expect(screen.getByRole("alert").textContent).toContain(message);
  expect(email().value).toBe("editora@example.org");
  expect(password().value).toBe("senha certa");
});

test("the API's field messages appear beside the fields", async () => {
  answer = async () =>
    json({ error: "Dados inválidos.", details: { email: "Informe um e-mail válido." } }, 400);
  renderLogin();

  await submit({ email: "editora@example.org", password: "senha certa" });

  expect(screen.getByText("Informe um e-mail válido.").id).toBe(
    email().getAttribute("aria-describedby"),
  );
  expect(document.activeElement).toBe(email());
});

test("a network failure says so and keeps both fields", async () => {
  answer = async () => {
    throw new TypeError("Failed to fetch");
  };
  renderLogin();

  await submit({ email: "editora@example.org", password: "senha certa" });

  expect(screen.getByRole("alert").textContent).toContain(
    "Não foi possível conectar. Verifique sua conexão e tente novamente.",
  );
  expect(email().value).toBe("editora@example.org");
  expect(password().value).toBe("senha certa");
  expect((screen.getByRole("button", { name: "Entrar" }) as HTMLButtonElement).disabled).toBe(
    false,
  );
});

test("a server error without the API's shape gets a readable message", async () => {
  answer = async () => new Response("<html>Bad gateway</html>", { status: 502 });
  renderLogin();

  await submit({ email: "editora@example.org", password: "senha certa" });

  expect(screen.getByRole("alert").textContent).toContain(
    "O servidor respondeu com um erro (502). Tente novamente em instantes.",
  );
});

test("the page says why the editor was sent to it", async () => {
  renderLogin("/admin/login?redirectTo=%2Fadmin", { reason: "inactivity" });

  expect((await screen.findByRole("status")).textContent).toBe(
    "Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente para continuar.",
  );
});

const CHALLENGE = "desafio-de-teste-0123456789abcdef";

async function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText("Código de verificação"), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Confirmar" }));
  });
}

test("with a second factor, the password leads to a code step that then logs in", async () => {
  answer = async () => json({ totpRequired: true, challenge: CHALLENGE });
  renderLogin("/admin/login?redirectTo=%2Fadmin%2Fequipe");
  await submit({ email: "editora@example.org", password: "senha certa" });

  expect(
    (await screen.findByRole("heading", { name: "Verificação em duas etapas" })).textContent,
  ).toBe("Verificação em duas etapas");
  expect(window.sessionStorage.getItem("token")).toBeNull();
  answer = async () => json({ token: TOKEN, user: USER });

  await submitCode(" 123456 ");

  expect((await screen.findByText(/^destino /)).textContent).toBe("destino /admin/equipe");
  expect(requests.at(-1)).toEqual({
    url: "/api/auth/login/totp",
    body: { challenge: CHALLENGE, code: "123456" },
  });
  expect(window.sessionStorage.getItem("token")).toBe(TOKEN);
});

test("a wrong code is said and cleared; an expired challenge goes back to the password", async () => {
  answer = async () => json({ totpRequired: true, challenge: CHALLENGE });
  renderLogin();
  await submit({ email: "editora@example.org", password: "senha certa" });
  await screen.findByLabelText("Código de verificação");
  answer = async () => json({ error: "Código inválido ou já usado." }, 401);

  await submitCode("000000");

  expect(screen.getByRole("alert").textContent).toContain("Código inválido ou já usado.");
  expect((screen.getByLabelText("Código de verificação") as HTMLInputElement).value).toBe("");
  answer = async () => json({ error: "A verificação expirou. Entre novamente." }, 401);

  await submitCode("111111");

  expect(screen.getByRole("alert").textContent).toContain(
    "A verificação expirou. Entre novamente.",
  );
  expect(password().value).toBe("");
  expect(window.sessionStorage.getItem("token")).toBeNull();
});
