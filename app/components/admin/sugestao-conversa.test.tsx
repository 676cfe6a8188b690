import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ConversaSchema, type Conversa } from "./api-schemas.ts";
import { AdminSessionProvider } from "./session.tsx";
import { SugestaoConversa } from "./sugestao-conversa.tsx";

const ADMIN = { id: 7, email: "editora@example.org", nome: "Maria Editora", papel: "editor" };
const TOKEN = "token-de-teste-0123456789abcdef";

/** `GET /api/sugestoes/{id}/conversa` as the API documents it (ConversaSchema). */
const CONVERSA: Conversa = ConversaSchema.parse({
  canal: "whatsapp",
  resposta_livre: { permitida: true, motivo: null },
  mensagens: [
    {
      id: 1,
      direcao: "entrada",
      tipo: "texto",
      texto: "Vacina causa isso mesmo?",
      sugestao_id: 42,
      created_at: "2026-11-20T13:00:00.000Z",
      estado: null,
      entrega: null,
      enviada_em: null,
    },
    {
      id: 2,
      direcao: "saida",
      tipo: "recebida",
      texto: "Recebemos sua sugestão.",
      sugestao_id: 42,
      created_at: "2026-11-20T13:00:01.000Z",
      estado: "enviada",
      entrega: "lida",
      enviada_em: "2026-11-20T13:00:02.000Z",
    },
    {
      id: 3,
      direcao: "saida",
      tipo: "resposta",
      texto: "Checamos: é falso.",
      sugestao_id: 42,
      created_at: "2026-11-21T10:00:00.000Z",
      estado: "falhou",
      entrega: null,
      enviada_em: null,
    },
  ],
});

let calls: { url: string; authorization: string | null; method: string; body: unknown }[] = [];
let conversaAnswer: () => Response;
let replyAnswer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  conversaAnswer = () => json(CONVERSA);
  replyAnswer = () => json(CONVERSA, 201);
  window.sessionStorage.setItem("token", TOKEN);
  window.sessionStorage.setItem("isAdmin", "true");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({
        url,
        authorization: new Headers(init.headers).get("authorization"),
        method,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      });
      if (url === "/api/auth/verify") return json({ user: ADMIN });
      if (url === "/api/sugestoes/42/conversa")
        return method === "POST" ? replyAnswer() : conversaAnswer();
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderConversa() {
  const Stub = createRoutesStub([
    {
      path: "/admin/*",
      Component: () => (
        <AdminSessionProvider>
          <SugestaoConversa sugestaoId={42} />
        </AdminSessionProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/admin/sugestoes"]} />);
}

test("the conversation loads when opened and lists what was received and answered, with states", async () => {
  renderConversa();
  const button = await screen.findByRole("button", { name: "Conversa" });
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(calls.some((call) => call.url.endsWith("/conversa"))).toBe(false);

  fireEvent.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("true");
  const region = await screen.findByRole("region", { name: "Conversa pelo WhatsApp" });
  expect(calls.find((call) => call.url === "/api/sugestoes/42/conversa")?.authorization).toBe(
    `Bearer ${TOKEN}`,
  );

  const items = within(region).getAllByRole("listitem");
  expect(items).toHaveLength(3);
  expect(items[0]!.textContent).toContain("Recebida (texto)");
  expect(items[0]!.textContent).toContain("Vacina causa isso mesmo?");
  expect(items[0]!.textContent).not.toContain("Situação");
  expect(items[0]!.querySelector("time")?.getAttribute("dateTime")).toBe(
    "2026-11-20T13:00:00.000Z",
  );
  expect(items[1]!.textContent).toContain("Resposta do observatório");
  expect(items[1]!.textContent).toContain("Situação: lida");
  expect(items[2]!.textContent).toContain("Checamos: é falso.");
  expect(items[2]!.textContent).toContain("Situação: falhou");

  fireEvent.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByRole("region", { name: "Conversa pelo WhatsApp" })).toBeNull();
});

test("a failed load says so in Portuguese, and opening again retries", async () => {
  conversaAnswer = () => new Response("gateway", { status: 502 });
  renderConversa();
  const button = await screen.findByRole("button", { name: "Conversa" });
  fireEvent.click(button);
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Não foi possível carregar a conversa.",
  );

  conversaAnswer = () => json(CONVERSA);
  fireEvent.click(button);
  fireEvent.click(button);
  expect(await screen.findByRole("region", { name: "Conversa pelo WhatsApp" })).toBeTruthy();
});

test("a tip from the site's form gets the API's reason, not a failure", async () => {
  conversaAnswer = () => json({ error: "Esta sugestão não veio por um canal de mensagens." }, 404);
  renderConversa();
  fireEvent.click(await screen.findByRole("button", { name: "Conversa" }));
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Esta sugestão não veio por um canal de mensagens.",
  );
});

const SENT: Conversa = {
  ...CONVERSA,
  mensagens: [
    ...CONVERSA.mensagens,
    {
      id: 4,
      direcao: "saida",
      tipo: "livre",
      texto: "Pode nos mandar o link?",
      sugestao_id: 42,
      created_at: "2026-11-21T11:00:00.000Z",
      estado: "pendente",
      entrega: null,
      enviada_em: null,
    },
  ],
};

async function openReply() {
  renderConversa();
  fireEvent.click(await screen.findByRole("button", { name: "Conversa" }));
  return screen.findByRole("region", { name: "Responder ao leitor" });
}

test("a free reply is sent, joins the conversation, and the field empties", async () => {
  replyAnswer = () => json(SENT, 201);
  const region = await openReply();
  const field = within(region).getByRole("textbox", { name: "Sua resposta" });
  expect(field.getAttribute("aria-describedby")).toContain("dica");
  fireEvent.change(field, { target: { value: "  Pode nos mandar o link?  " } });
  fireEvent.click(within(region).getByRole("button", { name: "Enviar resposta" }));
  expect(await within(region).findByText("Resposta enviada para a fila de envio.")).toBeTruthy();
  const post = calls.find((call) => call.method === "POST");
  expect(post).toMatchObject({
    url: "/api/sugestoes/42/conversa",
    authorization: `Bearer ${TOKEN}`,
    body: { texto: "Pode nos mandar o link?" },
  });
  expect((field as HTMLTextAreaElement).value).toBe("");
  const conversa = screen.getByRole("region", { name: "Conversa pelo WhatsApp" });
  expect(within(conversa).getAllByRole("listitem")).toHaveLength(4);
  expect(window.localStorage.length).toBe(0);
});

test("an empty reply is refused before sending; a refusal keeps the typed text", async () => {
  const region = await openReply();
  fireEvent.click(within(region).getByRole("button", { name: "Enviar resposta" }));
  expect(await within(region).findByText("Escreva a resposta.")).toBeTruthy();
  expect(calls.some((call) => call.method === "POST")).toBe(false);

  replyAnswer = () =>
    json({ error: "Passaram mais de 24 horas desde a última mensagem do leitor." }, 409);
  const field = within(region).getByRole("textbox", { name: "Sua resposta" });
  fireEvent.change(field, { target: { value: "Ainda está aí?" } });
  fireEvent.click(within(region).getByRole("button", { name: "Enviar resposta" }));
  expect((await within(region).findByRole("alert")).textContent).toContain("24 horas");
  expect((field as HTMLTextAreaElement).value).toBe("Ainda está aí?");
});

test("an expired session keeps the text as a draft and offers to sign in again here", async () => {
  replyAnswer = () => json({ error: "Sessão expirada." }, 401);
  const region = await openReply();
  const field = within(region).getByRole("textbox", { name: "Sua resposta" });
  fireEvent.change(field, { target: { value: "Quem lhe mandou isso?" } });
  fireEvent.click(within(region).getByRole("button", { name: "Enviar resposta" }));
  expect(await within(region).findByText(/Sua sessão expirou e nada foi salvo/)).toBeTruthy();
  expect((field as HTMLTextAreaElement).value).toBe("Quem lhe mandou isso?");
  cleanup();
  // Opened again (another tab, after signing in), the draft is back in the field.
  const again = await openReply();
  expect(
    (within(again).getByRole("textbox", { name: "Sua resposta" }) as HTMLTextAreaElement).value,
  ).toBe("Quem lhe mandou isso?");
});

test("outside the platform's rules the reason shows instead of the form", async () => {
  conversaAnswer = () =>
    json({
      ...CONVERSA,
      resposta_livre: {
        permitida: false,
        motivo: "O leitor enviou PARAR: não recebe mais mensagens do observatório.",
      },
    });
  const region = await openReply();
  expect(region.textContent).toContain("O leitor enviou PARAR");
  expect(within(region).queryByRole("textbox")).toBeNull();
});
