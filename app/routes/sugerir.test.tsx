import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { breakTables } from "#tests/helpers/broken-site.ts";
import { expectLoggedErrors, servicesFor } from "#tests/helpers/page-stub.tsx";
import { clientAddressContext } from "../context.ts";
import { getI18n } from "../i18n/instance.ts";
import { getMessages } from "../i18n/resources.ts";
import { pageTests } from "./page-tests.ts";
import type { SugerirSubmission } from "./sugerir-form.ts";
import SugerirRoute, { action, loader } from "./sugerir.tsx";

// Decision 069: after a tip is sent, a published fact-check that strongly resembles it
// comes first in the confirmation, from the server's answer alone (no script needed).
const { database, publishFakeNews } = pageTests();

const ALEGACAO = "A vacina contra a gripe causa infertilidade em mulheres";

async function send(fields: Record<string, string>): Promise<SugerirSubmission> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const context = servicesFor(database().db);
  context.set(clientAddressContext, "203.0.113.9");
  const answer = (await action({
    request: new Request("http://localhost/sugerir", { method: "POST", body: form }),
    context,
    params: {},
  } as never)) as { data: SugerirSubmission };
  return answer.data;
}

async function showConfirmation(result: SugerirSubmission) {
  const loaderData = await loader({ context: servicesFor(database().db) } as never);
  const props = { loaderData, actionData: result } as unknown as Parameters<typeof SugerirRoute>[0];
  const Page = () => <SugerirRoute {...props} />;
  const Stub = createRoutesStub([{ path: "/sugerir", Component: Page }]);
  render(
    <I18nextProvider i18n={getI18n("pt", getMessages("pt"))}>
      <Stub initialEntries={["/sugerir"]} />
    </I18nextProvider>,
  );
}

test("a tip like a published claim is stored, and the confirmation shows that fact-check first", async () => {
  const checagem = await publishFakeNews({
    titulo: "É falso que a vacina da gripe cause infertilidade",
    alegacao: ALEGACAO,
    rotulo: "falso",
  });
  await publishFakeNews({ titulo: "Rascunho parecido", alegacao: ALEGACAO, estado: "rascunho" });

  const result = await send({
    texto:
      "Encaminhada com frequência\nvc sabia q a vacina da gripe causa infertilidade nas mulheres???",
    plataforma: "whatsapp",
  });

  expect(result).toMatchObject({
    status: "sent",
    semelhante: {
      titulo: "É falso que a vacina da gripe cause infertilidade",
      alegacao: ALEGACAO,
      status: "desmentida",
      rotulo: { slug: "falso", nome: "Falso" },
      url: `/fake-news/${checagem.id}`,
    },
  });
  // Shown, so recorded as the tip's answer (decision 075).
  expect(
    await database()
      .db.selectFrom("sugestoes")
      .select(["estado", "fake_news_id", "resposta_automatica"])
      .execute(),
  ).toEqual([{ estado: "verificada", fake_news_id: checagem.id, resposta_automatica: 1 }]);

  await showConfirmation(result);
  const match = screen.getByRole("region", { name: "Era isso?" });
  expect(match.textContent).toContain(ALEGACAO);
  expect(match.textContent).toContain("Falso");
  expect(screen.getByRole("link", { name: "Ler a checagem" }).getAttribute("href")).toBe(
    `/fake-news/${checagem.id}`,
  );
  // First in the confirmation, before the tracking code.
  const recebida = document.getElementById("sugerir-recebida");
  expect(recebida?.firstElementChild).toBe(match);
  // "Não é isso" is a form posted to the tip's own page, which works without scripts.
  const naoEIsso = screen.getByRole("button", { name: "Não é isso" });
  expect(naoEIsso.closest("form")?.getAttribute("action")).toBe(
    result.status === "sent" ? result.url : "",
  );
  expect(naoEIsso.closest("form")?.getAttribute("method")).toBe("post");
});

test("a tip like nothing published gets the usual confirmation", async () => {
  await publishFakeNews({ alegacao: ALEGACAO, rotulo: "falso" });

  const result = await send({
    texto: "Qual o horário de funcionamento da biblioteca da universidade?",
    plataforma: "whatsapp",
  });

  expect(result).toMatchObject({ status: "sent", semelhante: null });
  expect(await database().db.selectFrom("sugestoes").select("estado").execute()).toEqual([
    { estado: "recebida" },
  ]);
  await showConfirmation(result);
  expect(screen.queryByRole("region", { name: "Era isso?" })).toBeNull();
  expect(screen.getByText("Acompanhar a sugestão")).toBeTruthy();
});

test("a tip is confirmed with its code even when the lookup of similar checks fails", async () => {
  const logged = expectLoggedErrors();
  await breakTables(database().db, ["semelhanca_pendente"]);

  const result = await send({ texto: ALEGACAO, plataforma: "whatsapp" });

  expect(result).toMatchObject({ status: "sent", codigo: expect.any(String), semelhante: null });
  expect(await database().db.selectFrom("sugestoes").select("texto").execute()).toEqual([
    { texto: ALEGACAO },
  ]);
  expect(logged()).toEqual(["similar fact-checks could not be looked up for a tip"]);
});
