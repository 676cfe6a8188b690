import crypto from "node:crypto";
import { afterEach, expect, test, vi } from "vitest";
import { oggOpusHead, wavTone } from "#tests/fixtures/audio.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import { expectAnswer, invalid, UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { UPLOAD_MESSAGES } from "../../media/upload.ts";
import { ANEXO_MESSAGES, MAX_AUDIO_BYTES } from "./anexo.ts";
import { CODIGO_ALFABETO, CODIGO_LENGTH, SUGESTAO_MESSAGES } from "./schema.ts";
import { newCodigo, SUGESTAO_CODIGO_RATE_LIMIT } from "./service.ts";

// Behind a proxy on loopback (TRUST_PROXY=loopback), each test can be a different visitor.
// The files of all tips may take 1 MB an hour, so a few recordings reach the budget.
const api = useApiServer({ config: { trustProxy: ["loopback"], sugestaoAnexosMbPerHour: 1 } });
afterEach(() => {
  vi.useRealTimers();
});

const NOT_FOUND = { error: SUGESTAO_MESSAGES.notFound };
const GROUP = `[${CODIGO_ALFABETO}]`;
const CODE = new RegExp(`^${GROUP}{4}-${GROUP}{4}-${GROUP}{5}$`);
const TOO_MANY = { error: "Muitas tentativas. Aguarde um pouco e tente novamente." };
const from = (address: string) => ({ "x-forwarded-for": address });

/** The stored hash of a code: SHA-256 of its characters alone, as the reader got them. */
const hashOf = (codigo: string) =>
  crypto.createHash("sha256").update(codigo.replaceAll("-", "")).digest("hex");

type Recebida = { codigo: string; url: string };

function submit(body: unknown, headers: Record<string, string> = {}) {
  return api.send("POST", "/api/sugestoes", { body, authorization: null, headers });
}

function submitForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file)
    body.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${api.url}/api/sugestoes`, { method: "POST", body, headers });
}

async function send(body: Record<string, unknown>): Promise<Recebida> {
  const response = await submit(body);
  expect(response.status).toBe(201);
  return (await response.json()) as Recebida;
}

function estadoOf(codigo: string) {
  return api.send("GET", `/api/sugestoes/codigo/${codigo}`);
}

async function idOf(codigo: string): Promise<number> {
  const row = await api.db
    .selectFrom("sugestoes")
    .select("id")
    .where("codigo_hash", "=", hashOf(codigo))
    .executeTakeFirstOrThrow();
  return row.id;
}

function answer(id: number, body: unknown) {
  return api.send("PUT", `/api/sugestoes/${id}`, { body });
}

async function stored() {
  return { sugestoes: await api.count("sugestoes"), anexos: await api.count("sugestao_anexos") };
}

const boato = { texto: "Vacina X causa Y, compartilhe!", plataforma: "whatsapp" };

test("POST /api/sugestoes stores the tip and answers its tracking code, keeping only the code's hash", async () => {
  const response = await submit({
    ...boato,
    link: "https://example.com/boato",
    uf: "RO",
    municipio: "Porto Velho",
    email: " leitora@example.org ",
    website: "",
  });

  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as Recebida;
  expect(body.codigo).toMatch(CODE);
  expect(body.url).toBe(`/sugestao/${body.codigo}`);
  const rows = await api.db.selectFrom("sugestoes").selectAll().execute();
  expect(rows).toEqual([
    expect.objectContaining({
      codigo_hash: hashOf(body.codigo),
      texto: boato.texto,
      link: "https://example.com/boato",
      plataforma: "whatsapp",
      uf: "RO",
      municipio: "Porto Velho",
      email: "leitora@example.org",
      estado: "recebida",
      grupo: "link:example.com/boato",
    }),
  ]);
  expect(JSON.stringify(rows)).not.toContain(body.codigo.replaceAll("-", ""));
});

test("two tips get different codes", async () => {
  const first = await send(boato);
  const second = await send(boato);

  expect(first.codigo).not.toBe(second.codigo);
});

test("a code is 13 characters drawn from the 31 of the alphabet (over 60 bits), shown in groups of 4, 4 and 5", () => {
  const codes = Array.from({ length: 200 }, () => newCodigo());

  expect(CODIGO_LENGTH * Math.log2(CODIGO_ALFABETO.length)).toBeGreaterThan(64);
  for (const codigo of codes) expect(codigo).toMatch(CODE);
  expect(new Set(codes).size).toBe(codes.length);
  // 2,600 draws: every character of the alphabet turns up, and nothing else does.
  expect([...new Set(codes.join("").replaceAll("-", ""))].sort()).toEqual([...CODIGO_ALFABETO]);
});

test("a code is found with or without its dashes, with spaces, in any case", async () => {
  const { codigo } = await send(boato);
  const plain = codigo.replaceAll("-", "");

  for (const typed of [
    codigo,
    plain,
    codigo.toLowerCase(),
    codigo.replaceAll("-", " "),
    ` ${plain.slice(0, 6).toLowerCase()}-${plain.slice(6)} `,
  ]) {
    await expectAnswer(
      await estadoOf(encodeURIComponent(typed)),
      200,
      expect.objectContaining({ estado: "recebida" }),
    );
  }
});

test("a code of 8 characters handed out before still finds its tip, typed in any case or grouped", async () => {
  const at = "2026-03-02T10:00:00.000Z";
  await api.db
    .insertInto("sugestoes")
    .values({
      codigo_hash: crypto.createHash("sha256").update("K7M2QX9D").digest("hex"),
      texto: "Boato antigo",
      plataforma: "whatsapp",
      grupo: "texto:antigo",
      estado: "em_analise",
      created_at: at,
      updated_at: at,
    })
    .execute();

  for (const typed of ["K7M2QX9D", "k7m2qx9d", "K7M2-QX9D", "k7m2 qx9d"]) {
    await expectAnswer(await estadoOf(encodeURIComponent(typed)), 200, {
      estado: "em_analise",
      motivo: null,
      motivo_texto: null,
      fake_news: null,
      resposta_automatica: false,
      resposta_recusada: false,
      created_at: at,
    });
  }
  await expectAnswer(await estadoOf("K7M2QX9E"), 404, NOT_FOUND);
});

test("look-ups by code from one address share one budget, unknown codes included: the 31st answers 429 while another address is served", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T10:00:01.000Z"));
  const { codigo } = await send(boato);
  const lookUp = (typed: string, address: string) =>
    api.send("GET", `/api/sugestoes/codigo/${typed}`, { headers: from(address) });

  const statuses: number[] = [];
  for (let index = 0; index < SUGESTAO_CODIGO_RATE_LIMIT.limit; index += 1)
    statuses.push((await lookUp(index % 2 ? codigo : "ABCD-EFGH-JKLMN", "203.0.113.20")).status);
  const limited = await lookUp(codigo, "203.0.113.20");
  const other = await lookUp(codigo, "198.51.100.20");

  expect(statuses).toEqual(
    Array.from({ length: SUGESTAO_CODIGO_RATE_LIMIT.limit }, (_, index) => (index % 2 ? 200 : 404)),
  );
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toBe("599");
  expect(limited.headers.get("cache-control")).toBe("no-store");
  expect(await limited.json()).toEqual(TOO_MANY);
  expect(other.status).toBe(200);
});

test("the files of all tips share a budget per hour: over it a tip with a file from any address answers 429 and stores nothing, one without a file is taken, and files are taken again an hour later", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T10:00:00.000Z"));
  // 640 KB and 480 KB: together over the file's budget of 1 MB an hour.
  const recording = (seconds: number) => ({
    bytes: wavTone(seconds),
    name: "audio.wav",
    type: "audio/wav",
  });
  const first = await submitForm({ plataforma: "whatsapp" }, recording(40), from("203.0.113.30"));
  vi.setSystemTime(new Date("2026-03-02T10:20:00.000Z"));

  const refused = await submitForm(
    { plataforma: "whatsapp", texto: "Outro áudio" },
    recording(30),
    from("198.51.100.30"),
  );
  const withoutFile = await submit({ ...boato, texto: "Outro áudio" }, from("198.51.100.30"));

  expect(first.status).toBe(201);
  expect(refused.status).toBe(429);
  // The first file stops counting at 11:00.
  expect(refused.headers.get("retry-after")).toBe(String(40 * 60));
  expect(await refused.json()).toEqual({ error: SUGESTAO_MESSAGES.anexosPerHour });
  expect(withoutFile.status).toBe(201);
  expect(await stored()).toEqual({ sugestoes: 2, anexos: 1 });

  vi.setSystemTime(new Date("2026-03-02T11:00:01.000Z"));
  const later = await submitForm(
    { plataforma: "whatsapp", texto: "Outro áudio" },
    recording(30),
    from("198.51.100.30"),
  );

  expect(later.status).toBe(201);
  expect(await stored()).toEqual({ sugestoes: 3, anexos: 2 });
});

test("the code's page follows every state the editors set, with the fact-check once it is published", async () => {
  const { codigo } = await send(boato);
  const id = await idOf(codigo);
  const checagem = await insertFakeNews(api.db, { titulo: "Vacina X não causa Y" });
  const rascunho = await insertFakeNews(api.db, { titulo: "Rascunho", status: "em_analise" });
  const base = {
    motivo: null,
    motivo_texto: null,
    fake_news: null,
    resposta_automatica: false,
    resposta_recusada: false,
    created_at: expect.any(String),
  };
  const publicada = {
    id: checagem,
    titulo: "Vacina X não causa Y",
    alegacao: null,
    status: "desmentida",
    rotulo: null,
  };

  await expectAnswer(await estadoOf(codigo), 200, { ...base, estado: "recebida" });

  expect((await answer(id, { estado: "em_analise", fake_news_id: checagem })).status).toBe(200);
  // Under analysis, a linked fact-check is the editors' working note, not yet the answer.
  await expectAnswer(await estadoOf(codigo.toLowerCase()), 200, { ...base, estado: "em_analise" });

  expect((await answer(id, { estado: "verificada", fake_news_id: rascunho })).status).toBe(200);
  // An unpublished fact-check is not shown to the sender.
  await expectAnswer(await estadoOf(codigo), 200, { ...base, estado: "verificada" });

  expect((await answer(id, { estado: "verificada", fake_news_id: checagem })).status).toBe(200);
  const verificada = await estadoOf(codigo);
  expect(verificada.headers.get("cache-control")).toBe("no-store");
  await expectAnswer(verificada, 200, {
    ...base,
    estado: "verificada",
    fake_news: publicada,
  });

  for (const motivo of ["opiniao", "nao_verificavel"]) {
    expect((await answer(id, { estado: "descartada", motivo })).status).toBe(200);
    await expectAnswer(await estadoOf(codigo), 200, { ...base, estado: "descartada", motivo });
  }

  expect(
    (await answer(id, { estado: "descartada", motivo: "ja_verificada", fake_news_id: checagem }))
      .status,
  ).toBe(200);
  await expectAnswer(await estadoOf(codigo), 200, {
    ...base,
    estado: "descartada",
    motivo: "ja_verificada",
    fake_news: publicada,
  });

  const outro = await answer(id, {
    estado: "descartada",
    motivo: "outro",
    motivo_texto: "É uma propaganda, não uma afirmação.",
  });
  await expectAnswer(
    outro,
    200,
    expect.objectContaining({ estado: "descartada", motivo: "outro" }),
  );
  await expectAnswer(await estadoOf(codigo), 200, {
    ...base,
    estado: "descartada",
    motivo: "outro",
    motivo_texto: "É uma propaganda, não uma afirmação.",
  });
});

test("every code that names no tip answers the same 404", async () => {
  await send(boato);

  const answers = [];
  for (const codigo of ["ABCDEFGH", "23456789", "abc", "ABCDEFGH0", "OOOOOOOO", "%20"]) {
    const response = await estadoOf(codigo);
    answers.push([response.status, response.headers.get("cache-control"), await response.text()]);
  }

  expect(new Set(answers.map((item) => JSON.stringify(item))).size).toBe(1);
  expect(answers[0]).toEqual([404, "no-store", JSON.stringify(NOT_FOUND)]);
});

test.each([
  ["nothing", { plataforma: "whatsapp" }, { texto: SUGESTAO_MESSAGES.nothingGiven }],
  [
    "only blanks",
    { plataforma: "whatsapp", texto: "  ", link: "" },
    { texto: SUGESTAO_MESSAGES.nothingGiven },
  ],
  ["a bad link", { ...boato, link: "javascript:alert(1)" }, { link: SUGESTAO_MESSAGES.link }],
  [
    "a link that is not one",
    { plataforma: "whatsapp", link: "zap zap" },
    { link: SUGESTAO_MESSAGES.link },
  ],
  ["no platform", { texto: "Boato" }, { plataforma: SUGESTAO_MESSAGES.plataforma }],
  [
    "an unknown platform",
    { ...boato, plataforma: "orkut" },
    { plataforma: SUGESTAO_MESSAGES.plataforma },
  ],
  ["an unknown state", { ...boato, uf: "XX" }, { uf: SUGESTAO_MESSAGES.uf }],
  ["a bad e-mail", { ...boato, email: "leitora@" }, { email: SUGESTAO_MESSAGES.email }],
  [
    "a text that is too long",
    { ...boato, texto: "a".repeat(5001) },
    { texto: "Use no máximo 5000 caracteres." },
  ],
])(
  "POST /api/sugestoes with %s answers 400 in Portuguese and stores nothing",
  async (_case, body, details) => {
    const response = await submit(body);

    await expectAnswer(response, 400, invalid(details));
    expect(await stored()).toEqual({ sugestoes: 0, anexos: 0 });
  },
);

test("a multipart tip with an image stores the file once, for editors only, never under /media/", async () => {
  const png = await solidImage("png", 40, 30);
  const hash = crypto.createHash("sha256").update(png).digest("hex");

  const first = await submitForm(
    { plataforma: "instagram" },
    { bytes: png, name: "print.png", type: "image/png" },
  );
  const second = await submitForm(
    { plataforma: "facebook", texto: "De novo" },
    { bytes: png, name: "x.jpg", type: "image/jpeg" },
  );

  expect([first.status, second.status]).toEqual([201, 201]);
  const { codigo } = (await first.json()) as Recebida;
  const id = await idOf(codigo);
  expect(await stored()).toEqual({ sugestoes: 2, anexos: 1 });

  const file = await api.send("GET", `/api/sugestoes/${id}/anexo`, {
    authorization: api.authorization,
  });
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("image/png");
  expect(file.headers.get("cache-control")).toBe("no-store");
  expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

  await expectAnswer(await api.send("GET", `/api/sugestoes/${id}/anexo`), 401, UNAUTHORIZED);
  for (const name of [hash, `${hash}.png`, `${hash}.pdf`, `${hash}.40x30.webp`]) {
    expect((await fetch(`${api.url}/media/${name}`)).status).toBe(404);
  }
});

test.each([
  ["an Ogg Opus voice note", oggOpusHead(), "audio/ogg"],
  ["a WAV recording", wavTone(), "audio/wav"],
])("a tip with %s is stored with the type read from its content", async (_case, bytes, type) => {
  const response = await submitForm(
    { plataforma: "whatsapp" },
    { bytes, name: "audio.bin", type: "application/octet-stream" },
  );

  expect(response.status).toBe(201);
  const id = await idOf(((await response.json()) as Recebida).codigo);
  const file = await api.send("GET", `/api/sugestoes/${id}/anexo`, {
    authorization: api.authorization,
  });
  expect(file.headers.get("content-type")).toBe(type);
  expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
});

test("a file that is neither an image nor a recording answers 415 and stores nothing", async () => {
  const response = await submitForm(
    { plataforma: "whatsapp", texto: "Veja o PDF" },
    { bytes: Buffer.from("%PDF-1.4\n%%EOF"), name: "boato.ogg", type: "audio/ogg" },
  );

  await expectAnswer(response, 415, { error: ANEXO_MESSAGES.unsupported });
  expect(await stored()).toEqual({ sugestoes: 0, anexos: 0 });
});

test("a file over the largest limit is refused while it is read, with 413", async () => {
  const bytes = Buffer.alloc(MAX_AUDIO_BYTES + 1024);

  const response = await submitForm(
    { plataforma: "whatsapp" },
    { bytes, name: "a.bin", type: "audio/wav" },
  );

  await expectAnswer(response, 413, { error: ANEXO_MESSAGES.fileTooLarge });
  expect(await stored()).toEqual({ sugestoes: 0, anexos: 0 });
});

test.each([
  [
    "a part without a field name",
    "--limite\r\nContent-Disposition: form-data\r\n\r\nwhatsapp\r\n--limite--\r\n",
  ],
  [
    "a body cut off in the middle of its file",
    '--limite\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
  ],
])(
  "a multipart tip with %s answers 400 in Portuguese and stores nothing",
  async (_case, rawBody) => {
    const response = await fetch(`${api.url}/api/sugestoes`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=limite" },
      body: rawBody,
    });

    await expectAnswer(response, 400, { error: UPLOAD_MESSAGES.unreadable });
    expect(await stored()).toEqual({ sugestoes: 0, anexos: 0 });
  },
);

test("with the hidden field filled the answer looks the same, but nothing is stored and the code leads nowhere", async () => {
  const response = await submit({ ...boato, website: "https://spam.example.com" });

  expect(response.status).toBe(201);
  const body = (await response.json()) as Recebida;
  expect(body.codigo).toMatch(CODE);
  expect(await stored()).toEqual({ sugestoes: 0, anexos: 0 });
  await expectAnswer(await estadoOf(body.codigo), 404, NOT_FOUND);
});

test("the sixth tip from one address within ten minutes answers 429, bots included, other addresses unaffected", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T10:00:01.000Z"));
  for (let index = 0; index < 4; index += 1)
    expect((await submit(boato, from("203.0.113.7"))).status).toBe(201);
  expect((await submit({ ...boato, website: "bot" }, from("203.0.113.7"))).status).toBe(201);

  const limited = await submit(boato, from("203.0.113.7"));
  const other = await submit(boato, from("198.51.100.9"));

  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toBe("599");
  expect(await limited.json()).toEqual(TOO_MANY);
  expect(other.status).toBe(201);
  expect(await api.count("sugestoes")).toBe(5);
});

test("GET /api/sugestoes groups tips with the same link as one rumour, counting each reader, most sent this week first", async () => {
  await send({
    plataforma: "whatsapp",
    link: "https://Example.com/boato?utm_source=zap&utm_medium=msg",
  });
  await send({
    plataforma: "facebook",
    link: "https://example.com/boato#comentarios",
    texto: "Olha isso",
  });
  await send({ plataforma: "whatsapp", texto: "Outro boato" });
  const { codigo: lone } = await send({ plataforma: "telegram", texto: "Boato respondido" });
  await answer(await idOf(lone), { estado: "descartada", motivo: "opiniao" });

  const response = await api.send("GET", "/api/sugestoes", { authorization: api.authorization });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-total-count")).toBe("3");
  const grupos = (await response.json()) as {
    grupo: string;
    envios: number;
    abertas: number;
    sugestoes: { plataforma: string }[];
  }[];
  expect(
    grupos.map(({ grupo, envios, abertas, sugestoes }) => [
      grupo,
      envios,
      abertas,
      sugestoes.map((s) => s.plataforma),
    ]),
  ).toEqual([
    ["link:example.com/boato", 2, 2, ["facebook", "whatsapp"]],
    // Then by the newest: the answered tip came last.
    [expect.stringMatching(/^texto:/), 1, 0, ["telegram"]],
    [expect.stringMatching(/^texto:/), 1, 1, ["whatsapp"]],
  ]);
});

test("GET /api/sugestoes filters by state and platform and pages by group", async () => {
  await send({ plataforma: "whatsapp", link: "https://example.com/a" });
  await send({ plataforma: "facebook", link: "https://example.com/a" });
  await send({ plataforma: "whatsapp", texto: "B" });
  const read = async (query: string) => {
    const response = await api.send("GET", `/api/sugestoes?${query}`, {
      authorization: api.authorization,
    });
    expect(response.status).toBe(200);
    const grupos = (await response.json()) as {
      envios: number;
      sugestoes: { plataforma: string }[];
    }[];
    return {
      total: response.headers.get("x-total-count"),
      grupos: grupos.map((g) => [g.envios, g.sugestoes.map((s) => s.plataforma)]),
    };
  };

  expect(await read("plataforma=facebook")).toEqual({ total: "1", grupos: [[2, ["facebook"]]] });
  expect(await read("estado=verificada")).toEqual({ total: "0", grupos: [] });
  expect(await read("limite=1&pagina=2")).toEqual({ total: "2", grupos: [[1, ["whatsapp"]]] });
  await expectAnswer(
    await api.send("GET", "/api/sugestoes?estado=nova", { authorization: api.authorization }),
    400,
    invalid({ estado: SUGESTAO_MESSAGES.estado }),
  );
  await expectAnswer(await api.send("GET", "/api/sugestoes"), 401, UNAUTHORIZED);
});

test.each([
  [
    "verified without a fact-check",
    { estado: "verificada" },
    { fake_news_id: SUGESTAO_MESSAGES.fakeNewsRequired },
  ],
  ["discarded without a reason", { estado: "descartada" }, { motivo: SUGESTAO_MESSAGES.motivo }],
  [
    "discarded for another reason without words",
    { estado: "descartada", motivo: "outro" },
    { motivo_texto: SUGESTAO_MESSAGES.motivoTexto },
  ],
  ["an unknown state", { estado: "arquivada" }, { estado: SUGESTAO_MESSAGES.estado }],
  [
    "a fact-check that does not exist",
    { estado: "verificada", fake_news_id: 9999 },
    { fake_news_id: SUGESTAO_MESSAGES.fakeNewsNotFound },
  ],
])("PUT /api/sugestoes/:id %s answers 400 and changes nothing", async (_case, body, details) => {
  const { codigo } = await send(boato);

  await expectAnswer(await answer(await idOf(codigo), body), 400, invalid(details));
  const row = await api.db.selectFrom("sugestoes").select("estado").executeTakeFirstOrThrow();
  expect(row.estado).toBe("recebida");
});

test("PUT /api/sugestoes/:id answers 404 for an unknown tip and 401 without a session", async () => {
  const { codigo } = await send(boato);

  await expectAnswer(await answer(9999, { estado: "em_analise" }), 404, NOT_FOUND);
  await expectAnswer(
    await api.send("PUT", `/api/sugestoes/${await idOf(codigo)}`, {
      body: { estado: "em_analise" },
      authorization: null,
    }),
    401,
    UNAUTHORIZED,
  );
});
