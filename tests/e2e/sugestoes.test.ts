import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { wavTone } from "#tests/fixtures/audio.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import { adminAxeViolations, expectToast, openWithSession } from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { useOwnSite, visitorAddresses } from "#tests/helpers/own-site.ts";
import { apiCall } from "#tests/helpers/site-api.ts";
import { linkTargets } from "#tests/helpers/card-facts.ts";

/*
 * Readers' tips, from the form to the editors' answer. A site of its own keeps these tips
 * and their rate limit away from the other files; each test that sends speaks from an
 * address of its own (the site trusts X-Forwarded-For from the loopback proxy).
 */
// Files of all tips: 2 MB an hour, so that the last test can spend them.
const site = useOwnSite({ TRUST_PROXY: "loopback", SUGESTAO_ANEXOS_MB_POR_HORA: "2" });
const visitors = visitorAddresses("203.0.113");
const newVisitor = () => visitors.from(visitors.next());

const { newPage } = useBrowser();

/** A tracking code as the reader gets it: 13 characters in groups of 4, 4 and 5. */
const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{5}$/;

const submit = (page: Page) => page.getByRole("button", { name: "Enviar para checagem" });
const codeOnPage = (page: Page) => page.locator(".sugestao-codigo").textContent();
const situacao = (page: Page) => page.locator(".sugestao__situacao").textContent();

type Grupo = { sugestoes: { id: number; texto: string | null }[] };

async function sugestaoId(texto: string): Promise<number> {
  const grupos = await apiCall<Grupo[]>(site.url, "GET", "/sugestoes", { token: site.token });
  const found = grupos.flatMap((grupo) => grupo.sugestoes).find((item) => item.texto === texto);
  if (!found) throw new Error(`no tip with the text ${texto}`);
  return found.id;
}

test("without JavaScript a reader sends a tip with an image, follows its code, and sees the fact-check once an editor marks it verified", async () => {
  const texto = "Áudio diz que a ponte do Rio Madeira vai cair amanhã";
  const reader = await newPage({ javaScriptEnabled: false, ...newVisitor() });
  await reader.goto(`${site.url}/sugerir`);
  await reader.getByLabel("Texto da mensagem").fill(texto);
  await reader.getByLabel("Imagem ou áudio").setInputFiles({
    name: "print.png",
    mimeType: "image/png",
    buffer: await solidImage("png", 60, 40),
  });
  await reader.getByLabel("Rede ou aplicativo").selectOption({ label: "WhatsApp" });
  await reader.getByLabel("Estado (opcional)").selectOption({ label: "Rondônia" });
  await reader.getByLabel("Cidade (opcional)").fill("Porto Velho");

  await submit(reader).click();

  await expect
    .poll(() => reader.getByRole("status").textContent())
    .toContain("Recebemos sua sugestão!");
  const codigo = (await codeOnPage(reader)) ?? "";
  expect(codigo).toMatch(CODE);
  await reader.getByRole("link", { name: "Acompanhar a sugestão" }).click();
  await reader.waitForURL(`${site.url}/sugestao/${codigo}`);
  expect(await situacao(reader)).toBe("Situação: Recebida");

  const checagem = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
    token: site.token,
    body: {
      titulo: "A ponte do Rio Madeira não vai cair",
      lead: "<p>Lead</p>",
      conteudo: "<p>Texto</p>",
      status: "desmentida",
    },
  });
  const id = await sugestaoId(texto);
  const editor = await newPage();
  await openWithSession(editor, site.url, "/admin/sugestoes", site.token);
  const grupo = editor.getByRole("article", { name: `Texto: ${texto}` });
  await expect.poll(() => grupo.textContent()).toContain("Enviada por 1 leitor");
  await grupo.getByRole("button", { name: "Ver arquivo" }).click();
  await expect
    .poll(() =>
      grupo
        .getByRole("img", { name: "Imagem enviada pelo leitor" })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(60);
  const answer = editor.getByRole("form", { name: `Responder: ${id}` });
  await answer.getByLabel("Situação").selectOption("verificada");
  await answer.getByLabel("Checagem publicada").selectOption(String(checagem.id));
  await answer.getByRole("button", { name: "Salvar" }).click();
  await expectToast(editor, "Sugestão atualizada!");
  await expect
    .poll(() => grupo.textContent())
    .toContain("Situação: Verificada · A ponte do Rio Madeira não vai cair");

  await reader.reload();

  expect(await situacao(reader)).toBe("Situação: Checada");
  const link = reader.getByRole("link", { name: "A ponte do Rio Madeira não vai cair" });
  expect(await link.getAttribute("href")).toBe(`/fake-news/${checagem.id}`);
});

test("with JavaScript a reader is told what is missing, then sends a link and follows its code", async () => {
  const page = await newPage(newVisitor());
  await page.goto(`${site.url}/sugerir`);
  await hydrated(page);
  await page.getByLabel("Rede ou aplicativo").selectOption({ label: "Kwai" });

  await submit(page).click();

  const texto = page.getByLabel("Texto da mensagem");
  await expect.poll(() => texto.getAttribute("aria-invalid")).toBe("true");
  expect(await page.locator("#sugerir-texto-erro").textContent()).toBe(
    "Envie um texto, um link ou um arquivo.",
  );
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("sugerir-texto");
  expect(await page.getByLabel("Rede ou aplicativo").inputValue()).toBe("kwai");

  await page.getByLabel("Link").fill("https://kwai.example/v/123?utm_source=zap");
  await submit(page).click();

  await expect.poll(() => codeOnPage(page)).toMatch(CODE);
  expect(await page.getByLabel("Link").inputValue()).toBe("");
  const codigo = (await codeOnPage(page)) ?? "";
  await page.getByRole("link", { name: "Acompanhar a sugestão" }).click();
  await page.waitForURL(`${site.url}/sugestao/${codigo}`);
  expect(await situacao(page)).toBe("Situação: Recebida");
});

test.each([
  { javaScriptEnabled: false, width: 390, turnDownOn: "confirmation", cidade: "Belém" },
  { javaScriptEnabled: true, width: 390, turnDownOn: "confirmation", cidade: "Santarém" },
  { javaScriptEnabled: false, width: 1280, turnDownOn: "tip's page", cidade: "Marabá" },
  { javaScriptEnabled: true, width: 1280, turnDownOn: "tip's page", cidade: "Castanhal" },
])(
  "a reader who forwards a rumour already checked sees the check at once, as the tip's answer, and turns it down on the $turnDownOn (JavaScript: $javaScriptEnabled, $width px)",
  async ({ javaScriptEnabled, width, turnDownOn, cidade }) => {
    const alegacao = `O açaí vendido nas feiras de ${cidade} está contaminado com barbeiro`;
    const checagem = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
      token: site.token,
      body: {
        titulo: `É falso que todo açaí das feiras de ${cidade} transmita doença de Chagas`,
        alegacao,
        lead: "<p>A vigilância sanitária fiscaliza os batedores de açaí.</p>",
        conteudo: "<p>Texto</p>",
        status: "desmentida",
      },
    });
    // As it arrives on WhatsApp: forwarded, abbreviated, without accents.
    const forwarded = `Encaminhada com frequência\nURGENTE!!! o acai vendido nas feiras de ${cidade.toLowerCase()} ta contaminado com barbeiro, n comprem!!! repassem`;
    const page = await newPage({
      javaScriptEnabled,
      viewport: { width, height: 844 },
      ...newVisitor(),
    });
    // axe runs as a script: only in the page that has them.
    const expectNoAxeViolations = async () => {
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
    };
    const expectTheCheck = async () => {
      const match = page.getByRole("region", { name: "Era isso?" });
      await match.waitFor();
      expect(await match.textContent()).toContain(alegacao);
      expect(await match.textContent()).toContain("Desmentida");
      expect(await match.getByRole("link", { name: "Ler a checagem" }).getAttribute("href")).toBe(
        `/fake-news/${checagem.id}`,
      );
      return match;
    };
    await page.goto(`${site.url}/sugerir`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("Texto da mensagem").fill(forwarded);
    await page.getByLabel("Rede ou aplicativo").selectOption({ label: "WhatsApp" });

    await submit(page).click();

    const match = await expectTheCheck();
    // The check comes before the tracking code.
    const [matchBox, codeBox] = await Promise.all([
      match.boundingBox(),
      page.locator(".sugestao-codigo").boundingBox(),
    ]);
    expect(matchBox!.y).toBeLessThan(codeBox!.y);
    const codigo = (await codeOnPage(page)) ?? "";
    expect(codigo).toMatch(CODE);
    await expectNoAxeViolations();

    if (turnDownOn === "tip's page") {
      await page.getByRole("link", { name: "Acompanhar a sugestão" }).click();
      await page.waitForURL(`${site.url}/sugestao/${codigo}`);
      // The tip is answered by the check, and the page shows it the same way.
      expect(await situacao(page)).toBe("Situação: Checada");
      await expectTheCheck();
      await expectNoAxeViolations();
      if (javaScriptEnabled) {
        // The answer's block in high contrast too.
        const contrast = page.getByRole("button", { name: "Alto contraste" });
        await contrast.click();
        await expect.poll(() => contrast.getAttribute("aria-pressed")).toBe("true");
        await expectNoAxeViolations();
        await contrast.click();
        await expect.poll(() => contrast.getAttribute("aria-pressed")).toBe("false");
      }
    }

    // The editors see the tip answered by the site, and later what its sender said.
    const inbox = async (expected: string) => {
      const editor = await newPage();
      await openWithSession(editor, site.url, "/admin/sugestoes", site.token);
      const tip = editor.locator(".admin-sugestoes__lista > li", {
        hasText: `feiras de ${cidade.toLowerCase()} ta contaminado`,
      });
      await expect.poll(() => tip.textContent()).toContain(expected);
      await editor.close();
    };
    if (javaScriptEnabled && width === 1280)
      await inbox(
        `Verificada · É falso que todo açaí das feiras de ${cidade} transmita doença de Chagas · respondida pelo site na hora do envio`,
      );

    await page.getByRole("button", { name: "Não é isso" }).click();

    await page.waitForURL(`${site.url}/sugestao/${codigo}`);
    await expect.poll(() => situacao(page)).toBe("Situação: Recebida");
    expect(await page.locator(".sugestao__estado").textContent()).toContain(
      "Você nos disse que a checagem mostrada não era isso. Uma pessoa da equipe vai analisar a sua sugestão.",
    );
    expect(await page.getByRole("region", { name: "Era isso?" }).count()).toBe(0);
    await expectNoAxeViolations();
    // Reloaded (or sent again), the tip stays with the team.
    await page.goto(`${site.url}/sugestao/${codigo}`);
    expect(await situacao(page)).toBe("Situação: Recebida");
    expect(await page.getByRole("button", { name: "Não é isso" }).count()).toBe(0);
    if (javaScriptEnabled && width === 1280)
      await inbox(
        `Quem enviou disse que a checagem nº ${checagem.id}, mostrada na hora do envio, não era o que procurava.`,
      );
  },
);

test.each([
  { width: 390, cidade: "Ananindeua" },
  { width: 1280, cidade: "Marituba" },
])(
  "with JavaScript, up to three published checks like the text appear under the field as the reader types, after a pause ($width px)",
  async ({ width, cidade }) => {
    const alegacao = `Prefeitura de ${cidade} vai cortar a água de todos os bairros por uma semana`;
    const checagem = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
      token: site.token,
      body: {
        titulo: `Não há corte de água programado em ${cidade}`,
        alegacao,
        lead: "<p>A companhia de saneamento nega o corte.</p>",
        conteudo: "<p>Texto</p>",
        status: "desmentida",
      },
    });
    const page = await newPage({ viewport: { width, height: 844 }, ...newVisitor() });
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/checagens/semelhantes")) lookups.push(request.url());
    });
    await page.goto(`${site.url}/sugerir`);
    await hydrated(page);
    const field = page.getByLabel("Texto da mensagem");
    const region = page.locator("#sugerir-parecidas");
    expect(await region.getAttribute("aria-live")).toBe("polite");

    // Too short to look up.
    await field.pressSequentially("prefeitura de", { delay: 30 });
    await page.waitForTimeout(800);
    expect(lookups).toEqual([]);
    expect(await region.textContent()).toBe("");

    const answered = page.waitForResponse((response) =>
      response.url().includes("/api/checagens/semelhantes"),
    );
    await field.pressSequentially(
      ` ${cidade.toLowerCase()} vai cortar a agua de todos os bairros por uma semana`,
      { delay: 30 },
    );
    expect((await answered).status()).toBe(200);

    const suggestion = region.getByRole("link", { name: alegacao });
    await suggestion.waitFor();
    expect(await suggestion.getAttribute("href")).toBe(`/fake-news/${checagem.id}`);
    expect(await region.locator("p").textContent()).toBe(
      "Checagens publicadas parecidas com este texto:",
    );
    expect(await region.locator("li").count()).toBeLessThanOrEqual(3);
    expect(await region.locator("li").first().textContent()).toContain("Desmentida");
    // One lookup for all that typing: the pause is what sends it.
    expect(lookups).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A text like nothing published clears the list.
    const cleared = page.waitForResponse((response) =>
      response.url().includes("/api/checagens/semelhantes"),
    );
    await field.fill("Qual o horário de funcionamento da biblioteca central da universidade?");
    await cleared;
    await expect.poll(() => region.textContent()).toBe("");
    expect(lookups).toHaveLength(2);
  },
);

test("a tip's page is never indexed nor kept by the page cache, and a wrong code is the ordinary 404", async () => {
  const { codigo } = await apiCall<{ codigo: string }>(site.url, "POST", "/sugestoes", {
    body: { texto: "Boato para o cache", plataforma: "telegram" },
  });

  const answers = [];
  for (let index = 0; index < 2; index += 1)
    answers.push(await fetch(`${site.url}/sugestao/${codigo}`));
  const wrong = await fetch(`${site.url}/sugestao/ABCDEFGH`);
  const malformed = await fetch(`${site.url}/sugestao/nada`);

  for (const response of answers) {
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("x-page-cache")).toBeNull();
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  }
  expect([wrong.status, malformed.status]).toEqual([404, 404]);
  // Both pages name the address asked for: in the path, and escaped in the language link.
  const strip = (html: string) =>
    html.replace(/nonce="[^"]*"|\/sugestao\/[^"?&<]*|volta=[^"&]*/g, "");
  expect(strip(await wrong.text())).toBe(strip(await malformed.text()));
});

test("the tip's page and the API share one budget of look-ups per address; over it the page says so in the reader's language", async () => {
  const { codigo } = await apiCall<{ codigo: string }>(site.url, "POST", "/sugestoes", {
    body: { texto: "Boato consultado demais", plataforma: "whatsapp" },
  });
  const address = visitors.next();
  const headers = { "x-forwarded-for": address, "accept-language": "en" };
  const page = (typed: string, from = headers) =>
    fetch(`${site.url}/sugestao/${typed}`, { headers: from });
  const api = () => fetch(`${site.url}/api/sugestoes/codigo/${codigo}`, { headers });

  const statuses: number[] = [];
  for (let index = 0; index < 15; index += 1) {
    statuses.push((await api()).status);
    // Typed without its dashes and in lower case, the code still names the tip.
    statuses.push((await page(codigo.replaceAll("-", "").toLowerCase())).status);
  }
  const limited = await page(codigo);
  const limitedApi = await api();
  const elsewhere = await page(codigo, { ...headers, "x-forwarded-for": visitors.next() });

  expect(statuses).toEqual(Array<number>(30).fill(200));
  expect(limited.status).toBe(429);
  expect(limited.headers.get("cache-control")).toBe("no-store");
  const html = await limited.text();
  expect(html).toContain("Too many lookups");
  expect(html).toContain("You have looked up codes too many times in a short while.");
  expect(html).not.toContain("Boato consultado demais");
  expect(limitedApi.status).toBe(429);
  expect(await limitedApi.json()).toEqual({
    error: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  });
  expect(elsewhere.status).toBe(200);
  // The page shows the code in its groups, however it was typed.
  expect(await elsewhere.text()).toContain(`Code ${codigo}`);
});

test("the home page and every fact-check end with the way to send a tip, also on WhatsApp, as plain links", async () => {
  const checagem = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
    token: site.token,
    body: {
      titulo: "Checagem com chamada",
      lead: "<p>Lead</p>",
      conteudo: "<p>Texto</p>",
      status: "verificada",
    },
  });
  const page = await newPage({ javaScriptEnabled: false });

  const ctaLinks = async (path: string) => {
    await page.goto(`${site.url}${path}`);
    return linkTargets(page.getByRole("complementary", { name: "Recebeu algo suspeito?" }));
  };
  for (const path of ["/", `/fake-news/${checagem.id}`]) {
    expect(await ctaLinks(path)).toEqual([
      ["Envie para checagem", "/sugerir"],
      ["Envie pelo WhatsApp", "https://wa.me/5569900000000"],
    ]);
  }

  // The number is read once for all pages until the next write: a new one shows at once.
  const saved = await apiCall<Record<string, unknown>>(site.url, "GET", "/contato-institucional");
  await apiCall(site.url, "PUT", "/contato-institucional", {
    token: site.token,
    body: { ...saved, whatsapp: "+55 (91) 98888-7777" },
  });
  try {
    for (const path of [`/fake-news/${checagem.id}`, "/"]) {
      expect(await ctaLinks(path)).toContainEqual([
        "Envie pelo WhatsApp",
        "https://wa.me/5591988887777",
      ]);
    }
  } finally {
    await apiCall(site.url, "PUT", "/contato-institucional", { token: site.token, body: saved });
  }
});

test("axe finds nothing on the form, a tip's page and the inbox, nor on the public ones in high contrast", async () => {
  const { codigo } = await apiCall<{ codigo: string }>(site.url, "POST", "/sugestoes", {
    body: { texto: "Boato para a acessibilidade", plataforma: "outra" },
  });
  const page = await newPage(newVisitor());

  for (const path of ["/sugerir", `/sugestao/${codigo}`]) {
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.getByRole("button", { name: "Alto contraste" }).click();
  await expect
    .poll(() => page.getByRole("button", { name: "Alto contraste" }).getAttribute("aria-pressed"))
    .toBe("true");
  for (const path of ["/sugerir", `/sugestao/${codigo}`]) {
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  const editor = await newPage();
  await openWithSession(editor, site.url, "/admin/sugestoes", site.token);
  await expect
    .poll(() => editor.getByRole("article", { name: "Texto: Boato para a acessibilidade" }).count())
    .toBe(1);
  expect(await adminAxeViolations(editor)).toEqual([]);
});

test("the form spends the API's budget: past five tips from one address it says to wait and keeps the text", async () => {
  const address = visitors.next();
  for (let index = 0; index < 5; index += 1) {
    const response = await fetch(`${site.url}/api/sugestoes`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ texto: `Boato ${index}`, plataforma: "tiktok" }),
    });
    expect(response.status).toBe(201);
  }
  const page = await newPage({ javaScriptEnabled: false, ...visitors.from(address) });
  await page.goto(`${site.url}/sugerir`);
  await page.getByLabel("Texto da mensagem").fill("Mais um boato");
  await page.getByLabel("Rede ou aplicativo").selectOption({ label: "TikTok" });

  await submit(page).click();

  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("Muitas tentativas. Aguarde um pouco e tente novamente.");
  expect(await page.getByLabel("Texto da mensagem").inputValue()).toBe("Mais um boato");
  expect(await page.locator(".sugestao-codigo").count()).toBe(0);
});

test("the form's page takes a recording far beyond the 64 KB of other forms, and refuses more than its own limit", async () => {
  const form = new FormData();
  form.append("plataforma", "whatsapp");
  form.append("file", new Blob([new Uint8Array(wavTone(60))], { type: "audio/wav" }), "a.wav");
  const headers = { "x-forwarded-for": visitors.next() };

  const accepted = await fetch(`${site.url}/sugerir`, { method: "POST", body: form, headers });
  const refused = await fetch(`${site.url}/sugerir`, {
    method: "POST",
    body: new Uint8Array(17 * 1024 * 1024 + 1),
    headers: { ...headers, "content-type": "multipart/form-data; boundary=x" },
  });

  expect(accepted.status).toBe(200);
  expect(await accepted.text()).toContain("Recebemos sua sugestão!");
  expect(refused.status).toBe(413);
  expect(await refused.json()).toEqual({ error: "O conteúdo enviado é grande demais." });
});

// Last: the files it sends use up the site's budget of files for the hour.
test("once the files of all tips reach the hour's budget, the form refuses a file in the reader's language and takes the tip without it", async () => {
  const recording = (seconds: number) => {
    const form = new FormData();
    form.append("plataforma", "whatsapp");
    form.append(
      "file",
      new Blob([new Uint8Array(wavTone(seconds))], { type: "audio/wav" }),
      "a.wav",
    );
    return form;
  };
  // Other readers, each from an address of their own, send recordings of 900 KB or so
  // until the site's 2 MB for the hour are spent.
  const statuses: number[] = [];
  let seconds = 55;
  while (!statuses.includes(429) && statuses.length < 4) {
    seconds += 1;
    const response = await fetch(`${site.url}/api/sugestoes`, {
      method: "POST",
      body: recording(seconds),
      headers: { "x-forwarded-for": visitors.next() },
    });
    statuses.push(response.status);
  }
  expect(statuses.at(-1)).toBe(429);
  const page = await newPage({ javaScriptEnabled: false, locale: "en-US", ...newVisitor() });
  await page.goto(`${site.url}/sugerir`);
  await page.getByLabel("Text of the message").fill("Áudio sobre a enchente");
  // As large as the recording just refused: nothing was stored since.
  await page.getByLabel("Image or audio").setInputFiles({
    name: "audio.wav",
    mimeType: "audio/wav",
    buffer: wavTone(seconds),
  });
  await page.getByLabel("Network or app").selectOption({ label: "WhatsApp" });

  await page.getByRole("button", { name: "Send for fact-checking" }).click();

  await expect
    .poll(() => page.locator("#sugerir-arquivo-erro").textContent())
    .toBe(
      "We have received too many files in the last hour. Send your tip without the file or try again later.",
    );
  expect(await page.getByLabel("Text of the message").inputValue()).toBe("Áudio sobre a enchente");
  expect(await page.locator(".sugestao-codigo").count()).toBe(0);

  await page.getByLabel("Network or app").selectOption({ label: "WhatsApp" });
  await page.getByRole("button", { name: "Send for fact-checking" }).click();

  await expect.poll(() => codeOnPage(page)).toMatch(CODE);
});
