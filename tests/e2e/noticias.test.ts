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

type StoredNoticia = { id: number; titulo: string; imagens: string[]; data_publicacao: string };

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

test("before any news is published the list says there is none", async () => {
  await articlePage.expectEmptyList(await newPage(), `${baseUrl}/noticias`, {
    heading: "Notícias",
    empty: "Nenhuma notícia encontrada.",
  });
});

test("an unknown news item answers 404 with its own message", async () => {
  const paths = ["/noticia/999999", "/noticia/abc", "/noticia/0"];

  await articlePage.expectItemNotFound(
    await newPage(),
    paths.map((path) => `${baseUrl}${path}`),
    { heading: "Notícia não encontrada", back: "Voltar para Notícias", backHref: "/noticias" },
  );
});

describe("with published news", () => {
  const items = articlePage.createdItems<StoredNoticia>(baseUrl, "/noticias");
  const publish = items.create;
  /** The item with every field; older than the others, so they are all its relatives. */
  let full: StoredNoticia;
  /** Stored before sources were required: it has none. */
  let withoutSource: StoredNoticia;
  const others: StoredNoticia[] = [];
  const FULL_PUBLISHED_AT = "2026-03-14T13:30:00.000Z";

  /** An item whose stored text is then replaced by `conteudo`, as an import could leave it. */
  async function imported(titulo: string, conteudo: string) {
    const item = await publish({
      titulo,
      lead: "<p>Lead.</p>",
      conteudo: "<p>provisório</p>",
      fontes: ["Arquivo"],
    });
    articlePage.overwriteStored(dataDir, "noticias", item.id, { conteudo });
    return item;
  }

  beforeAll(async () => {
    const cover = await solidImage("png", 1200, 600, { r: 200, g: 30, b: 30 });
    const second = await solidImage("png", 600, 400, { r: 30, g: 30, b: 200 });
    full = await publish({
      titulo: "Vacinas e boatos: o que a pesquisa mostra",
      subtitulo: "Um levantamento do observatório nas redes da região Norte",
      lead: "<p>O levantamento mostra que <strong>a &lt; b</strong> em boatos sobre vacinas.</p>",
      conteudo: "<p>Corpo da notícia com <em>ênfase</em>.</p><p>Segundo parágrafo.</p>",
      conclusao: "<p>Conclusão da notícia.</p>",
      fontes: ["Ministério da Saúde", "https://example.org/relatorio"],
      tags: "saúde, vacinas ,  Amazônia",
      imagens: [dataUrl(cover), dataUrl(second)],
      legendas: ["Legenda da capa", "Legenda da segunda"],
      alts: ["Frasco de vacina sobre a mesa", "Segunda imagem"],
      video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      autor: "Joana Repórter",
    });
    articlePage.changeStoredContent(
      dataDir,
      "UPDATE noticias SET data_publicacao = ? WHERE id = ?",
      FULL_PUBLISHED_AT,
      full.id,
    );
    withoutSource = await publish({
      titulo: "Notícia antiga sem fonte",
      lead: "<p>Lead sem fonte.</p>",
      conteudo: "<p>Texto sem fonte.</p>",
      fontes: ["provisória"],
    });
    articlePage.changeStoredContent(
      dataDir,
      "UPDATE noticias SET fontes = '[]' WHERE id = ?",
      withoutSource.id,
    );
    for (const number of [1, 2, 3]) {
      others.push(
        await publish({
          titulo: `Outra notícia ${number}`,
          lead: `<p>Resumo da outra notícia ${number}.</p>`,
          conteudo: `<p>Texto da outra notícia ${number}.</p>`,
          fontes: [`Fonte ${number}`],
        }),
      );
    }
  });

  const fullUrl = () => `${baseUrl}/noticia/${full.id}`;

  test("the list shows a card per item with image, title, subtitle, plain lead and first source", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/noticias`);

    const cards = page.locator("main article");
    // Newest first: the three others, the one without source, then the backdated one.
    expect(await texts(page, "main article h2")).toEqual([
      "Outra notícia 3",
      "Outra notícia 2",
      "Outra notícia 1",
      "Notícia antiga sem fonte",
      "Vacinas e boatos: o que a pesquisa mostra",
    ]);
    const card = cards.filter({ hasText: full.titulo });
    const image = card.locator("img");
    expect(await image.getAttribute("src")).toBe(full.imagens[0]);
    expect(await image.getAttribute("alt")).toBe("Frasco de vacina sobre a mesa");
    expect(await image.getAttribute("width")).toBe("1200");
    expect(await image.getAttribute("height")).toBe("600");
    expect(await card.textContent()).toContain(
      "Um levantamento do observatório nas redes da região Norte",
    );
    expect(await card.locator(".article-card__lead").textContent()).toBe(
      "O levantamento mostra que a < b em boatos sobre vacinas.",
    );
    expect(await card.locator(".article-card__source").textContent()).toBe(
      "Fonte: Ministério da Saúde",
    );
    expect(await card.getByRole("link", { name: "Ler mais" }).getAttribute("href")).toBe(
      `/noticia/${full.id}`,
    );
    expect(
      await cards
        .filter({ hasText: withoutSource.titulo })
        .locator(".article-card__source")
        .textContent(),
    ).toBe("Fonte: Não informada");
    expect(await cards.filter({ hasText: "Outra notícia 1" }).locator("img").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("'Ler mais' opens the item's page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/noticias`);
    await hydrated(page);

    await page
      .locator("main article")
      .filter({ hasText: full.titulo })
      .getByRole("link", { name: "Ler mais" })
      .click();

    await page.waitForURL(fullUrl());
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(full.titulo);
  });

  test("the item's page shows every field, the first image with its caption, and the video", async () => {
    const page = await newPage();

    const response = await page.goto(fullUrl());

    expect(response?.status()).toBe(200);
    expect(
      await page.getByRole("link", { name: "Voltar para Notícias" }).getAttribute("href"),
    ).toBe("/noticias");
    expect(await page.locator(".article__badge").textContent()).toBe("Notícia");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(full.titulo);
    expect(await page.locator(".article__subtitle").textContent()).toBe(
      "Um levantamento do observatório nas redes da região Norte",
    );
    const time = page.locator("article time");
    expect(await time.textContent()).toBe("14 de março de 2026 às 10:30");
    expect(await time.getAttribute("datetime")).toBe(FULL_PUBLISHED_AT);
    expect(await page.locator(".article__author").textContent()).toBe("Por Joana Repórter");
    expect(await texts(page, "ul[aria-label='Temas'] li")).toEqual([
      "saúde",
      "vacinas",
      "Amazônia",
    ]);

    const figure = page.locator("article figure");
    expect(await figure.count()).toBe(1);
    expect(await figure.locator("img").getAttribute("src")).toBe(full.imagens[0]);
    expect(await figure.locator("img").getAttribute("alt")).toBe("Frasco de vacina sobre a mesa");
    expect(await figure.locator("figcaption").textContent()).toBe("Legenda da capa");
    expect(await page.locator(`img[src="${full.imagens[1]}"]`).count()).toBe(0);

    expect(await page.locator(".article__lead").innerHTML()).toBe(
      "<p>O levantamento mostra que <strong>a &lt; b</strong> em boatos sobre vacinas.</p>",
    );
    expect(await page.locator(".article__body").innerHTML()).toBe(
      "<p>Corpo da notícia com <em>ênfase</em>.</p><p>Segundo parágrafo.</p>",
    );
    const conclusion = page.getByRole("region", { name: "Conclusão" });
    expect(await conclusion.textContent()).toBe("ConclusãoConclusão da notícia.");
    const sources = page.getByRole("region", { name: "Fontes" });
    expect(await sources.locator("li").allTextContents()).toEqual([
      "Ministério da Saúde",
      "https://example.org/relatorio (abre em uma nova aba)",
    ]);
    const sourceLink = sources.getByRole("link");
    expect(await sourceLink.getAttribute("href")).toBe("https://example.org/relatorio");
    expect(await sourceLink.getAttribute("rel")).toBe("noopener noreferrer");

    const video = page.locator("iframe");
    expect(await video.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(await video.getAttribute("title")).toBe(`Vídeo: ${full.titulo}`);
    expect(await video.getAttribute("loading")).toBe("lazy");
    // No player loads until the reader asks: the frame holds one link to it, playing.
    const play = page.frameLocator("iframe").getByRole("link", { name: "Assistir ao vídeo" });
    expect(await play.getAttribute("href")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("up to three related news follow the item, each with 'Ler mais →'", async () => {
    const page = await newPage();
    await page.goto(fullUrl());
    await hydrated(page);

    const related = page.getByRole("region", { name: "Notícias Relacionadas" });
    expect(await related.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Outra notícia 3",
      "Outra notícia 2",
      "Outra notícia 1",
    ]);
    const links = related.getByRole("link", { name: "Ler mais →" });
    expect(
      await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href"))),
    ).toEqual([...others].reverse().map((item) => `/noticia/${item.id}`));

    await links.first().click();

    await page.waitForURL(`${baseUrl}/noticia/${others[2]?.id}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Outra notícia 3");
    expect(await page.locator(".article__body").textContent()).toBe("Texto da outra notícia 3.");
  });

  test("share links carry the page address and title, and open a 600×400 window", async () => {
    const url = encodeURIComponent(fullUrl());
    const title = encodeURIComponent(full.titulo);

    await articlePage.expectShareLinks(newPage, fullUrl(), {
      "Compartilhar no Facebook": `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      "Compartilhar no Twitter": `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
      "Compartilhar no WhatsApp": `https://wa.me/?text=${encodeURIComponent(`${full.titulo}\n${fullUrl()}`)}`,
    });
  });

  test("'Copiar link' puts the address on the clipboard and shows a toast for 2.5 s", async () => {
    await articlePage.expectCopyLink(
      newPage,
      fullUrl(),
      "Link copiado para a área de transferência!",
    );
  });

  test("without JavaScript the item's page shows its title, lead and body, and plain share links", async () => {
    const page = await newPage({ javaScriptEnabled: false });

    await page.goto(fullUrl());

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(full.titulo);
    expect(await page.locator(".article__lead").textContent()).toBe(
      "O levantamento mostra que a < b em boatos sobre vacinas.",
    );
    expect(await page.locator(".article__body").textContent()).toBe(
      "Corpo da notícia com ênfase.Segundo parágrafo.",
    );
    expect(
      await page.getByRole("link", { name: "Compartilhar no WhatsApp" }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(await page.getByRole("button", { name: "Copiar link" }).count()).toBe(0);
  });

  test("the item's HTML carries Open Graph, Twitter card and NewsArticle data", async () => {
    const { status, document } = await articlePage.fetchDocument(fullUrl());
    const cover = `${baseUrl}${full.imagens[0]}`;
    const description = "O levantamento mostra que a < b em boatos sobre vacinas.";

    expect(status).toBe(200);
    expect(document.title).toBe(`${full.titulo} | ${SITE_NAME}`);
    expect(articlePage.metaContent(document, "description")).toBe(description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(fullUrl());
    expect({
      type: articlePage.metaContent(document, "og:type"),
      title: articlePage.metaContent(document, "og:title"),
      description: articlePage.metaContent(document, "og:description"),
      url: articlePage.metaContent(document, "og:url"),
      locale: articlePage.metaContent(document, "og:locale"),
      image: articlePage.metaContent(document, "og:image"),
      width: articlePage.metaContent(document, "og:image:width"),
      height: articlePage.metaContent(document, "og:image:height"),
      card: articlePage.metaContent(document, "twitter:card"),
      twitterImage: articlePage.metaContent(document, "twitter:image"),
    }).toEqual({
      type: "article",
      title: `${full.titulo} | ${SITE_NAME}`,
      description,
      url: fullUrl(),
      locale: "pt_BR",
      image: cover,
      width: "1200",
      height: "600",
      card: "summary_large_image",
      twitterImage: cover,
    });
    expect((await fetch(cover)).headers.get("content-type")).toBe("image/webp");

    expect(articlePage.jsonLdBlocks(document)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        mainEntityOfPage: fullUrl(),
        url: fullUrl(),
        headline: full.titulo,
        description,
        image: [{ "@type": "ImageObject", url: cover, width: 1200, height: 600 }],
        datePublished: FULL_PUBLISHED_AT,
        author: { "@type": "Person", name: "Joana Repórter" },
        publisher: { "@type": "Organization", name: SITE_NAME, url: `${baseUrl}/` },
        keywords: "saúde, vacinas, Amazônia",
        inLanguage: "pt-BR",
      },
    ]);
  });

  test("stored text is cleaned for display: script and iframe removed, stray brackets shown", async () => {
    const item = await imported(
      "Notícia importada",
      '<p>Se a < b e b > c</p><script>window.injected = true</script><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><p onclick="alert(1)">fim</p>',
    );
    const page = await newPage();

    await page.goto(`${baseUrl}/noticia/${item.id}`);
    await hydrated(page);

    const body = page.locator(".article__body");
    expect(await body.innerHTML()).toBe("<p>Se a &lt; b e b &gt; c</p><p>fim</p>");
    expect(await body.textContent()).toBe("Se a < b e b > cfim");
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    expect(await page.locator("main iframe").count()).toBe(0);

    // A client-side navigation fetches the loader data: cleaned on the server just the same.
    await page.getByRole("link", { name: "Voltar para Notícias" }).click();
    await page.waitForURL(`${baseUrl}/noticias`);
    await page
      .locator("main article")
      .filter({ hasText: "Notícia importada" })
      .getByRole("link", { name: "Ler mais" })
      .click();
    await page.waitForURL(`${baseUrl}/noticia/${item.id}`);
    await expect.poll(() => body.innerHTML()).toBe("<p>Se a &lt; b e b &gt; c</p><p>fim</p>");
  });

  test("an item without content answers with 'Dados da notícia incompletos'", async () => {
    const item = await imported("Notícia que perdeu o texto", "<p> </p>");

    await articlePage.expectIncompleteItem(
      await newPage(),
      `${baseUrl}/noticia/${item.id}`,
      "Dados da notícia incompletos",
    );
  });
});
