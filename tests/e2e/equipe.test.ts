import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { expectEmptyList } from "#tests/helpers/article-page.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const cardNames = (page: Page) => page.locator("main article h2").allTextContents();
const card = (page: Page, nome: string) =>
  page.locator("main article").filter({ has: page.getByRole("heading", { name: nome }) });
const placeholder = (page: Page, nome: string) =>
  card(page, nome).getByText("Foto não disponível", { exact: true });

test("without members the team page keeps its heading, says so, and offers the languages", async () => {
  const page = await newPage();

  await expectEmptyList(page, `${baseUrl}/equipe`, {
    heading: "Nossa Equipe",
    empty: "Nenhum membro da equipe encontrado.",
  });

  expect(await page.locator("main").textContent()).toContain(
    "Conheça as pessoas que fazem o observatório",
  );
  const languages = page.getByRole("form", { name: "Idiomas disponíveis" });
  expect(await languages.getByRole("button").allTextContents()).toEqual([
    "Português",
    "English",
    "Español",
    "Français",
    "Deutsch",
    "Italiano",
    "Русский",
    "العربية",
  ]);
  expect(await languages.locator("svg, img").count()).toBe(8);
});

test("an unknown cargo has no page", async () => {
  const page = await newPage();

  const response = await page.goto(`${baseUrl}/equipe/astronauta`);

  expect(response?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Página não encontrada");
});

test("another spelling of a cargo's address leads to the cargo's one address", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/equipe/Comunidade-Externa`);

  expect(page.url()).toBe(`${baseUrl}/equipe/comunidade-externa`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Comunidade Externa");
});

describe("with members", () => {
  let token: string;
  const ids: number[] = [];
  /** The stored photo of each member who has one, by name. */
  const photos = new Map<string, string>();

  beforeAll(async () => {
    token = await loginToken(baseUrl);
    const members = [
      {
        nome: "Bruno Teixeira",
        cargo: "Professor",
        foto: dataUrl(await solidImage("png", 600, 800, { r: 30, g: 90, b: 160 })),
        lattes: null,
      },
      {
        nome: "Ana Martins",
        cargo: "Professor",
        foto: dataUrl(await solidImage("png", 600, 800, { r: 160, g: 60, b: 40 })),
        lattes: "https://lattes.cnpq.br/1234567890123456",
      },
      { nome: "Diego Rocha", cargo: "Mestrando", foto: null, lattes: null },
      { nome: "Carla Nunes", cargo: "Acadêmico", foto: null, lattes: null },
    ];
    for (const member of members) {
      const stored = await apiCall<{ id: number; foto: string | null }>(
        baseUrl,
        "POST",
        "/equipe",
        { token, body: { ...member, biografia: "", email: "" } },
      );
      ids.push(stored.id);
      if (stored.foto) photos.set(member.nome, stored.foto);
    }
  });
  afterAll(async () => {
    for (const id of ids) await apiCall(baseUrl, "DELETE", `/equipe/${id}`, { token });
  });

  test("members are listed by cargo, then name, with photo, name, cargo and Lattes link", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/equipe`);

    expect(await cardNames(page)).toEqual([
      "Ana Martins",
      "Bruno Teixeira",
      "Carla Nunes",
      "Diego Rocha",
    ]);
    expect(await card(page, "Carla Nunes").locator("p").first().textContent()).toBe("Acadêmico");
    const photo = card(page, "Ana Martins").locator("img");
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 5_000,
      })
      .toBe(true);
    expect((await photo.boundingBox())?.height).toBe(400);
    expect(await photo.evaluate((img) => getComputedStyle(img).objectFit)).toBe("cover");
    expect(await photo.getAttribute("src")).toBe(photos.get("Ana Martins"));
    const lattes = card(page, "Ana Martins").getByRole("link", { name: "Currículo Lattes" });
    expect(await lattes.getAttribute("href")).toBe("https://lattes.cnpq.br/1234567890123456");
    expect(await lattes.getAttribute("aria-label")).toBe("Currículo Lattes de Ana Martins");
    expect(await card(page, "Bruno Teixeira").getByRole("link").count()).toBe(1);
    expect(await page.locator("main a a").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a member without a photo shows the placeholder in its 400 px frame", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/equipe`);

    expect(await card(page, "Carla Nunes").locator("img").count()).toBe(0);
    expect(await placeholder(page, "Carla Nunes").isVisible()).toBe(true);
    const frame = card(page, "Carla Nunes").locator(".member-card__photo");
    expect((await frame.boundingBox())?.height).toBe(400);
  });

  test("a photo that fails to load gives way to the placeholder", async () => {
    const page = await newPage();
    // Every rendition of Bruno's photo (same content hash) fails, as on a broken link.
    const hash = /\/media\/([a-f0-9]{64})\./.exec(photos.get("Bruno Teixeira") ?? "")?.[1];
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    await page.route(`**/media/${hash}.*`, (route) => route.abort());

    await page.goto(`${baseUrl}/equipe`);
    await hydrated(page);

    const photo = card(page, "Bruno Teixeira").locator("img");
    await expect.poll(() => photo.isHidden(), { timeout: 5_000 }).toBe(true);
    const shown = placeholder(page, "Bruno Teixeira");
    expect(await shown.isVisible()).toBe(true);
    // Nothing is drawn over the placeholder (the card's link layer is transparent).
    expect(
      await shown.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const stack = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return stack.slice(0, stack.indexOf(element)).map((node) => node.tagName);
      }),
    ).toEqual(["A"]);
    expect(await placeholder(page, "Ana Martins").getAttribute("aria-hidden")).toBe("true");
  });

  test("clicking a card opens its cargo's page with that cargo's members and a way back", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/equipe`);
    await hydrated(page);

    // Anywhere on the card, not only the name: here, the middle of the photo.
    await card(page, "Bruno Teixeira").click({ position: { x: 100, y: 200 } });

    await page.waitForURL(`${baseUrl}/equipe/professor`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 5_000 })
      .toBe("Professor");
    expect(await cardNames(page)).toEqual(["Ana Martins", "Bruno Teixeira"]);
    expect(await page.title()).toBe(
      "Professor | Observatório de Desinformação e Fake News da Amazônia",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Voltar para a equipe" }).click();

    await page.waitForURL(`${baseUrl}/equipe`);
    await expect.poll(() => cardNames(page), { timeout: 5_000 }).toHaveLength(4);
  });

  test("the name link and the Lattes link are separate stops for the keyboard", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/equipe`);
    await hydrated(page);
    const nameLink = card(page, "Ana Martins").getByRole("link", {
      name: "Ana Martins, ver membros do grupo Professor",
    });
    await nameLink.focus();

    await page.keyboard.press("Tab");

    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Currículo Lattes de Ana Martins",
    );

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");

    await page.waitForURL(`${baseUrl}/equipe/professor`);
  });

  test("a cargo with an accent has its page, and cargo links work without scripts", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/equipe`);

    await card(page, "Carla Nunes").getByRole("link").click();

    await page.waitForURL(`${baseUrl}/equipe/acad%C3%AAmico`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Acadêmico");
    expect(await cardNames(page)).toEqual(["Carla Nunes"]);
  });

  test("a cargo without members says so", async () => {
    const page = await newPage();

    const response = await page.goto(`${baseUrl}/equipe/servidor`);

    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Servidor");
    expect(await page.locator("main").textContent()).toContain("Nenhum membro neste grupo.");
  });

  test("the language switcher at the bottom changes the interface language in place", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/equipe`);
    await hydrated(page);

    await page.getByRole("button", { name: "English" }).click();

    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 5_000 })
      .toBe("Our Team");
    expect(page.url()).toBe(`${baseUrl}/equipe`);
    // Content stays as written.
    expect(await card(page, "Carla Nunes").locator("p").first().textContent()).toBe("Acadêmico");
  });
});
