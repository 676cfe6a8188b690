import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { RecebidaSchema, type Recebida } from "../../components/admin/api-schemas.ts";
import { AdminSessionProvider } from "../../components/admin/session.tsx";
import { ToastProvider, ToastRegion } from "../../components/ui/toast.tsx";
import AdminCaixaSaida from "./caixa-saida.tsx";

const ADMIN = { id: 1, email: "admin@example.org", nome: "Ana Admin", papel: "administrador" };
const TOKEN = "token-de-teste-0123456789abcdef";

/** `GET /api/caixa-saida/recebidas` as the API documents it (RecebidaSchema). */
const DESISTIDA: Recebida = RecebidaSchema.parse({
  id: 12,
  canal: "whatsapp",
  estado: "desistida",
  recebidaEm: "2026-11-29T14:02:11.480Z",
  tentativas: 5,
  erro: "HTTP 503",
  desistidaEm: "2026-11-29T14:12:40.016Z",
});

let calls: { url: string; method: string; authorization: string | null }[] = [];
let recebidas: Recebida[];
let retryAnswer: () => Response;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

beforeEach(() => {
  calls = [];
  recebidas = [DESISTIDA];
  retryAnswer = () => {
    recebidas = [];
    return json({ ...DESISTIDA, estado: "tratada", tentativas: 1, erro: null, desistidaEm: null });
  };
  window.sessionStorage.setItem("token", TOKEN);
  window.sessionStorage.setItem("isAdmin", "true");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ url, method, authorization: new Headers(init.headers).get("authorization") });
      if (url === "/api/auth/verify") return json({ user: ADMIN });
      if (url.startsWith("/api/caixa-saida/recebidas?"))
        return json(recebidas, 200, { "X-Total-Count": String(recebidas.length) });
      if (url === "/api/caixa-saida/recebidas/12/reprocessar" && method === "POST")
        return retryAnswer();
      if (url.startsWith("/api/caixa-saida?")) return json([], 200, { "X-Total-Count": "0" });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: "/admin/*",
      Component: () => (
        <ToastProvider>
          <AdminSessionProvider>
            <AdminCaixaSaida />
          </AdminSessionProvider>
          <ToastRegion />
        </ToastProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/admin/caixa-saida"]} />);
}

const section = () =>
  screen.findByRole("region", { name: "Mensagens recebidas que não foram processadas" });

test("a given-up message shows its channel, times, attempts and error, and is handled again on request", async () => {
  renderPage();
  const recebidasSection = await section();
  const row = (await within(recebidasSection).findByText("HTTP 503")).closest("tr")!;
  const cells = [...row.querySelectorAll("td")].map((cell) => cell.textContent);
  expect(cells.slice(1, 3)).toEqual(["WhatsApp", "5"]);
  expect([...row.querySelectorAll("time")].map((time) => time.getAttribute("dateTime"))).toEqual([
    "2026-11-29T14:02:11.480Z",
    "2026-11-29T14:12:40.016Z",
  ]);

  fireEvent.click(
    within(row).getByRole("button", { name: /^Tentar de novo a mensagem do WhatsApp recebida em/ }),
  );
  expect((await screen.findByText("A mensagem foi processada.")).className).toContain(
    "toast--success",
  );
  await within(recebidasSection).findByText("Nenhuma mensagem recebida ficou sem processar.");
  const retry = calls.find((call) => call.method === "POST");
  expect(retry).toEqual({
    url: "/api/caixa-saida/recebidas/12/reprocessar",
    method: "POST",
    authorization: `Bearer ${TOKEN}`,
  });
});

test("a retry that fails again, or is refused, says so and keeps the list current", async () => {
  retryAnswer = () => {
    recebidas = [];
    return json({ ...DESISTIDA, estado: "pendente", tentativas: 1, desistidaEm: null });
  };
  renderPage();
  const button = await within(await section()).findByRole("button", {
    name: /^Tentar de novo/,
  });
  fireEvent.click(button);
  const failedAgain = await screen.findByText(
    "A mensagem falhou de novo e voltou para a fila: será tentada automaticamente nos próximos minutos.",
  );
  expect(failedAgain.className).toContain("toast--error");

  cleanup();
  recebidas = [DESISTIDA];
  retryAnswer = () =>
    json(
      {
        error:
          "Só uma mensagem recebida que não foi processada pode ser tentada de novo: esta já foi processada ou está na fila.",
      },
      409,
    );
  renderPage();
  fireEvent.click(await within(await section()).findByRole("button", { name: /^Tentar de novo/ }));
  const refused = await screen.findByText(/Só uma mensagem recebida que não foi processada/);
  expect(refused.className).toContain("toast--error");
});
