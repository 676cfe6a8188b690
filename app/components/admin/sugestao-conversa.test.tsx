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

let calls: { url: string; authorization: string | null }[] = [];
let conversaAnswer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  conversaAnswer = () => json(CONVERSA);
  window.sessionStorage.setItem("token", TOKEN);
  window.sessionStorage.setItem("isAdmin", "true");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, authorization: new Headers(init.headers).get("authorization") });
      if (url === "/api/auth/verify") return json({ user: ADMIN });
      if (url === "/api/sugestoes/42/conversa") return conversaAnswer();
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
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
