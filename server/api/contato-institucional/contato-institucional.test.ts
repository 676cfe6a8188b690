import { expect, test } from "vitest";
import { canalLinks } from "#app/utils/contato-links.ts";
import { expectAnswer, invalid, tooLong, useApiServer } from "#tests/helpers/api-server.ts";
import { CONTATO_INSTITUCIONAL } from "#tests/helpers/content-areas.ts";
import {
  CONTATO_INSTITUCIONAL_PADRAO,
  ContatoInstitucionalInputSchema,
  type ContatoInstitucional,
  MAX_REDES,
  MAX_TELEFONE,
  REDE_SOCIAL_TIPOS,
} from "./schema.ts";

// What it shares with the other single-record pages (401s, ETags…) is in ../content-areas.test.ts.
const api = useApiServer({ clean: ["contato_institucional"] });
const { path, valid } = CONTATO_INSTITUCIONAL;

const REQUIRED = "Campo obrigatório.";
const URL_MESSAGE = "Informe um endereço que comece com http:// ou https://.";
const WHATSAPP_MESSAGE =
  "Informe um número de WhatsApp válido: com DDD, como (69) 99999-0000, ou com o código do país, como +351 912 345 678.";
const TELEFONE_MESSAGE =
  "Informe um telefone válido: com DDD, como (69) 3216-0000, ou com o código do país, como +351 21 000 0000.";
/** `valid` as it is stored and answered: its numbers in international form. */
const stored = { ...valid, telefone: "+556933334444", whatsapp: "+5569999998888" };

function storedRows() {
  return api.db
    .selectFrom("contato_institucional")
    .select(["id", "email", "telefone", "whatsapp", "redes"])
    .execute();
}

test("the social network types are the specification's five, in its order", () => {
  expect(REDE_SOCIAL_TIPOS).toEqual(["Instagram", "Facebook", "YouTube", "Twitter", "TikTok"]);
});

test("the default contact data passes the schema the admin form uses", () => {
  expect(ContatoInstitucionalInputSchema.parse(CONTATO_INSTITUCIONAL_PADRAO)).toEqual(
    CONTATO_INSTITUCIONAL_PADRAO,
  );
  expect(CONTATO_INSTITUCIONAL_PADRAO.redes.map((rede) => rede.tipo)).toEqual([
    ...REDE_SOCIAL_TIPOS,
  ]);
});

test("GET /api/contato-institucional answers the defaults while nothing is stored", async () => {
  const response = await api.send("GET", path);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual(CONTATO_INSTITUCIONAL_PADRAO);
  expect(await storedRows()).toEqual([]);
});

test("PUT /api/contato-institucional stores the data and answers 200 with it", async () => {
  const response = await api.send("PUT", path, {
    body: {
      ...valid,
      email: "  observatorio@example.org ",
      redes: [...valid.redes.map((rede) => ({ ...rede, extra: "ignorado" }))],
    },
  });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(stored);
  const rows = await storedRows();
  expect(rows).toEqual([
    {
      id: 1,
      email: valid.email,
      telefone: stored.telefone,
      whatsapp: stored.whatsapp,
      redes: expect.any(String),
    },
  ]);
  expect(JSON.parse(rows[0]?.redes ?? "")).toEqual(valid.redes);
});

test("PUT /api/contato-institucional replaces everything, and the networks may all be removed", async () => {
  await api.send("PUT", path, { body: valid });
  const replacement = {
    email: "novo@example.org",
    telefone: "0800 000 0000",
    whatsapp: "69999998888",
    redes: [],
  };

  const response = await api.send("PUT", path, { body: replacement });

  const international = { ...replacement, telefone: "+558000000000", whatsapp: "+5569999998888" };
  await expectAnswer(response, 200, international);
  expect(await storedRows()).toEqual([{ id: 1, ...international, redes: "[]" }]);
  expect(await api.read(path)).toEqual(international);
});

test("a WhatsApp number typed the Brazilian way is stored in international form for its wa.me link", async () => {
  const response = await api.send("PUT", path, {
    body: { ...valid, telefone: "(93) 3522-1234", whatsapp: "(93) 99999-1234" },
  });

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    telefone: "+559335221234",
    whatsapp: "+5593999991234",
  });
  expect(await storedRows()).toEqual([
    expect.objectContaining({ telefone: "+559335221234", whatsapp: "+5593999991234" }),
  ]);
  const answered = await api.read<ContatoInstitucional>(path);
  expect(canalLinks(answered)).toMatchObject({
    telefone: { text: "(93) 3522-1234", href: "tel:+559335221234" },
    whatsapp: { text: "(93) 99999-1234", href: "https://wa.me/5593999991234" },
  });
});

test("numbers saved before they were kept in international form are answered in it", async () => {
  await api.db
    .insertInto("contato_institucional")
    .values({
      id: 1,
      email: valid.email,
      telefone: "(69) 3216-0000",
      whatsapp: "+55 (69) 99999-0000",
      redes: "[]",
      updated_at: new Date().toISOString(),
    })
    .execute();

  expect(await api.read(path)).toEqual({
    email: valid.email,
    telefone: "+556932160000",
    whatsapp: "+5569999990000",
    redes: [],
  });
});

const elevenRedes = Array.from({ length: MAX_REDES + 1 }, () => ({
  tipo: "Facebook",
  url: "https://www.facebook.com/x",
}));

/** A row of the table below: a body whose WhatsApp number has `what`, refused for it. */
function refusedWhatsapp(what: string, whatsapp: string): [string, object, Record<string, string>] {
  return [`a WhatsApp with ${what}`, { ...valid, whatsapp }, { whatsapp: WHATSAPP_MESSAGE }];
}

test.each([
  ["no e-mail", { ...valid, email: undefined }, { email: REQUIRED }],
  ["a blank e-mail", { ...valid, email: "   " }, { email: REQUIRED }],
  [
    "an invalid e-mail",
    { ...valid, email: "observatorio.example.org" },
    { email: "Informe um e-mail válido." },
  ],
  ["no phone", { ...valid, telefone: undefined }, { telefone: REQUIRED }],
  [
    "a phone without area code",
    { ...valid, telefone: "3216-0000" },
    { telefone: TELEFONE_MESSAGE },
  ],
  ["a phone in words", { ...valid, telefone: "ligue já" }, { telefone: TELEFONE_MESSAGE }],
  ["a blank phone", { ...valid, telefone: "" }, { telefone: REQUIRED }],
  tooLong("a phone that is too long", valid, "telefone", MAX_TELEFONE),
  ["no WhatsApp", { ...valid, whatsapp: undefined }, { whatsapp: REQUIRED }],
  ["a blank WhatsApp", { ...valid, whatsapp: " " }, { whatsapp: REQUIRED }],
  refusedWhatsapp("letters", "69 9999-ABCD"),
  refusedWhatsapp("a + in the middle", "69+99999888"),
  refusedWhatsapp("too few digits", "9999-888"),
  refusedWhatsapp("no area code", "99999-1234"),
  refusedWhatsapp("too many digits", "+55 69 99999-88887777"),
  ["no networks list", { ...valid, redes: undefined }, { redes: REQUIRED }],
  [
    "too many networks",
    { ...valid, redes: elevenRedes },
    { redes: `Use no máximo ${MAX_REDES} redes sociais.` },
  ],
  [
    "an unknown network type",
    { ...valid, redes: [{ tipo: "LinkedIn", url: "https://www.linkedin.com/x" }] },
    { "redes.0.tipo": "Escolha um tipo de rede social válido." },
  ],
  [
    "a network without a type",
    { ...valid, redes: [{ url: "https://x.example.org" }] },
    { "redes.0.tipo": "Escolha um tipo de rede social válido." },
  ],
  [
    "a network without a URL",
    { ...valid, redes: [valid.redes[0], { tipo: "TikTok" }] },
    { "redes.1.url": URL_MESSAGE },
  ],
  [
    "a network with a blank URL",
    { ...valid, redes: [{ tipo: "TikTok", url: "" }] },
    { "redes.0.url": URL_MESSAGE },
  ],
  [
    "a network URL that is not http(s)",
    { ...valid, redes: [{ tipo: "TikTok", url: "javascript:alert(1)" }] },
    { "redes.0.url": URL_MESSAGE },
  ],
])(
  "PUT /api/contato-institucional with %s answers 400 and stores nothing",
  async (_case, body, details) => {
    const response = await api.send("PUT", path, { body: body });

    await expectAnswer(response, 400, invalid(details));
    expect(await storedRows()).toEqual([]);
  },
);
