import { beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { SITE_NAME } from "#app/site.ts";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import * as articlePage from "#tests/helpers/article-page.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { newPage } = useBrowser();

type StoredFakeNews = { id: number; titulo: string; imagens: string[] };

const main = (page: Page) => page.locator("main");
const cards = (page: Page) => page.locator("main article");
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

test("before anything is checked the list says no fake news was verified yet", async () => {
  await articlePage.expectEmptyList(await newPage(), `${baseUrl}/fake-news`, {
    heading: "Fake News Verificadas",
    empty: "Nenhuma Fake News verificada ainda",
  });
});

test("an unknown entry answers 404 with 'Matéria não encontrada'", async () => {
  const paths = ["/fake-news/999999", "/fake-news/abc"];

  await articlePage.expectItemNotFound(
    await newPage(),
    paths.map((path) => `${baseUrl}${path}`),
    { heading: "Matéria não encontrada", back: "Voltar para Fake News", backHref: "/fake-news" },
  );
});

describe("with checked claims in every status", () => {
  const items = articlePage.createdItems<StoredFakeNews>(baseUrl, "/fake-news");
  const check = items.create;
  let verified: StoredFakeNews;
  let debunked: StoredFakeNews;
  let underReview: StoredFakeNews;

  const LONG_TITLE =
    "Chá de boldo com limão cura a dengue em três dias, diz mensagem que circula no WhatsApp";

  /** A debunked entry whose stored `columns` are then replaced, as an import could leave them. */
  async function imported(titulo: string, columns: Record<string, string>) {
    const item = await check({
      titulo,
      lead: "<p>Lead.</p>",
      conteudo: "<p>provisório</p>",
      status: "desmentida",
      data_verificacao: "2026-01-02",
    });
    articlePage.overwriteStored(dataDir, "fake_news", item.id, columns);
    return item;
  }

  beforeAll(async () => {
    const image = await solidImage("png", 1000, 500, { r: 40, g: 120, b: 60 });
    verified = await check({
      titulo: "Vacina da gripe é oferecida de graça nos postos",
      subtitulo: "A campanha nacional vai até o fim de maio",
      lead: "<p>Mensagem diz que a vacina <strong>é gratuita</strong> — e é.</p>",
      conteudo: "<p>O Ministério da Saúde confirma a campanha.</p>",
      conclusao: "<p>A informação é verdadeira.</p>",
      fontes: ["Ministério da Saúde", "https://example.org/campanha", "Secretaria estadual"],
      verdades: [
        "A vacina é gratuita no SUS.",
        "A campanha vai até maio.",
        "Crianças e idosos têm prioridade.",
      ],
      imagens: [dataUrl(image)],
      legendas: ["Posto de vacinação"],
      alts: ["Fila em um posto de saúde"],
      status: "verificada",
      data_verificacao: "2026-03-05",
      verificador: "Ana Checadora",
    });
    debunked = await check({
      titulo: LONG_TITLE,
      lead: "<p>Áudio viral promete cura caseira.</p>",
      conteudo: "<p>Não existe remédio caseiro que cure a dengue.</p>",
      fontes: ["Fiocruz", "Organização Mundial da Saúde"],
      verdades: [
        "Não há cura caseira para a dengue: procure um posto de saúde.",
        "Hidratação ajuda, mas não substitui o atendimento.",
      ],
      status: "desmentida",
      data_verificacao: "2026-03-10",
      verificador: "Bruno Verificador",
    });
    underReview = await check({
      titulo: "Boato ainda em análise",
      lead: "<p>Estamos apurando.</p>",
      conteudo: "<p>Apuração em andamento.</p>",
      status: "em_analise",
      data_verificacao: "2026-03-12",
    });
  });

  const pageUrl = (item: StoredFakeNews) => `${baseUrl}/fake-news/${item.id}`;

  test("the list shows only verified and debunked entries, newest check first", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/fake-news`);

    expect(await cards(page).locator("h2").allTextContents()).toEqual([
      LONG_TITLE,
      verified.titulo,
    ]);
    expect(await main(page).textContent()).not.toContain(underReview.titulo);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a card shows image, status, title, lead, two truths, two sources with '...', date and verifier", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/fake-news`);

    const item = card(page, verified.titulo);
    expect(await item.locator("img").getAttribute("src")).toBe(verified.imagens[0]);
    expect(await item.locator("img").getAttribute("alt")).toBe("Fila em um posto de saúde");
    expect(await item.locator(".status-badge").textContent()).toBe("Verificada");
    expect(await item.locator(".status-badge svg").count()).toBe(1);
    expect(await item.locator(".article-card__lead").textContent()).toBe(
      "Mensagem diz que a vacina é gratuita — e é.",
    );
    const truths = item.locator(".article-card__truths");
    expect(await truths.locator(".article-card__label").textContent()).toBe("A Verdade:");
    expect(await truths.locator("li").allTextContents()).toEqual([
      "A vacina é gratuita no SUS.",
      "A campanha vai até maio.",
    ]);
    expect(await item.locator(".article-card__sources li").allTextContents()).toEqual([
      "Ministério da Saúde",
      "https://example.org/campanha",
      "...e outras fontes",
    ]);
    expect(await item.locator(".article-card__sources").innerText()).toContain("...");
    expect(await item.locator(".article-card__meta").textContent()).toBe(
      "Verificada em 5 de março de 2026 por Ana Checadora",
    );
    expect(await item.getByRole("link", { name: "Ver detalhes" }).getAttribute("href")).toBe(
      `/fake-news/${verified.id}`,
    );

    const other = card(page, LONG_TITLE);
    expect(await other.locator(".status-badge").textContent()).toBe("Desmentida");
    expect(await other.locator("img").count()).toBe(0);
    expect(await other.locator(".article-card__sources li").allTextContents()).toEqual([
      "Fiocruz",
      "Organização Mundial da Saúde",
    ]);
    expect(await other.locator(".article-card__meta").textContent()).toBe(
      "Verificada em 10 de março de 2026 por Bruno Verificador",
    );
  });

  test("'Ver detalhes' opens the entry's page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/fake-news`);
    await hydrated(page);

    await card(page, verified.titulo).getByRole("link", { name: "Ver detalhes" }).click();

    await page.waitForURL(pageUrl(verified));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(verified.titulo);
  });

  test("the entry's page shows the trail, verdict, dates, image, truths, body, conclusion and sources", async () => {
    const page = await newPage();

    const response = await page.goto(pageUrl(verified));

    expect(response?.status()).toBe(200);
    const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
    expect(await trail.locator("li").allTextContents()).toEqual([
      "Home",
      "Fake News",
      verified.titulo,
    ]);
    expect(
      await trail
        .getByRole("link")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href"))),
    ).toEqual(["/", "/fake-news"]);
    expect(await trail.locator("[aria-current='page']").textContent()).toBe(verified.titulo);
    expect(
      await page.getByRole("link", { name: "Voltar para Fake News" }).getAttribute("href"),
    ).toBe("/fake-news");
    expect(await page.locator(".article__badge").textContent()).toBe("Notícia verificada");
    expect(await page.locator("article .status-badge").textContent()).toBe("Verificada");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(verified.titulo);
    expect(await page.locator(".article__subtitle").textContent()).toBe(
      "A campanha nacional vai até o fim de maio",
    );
    expect(await page.locator(".article__meta span").allTextContents()).toEqual([
      "Verificada em 5 de março de 2026",
      "Verificado por Ana Checadora",
    ]);
    const figure = page.locator("article figure");
    expect(await figure.locator("img").getAttribute("src")).toBe(verified.imagens[0]);
    expect(await figure.locator("img").getAttribute("alt")).toBe("Fila em um posto de saúde");
    expect(await figure.locator("figcaption").textContent()).toBe("Posto de vacinação");
    expect(await page.locator(".article__lead").innerHTML()).toBe(
      "<p>Mensagem diz que a vacina <strong>é gratuita</strong> — e é.</p>",
    );
    const truths = page.getByRole("region", { name: "A Verdade:" });
    expect(await truths.locator("li").allTextContents()).toEqual([
      "A vacina é gratuita no SUS.",
      "A campanha vai até maio.",
      "Crianças e idosos têm prioridade.",
    ]);
    expect(await page.locator(".article__body").textContent()).toBe(
      "O Ministério da Saúde confirma a campanha.",
    );
    expect(await page.getByRole("region", { name: "Conclusão" }).textContent()).toBe(
      "ConclusãoA informação é verdadeira.",
    );
    expect(
      await page.getByRole("region", { name: "Fontes" }).locator("li").allTextContents(),
    ).toEqual([
      "Ministério da Saúde",
      "https://example.org/campanha (abre em uma nova aba)",
      "Secretaria estadual",
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a long title is cut at 50 characters with '...' in the trail only", async () => {
    const page = await newPage();

    await page.goto(pageUrl(debunked));

    const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
    expect(await trail.locator("[aria-current='page']").textContent()).toBe(
      `${LONG_TITLE.slice(0, 50)}...`,
    );
    expect(LONG_TITLE.slice(0, 50)).toBe("Chá de boldo com limão cura a dengue em três dias,");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(LONG_TITLE);
    expect(await page.locator("article .status-badge").textContent()).toBe("Desmentida");
  });

  test("an entry under review has its page too, with its status", async () => {
    const page = await newPage();

    const response = await page.goto(pageUrl(underReview));

    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(underReview.titulo);
    expect(await page.locator("article .status-badge").textContent()).toBe("Em Análise");
    expect(await page.getByRole("region", { name: "A Verdade:" }).count()).toBe(0);
  });

  test("the WhatsApp message carries the verdict and the first truth; shares open 600×400", async () => {
    const url = pageUrl(debunked);
    const message =
      `“${LONG_TITLE}”\n*Desmentida*. A verdade: ` +
      `Não há cura caseira para a dengue: procure um posto de saúde.\n${url}`;

    await articlePage.expectShareLinks(newPage, url, {
      "Compartilhar no Facebook": `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      "Compartilhar no Twitter": `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(LONG_TITLE)}`,
      "Compartilhar no WhatsApp": `https://wa.me/?text=${encodeURIComponent(message)}`,
    });
  });

  test("without a truth the WhatsApp message still carries the verdict", async () => {
    const { document } = await articlePage.fetchDocument(pageUrl(underReview));

    const href = document
      .querySelector('a[aria-label="Compartilhar no WhatsApp"]')
      ?.getAttribute("href");

    expect(href).toBe(
      `https://wa.me/?text=${encodeURIComponent(`“${underReview.titulo}”\n*Em Análise*.\n${pageUrl(underReview)}`)}`,
    );
  });

  test("'Copiar link' copies the address and shows 'Link copiado!' for 2.5 s", async () => {
    await articlePage.expectCopyLink(newPage, pageUrl(verified), "Link copiado!");
  });

  test("without JavaScript the entry's page shows its title, lead, truths and body", async () => {
    const page = await newPage({ javaScriptEnabled: false });

    await page.goto(pageUrl(verified));

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(verified.titulo);
    expect(await page.locator(".article__lead").textContent()).toBe(
      "Mensagem diz que a vacina é gratuita — e é.",
    );
    expect(await page.getByRole("region", { name: "A Verdade:" }).locator("li").count()).toBe(3);
    expect(await page.locator(".article__body").textContent()).toBe(
      "O Ministério da Saúde confirma a campanha.",
    );
  });

  test("the entry's HTML carries Open Graph tags and a ClaimReview", async () => {
    const { status, document } = await articlePage.fetchDocument(pageUrl(debunked));
    const url = pageUrl(debunked);

    expect(status).toBe(200);
    expect(articlePage.metaContent(document, "og:type")).toBe("article");
    expect(articlePage.metaContent(document, "og:title")).toBe(`${LONG_TITLE} | ${SITE_NAME}`);
    expect(articlePage.metaContent(document, "og:description")).toBe(
      "Áudio viral promete cura caseira.",
    );
    expect(articlePage.metaContent(document, "og:url")).toBe(url);
    expect(articlePage.metaContent(document, "og:locale")).toBe("pt_BR");
    // Every entry is previewed by its drawn verdict card (tests/e2e/share-preview.test.ts).
    expect(articlePage.metaContent(document, "twitter:card")).toBe("summary_large_image");
    expect(articlePage.jsonLdBlocks(document)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "ClaimReview",
        url,
        claimReviewed: LONG_TITLE,
        datePublished: "2026-03-10",
        author: { "@type": "Person", name: "Bruno Verificador" },
        publisher: { "@type": "Organization", name: SITE_NAME, url: `${baseUrl}/` },
        reviewRating: {
          "@type": "Rating",
          ratingValue: 1,
          bestRating: 5,
          worstRating: 1,
          alternateName: "Desmentida",
        },
        itemReviewed: { "@type": "Claim", name: LONG_TITLE },
        inLanguage: "pt-BR",
      },
    ]);

    const withImage = await articlePage.fetchDocument(pageUrl(verified));
    const cover = `${baseUrl}${verified.imagens[0]}`;
    expect(articlePage.metaContent(withImage.document, "og:image")).toMatch(
      new RegExp(`^${baseUrl}/og/fake-news/${verified.id}/[a-f0-9]{16}\\.png$`),
    );
    expect(articlePage.metaContent(withImage.document, "og:image:width")).toBe("1200");
    expect(articlePage.metaContent(withImage.document, "og:image:height")).toBe("630");
    const [review] = articlePage.jsonLdBlocks(withImage.document);
    expect(review?.reviewRating).toEqual({
      "@type": "Rating",
      ratingValue: 5,
      bestRating: 5,
      worstRating: 1,
      alternateName: "Verificada",
    });
    expect(review?.image).toEqual([
      { "@type": "ImageObject", url: cover, width: 1000, height: 500 },
    ]);
  });

  test("stored text is cleaned for display: script and iframe removed, stray brackets shown", async () => {
    const item = await imported("Checagem importada", {
      lead: "Se a < b, então b > a",
      conteudo:
        '<p>Texto</p><script>window.injected = true</script><iframe src="https://player.vimeo.com/video/1"></iframe>',
    });
    const page = await newPage();

    await page.goto(pageUrl(item));
    await hydrated(page);

    expect(await page.locator(".article__lead").innerHTML()).toBe("Se a &lt; b, então b &gt; a");
    expect(await page.locator(".article__body").innerHTML()).toBe("<p>Texto</p>");
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    expect(await page.locator("main iframe, main script:not([type])").count()).toBe(0);
    expect(
      await card(await listPage(), "Checagem importada")
        .locator(".article-card__lead")
        .textContent(),
    ).toBe("Se a < b, então b > a");
  });

  async function listPage(): Promise<Page> {
    const page = await newPage();
    await page.goto(`${baseUrl}/fake-news`);
    return page;
  }

  test("an entry without content answers with 'Dados incompletos'", async () => {
    const item = await imported("Checagem que perdeu o texto", { conteudo: "" });

    await articlePage.expectIncompleteItem(await newPage(), pageUrl(item), "Dados incompletos");
  });
});
