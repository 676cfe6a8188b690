import { expect, test } from "vitest";
import { adminAxeViolations, expectToast, openWithSession } from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { useOwnSite, visitorAddresses } from "#tests/helpers/own-site.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

/*
 * Triage by similarity (decision 074): a retyped copy of a rumour lands in the original's
 * group, the inbox proposes the published check with its score, and one click answers
 * the whole group. On a desk screen and on a phone.
 */
const site = useOwnSite({ TRUST_PROXY: "loopback" });
const visitors = visitorAddresses("203.0.114");
const { newPage } = useBrowser();

/** A reader's tip, from an address of its own (the site trusts the loopback proxy). */
async function sendTip(texto: string): Promise<void> {
  const response = await fetch(`${site.url}/api/sugestoes`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": visitors.next() },
    body: JSON.stringify({ texto, plataforma: "whatsapp" }),
  });
  expect(response.status).toBe(201);
}

const CASES = [
  {
    width: 1280,
    alegacao: "A prefeitura de Belém vai cortar a água de todos os bairros no sábado",
    forwarded: "vc viu q a prefeitura de belem vai cortar a agua de todos os bairros no sabado?",
    titulo: "É falso que a prefeitura de Belém vai cortar a água no sábado",
  },
  {
    width: 390,
    alegacao: "O Detran vai cancelar todas as carteiras de motorista vencidas em dezembro",
    forwarded:
      "vc viu q o detran vai cancelar todas as carteiras de motorista vencidas em dezembro",
    titulo: "É falso que o Detran vai cancelar as carteiras vencidas",
  },
];

test.each(CASES)(
  "an editor links a group to a check at $width px, and axe finds nothing",
  async ({ width, alegacao, forwarded, titulo }) => {
    await apiCall(site.url, "POST", "/fake-news", {
      token: site.token,
      body: {
        titulo,
        alegacao,
        lead: "<p>Resumo</p>",
        conteudo: "<p>Texto</p>",
        status: "desmentida",
      },
    });
    await sendTip(alegacao);
    await sendTip(forwarded);
    const editor = await newPage({ viewport: { width, height: 900 } });
    await openWithSession(editor, site.url, "/admin/sugestoes", site.token);
    const grupo = editor.getByRole("article", { name: `Texto: ${forwarded}` });
    await expect.poll(() => grupo.textContent()).toContain("Enviada por 2 leitores");
    expect(await grupo.textContent()).toContain("2 nos últimos 7 dias");
    const candidata = grupo.getByRole("listitem").filter({ hasText: titulo });
    expect(await candidata.textContent()).toMatch(/\d+% parecida · Desmentida/);
    expect(await adminAxeViolations(editor)).toEqual([]);

    await candidata.getByRole("button", { name: "Vincular o grupo a esta checagem" }).click();

    await expectToast(editor, "2 sugestões respondidas com a checagem.");
    await expect.poll(() => grupo.getByText(`Situação: Verificada · ${titulo}`).count()).toBe(2);
    expect(
      await grupo.getByRole("button", { name: "Vincular o grupo a esta checagem" }).count(),
    ).toBe(0);
    expect(await adminAxeViolations(editor)).toEqual([]);
  },
);
