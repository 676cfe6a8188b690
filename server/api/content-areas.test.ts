import { describe, expect, test } from "vitest";
import {
  BAD_AUTHORIZATIONS,
  expectAnswer,
  invalid,
  revalidate,
  UNAUTHORIZED,
  useApiServer,
} from "#tests/helpers/api-server.ts";
import {
  CONTENT_AREAS,
  itemCreator,
  publicItem,
  SINGLE_RECORD_AREAS,
} from "#tests/helpers/content-areas.ts";

// What every editable list, and every page kept as one record, answers alike; each area's
// own file tests what is its own.
const api = useApiServer({
  clean: [...CONTENT_AREAS, ...SINGLE_RECORD_AREAS].map((area) => area.table),
});

const ETAG = /^"[A-Za-z0-9_-]+"$/;

describe.each(CONTENT_AREAS)("$path", (area) => {
  const { path, table, valid } = area;
  const create = itemCreator(api, area);

  test("GET answers an empty array with public cache headers and an ETag", async () => {
    const response = await api.send("GET", path);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(`public, max-age=${area.maxAge}`);
    expect(response.headers.get("etag")).toMatch(ETAG);
    expect(await response.json()).toEqual([]);
  });

  test("POST stores the item and answers 201 with it", async () => {
    const response = await api.send("POST", path, { body: valid });

    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number };
    expect(body).toEqual({ id: expect.any(Number), ...valid, ...area.answered });
    expect(await api.rows(table)).toEqual([
      expect.objectContaining({ id: body.id, ...area.stored }),
    ]);
  });

  test("GET /:id answers the created item with public cache headers", async () => {
    const created = await create();

    const response = await api.send("GET", `${path}/${created.id}`);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(`public, max-age=${area.maxAge}`);
    expect(response.headers.get("etag")).toMatch(ETAG);
    expect(await response.json()).toEqual(publicItem(area, created));
  });

  test("POST with every required field missing answers 400 with each field and stores nothing", async () => {
    const response = await api.send("POST", path, { body: {} });

    await expectAnswer(response, 400, invalid(area.missing));
    expect(await api.rows(table)).toEqual([]);
  });

  test("POST with a body that is not an object answers 400 and stores nothing", async () => {
    const response = await api.send("POST", path, { body: [valid] });

    await expectAnswer(response, 400, invalid({ _: area.notAnObject }));
    expect(await api.rows(table)).toEqual([]);
  });

  test("POST with malformed JSON answers 400 and stores nothing", async () => {
    const response = await api.send("POST", path, { rawBody: '{"titulo": ' });

    await expectAnswer(response, 400, { error: "O corpo da requisição não é um JSON válido." });
    expect(await api.rows(table)).toEqual([]);
  });

  test("POST with a body over 32 MB answers 413 and stores nothing", async () => {
    const response = await api.send("POST", path, {
      body: { ...valid, extra: "a".repeat(33 * 1024 * 1024) },
    });

    await expectAnswer(response, 413, { error: "O conteúdo enviado é grande demais." });
    expect(await api.rows(table)).toEqual([]);
  });

  test("PUT /:id with invalid input answers 400 with its details and changes nothing", async () => {
    const { id } = await create();
    const before = await api.rows(table);

    const response = await api.send("PUT", `${path}/${id}`, {
      body: { ...valid, ...area.invalid.change },
    });

    await expectAnswer(response, 400, invalid(area.invalid.details));
    expect(await api.rows(table)).toEqual(before);
  });

  test.each([
    ["GET", "999999", area.notFound],
    ["PUT", "999999", area.notFound],
    ["DELETE", "999999", area.notFound],
    ["GET", "abc", area.malformedId],
    ["PUT", "abc", area.malformedId],
    ["DELETE", "abc", area.malformedId],
    ["GET", "0", area.malformedId],
    ["GET", "-1", area.malformedId],
    ["DELETE", "1.5", area.malformedId],
  ])("%s /:id with the id %s answers 404 '%s' and changes nothing", async (method, id, error) => {
    await create();
    const before = await api.rows(table);

    const response = await api.send(method, `${path}/${id}`, {
      body: method === "PUT" ? valid : undefined,
    });

    await expectAnswer(response, 404, { error });
    expect(await api.rows(table)).toEqual(before);
  });

  test("DELETE /:id removes the item and answers 204 with no body", async () => {
    const kept = await create();
    const removed = await create();

    const response = await api.send("DELETE", `${path}/${removed.id}`);

    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect((await api.rows(table)).map((row) => row.id)).toEqual([kept.id]);
    expect((await api.send("GET", `${path}/${removed.id}`)).status).toBe(404);
  });

  describe.each(BAD_AUTHORIZATIONS)("%s", (_case, badAuthorization) => {
    test.each(["POST", "PUT", "DELETE"])(
      "%s answers 401 asking for a Bearer token and changes nothing",
      async (method) => {
        const { id } = await create();
        const before = await api.rows(table);

        const response = await api.send(method, method === "POST" ? path : `${path}/${id}`, {
          authorization: await badAuthorization(api),
          body: method === "DELETE" ? undefined : { ...valid, ...area.change },
        });

        expect(response.status).toBe(401);
        expect(response.headers.get("www-authenticate")).toBe("Bearer");
        expect(await response.json()).toEqual(UNAUTHORIZED);
        expect(await api.rows(table)).toEqual(before);
      },
    );
  });

  test.each(["POST", "PUT", "DELETE"])(
    "GET answers 304 for the current ETag until a %s changes the list",
    async (method) => {
      const created = await create();
      const etag = (await api.send("GET", path)).headers.get("etag");
      const unchanged = await api.send("GET", path, { headers: revalidate(etag) });

      const write = await api.send(method, method === "POST" ? path : `${path}/${created.id}`, {
        body: method === "DELETE" ? undefined : { ...valid, ...area.change },
      });
      const changed = await api.send("GET", path, { headers: revalidate(etag) });

      const written = method === "DELETE" ? undefined : await write.json();
      const expected = { POST: [created, written], PUT: [written], DELETE: [] }[method]?.map(
        (item: Record<string, unknown>) => publicItem(area, item),
      );
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe("");
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
      const list = await changed.json();
      expect(list).toHaveLength(expected?.length ?? -1);
      expect(list).toEqual(expect.arrayContaining(expected ?? []));
    },
  );

  test("GET /:id answers 304 for the current ETag until an update changes the item", async () => {
    const created = await create();
    const item = `${path}/${created.id}`;
    const etag = (await api.send("GET", item)).headers.get("etag");
    const unchanged = await api.send("GET", item, { headers: revalidate(etag) });

    await api.send("PUT", item, { body: { ...valid, ...area.change } });
    const changed = await api.send("GET", item, { headers: revalidate(etag) });

    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    // An area that answers its revision number is one revision further (decision 038).
    const revisao = typeof created.revisao === "number" ? { revisao: created.revisao + 1 } : {};
    expect(await changed.json()).toEqual(
      publicItem(area, { ...created, ...area.change, ...revisao }),
    );
  });
});

describe.each(CONTENT_AREAS.filter((area) => area.location))("$path", ({ path, valid }) => {
  test("POST answers the created item's Location", async () => {
    const response = await api.send("POST", path, { body: valid });

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(response.headers.get("location")).toBe(`${path}/${id}`);
  });
});

describe.each(SINGLE_RECORD_AREAS)("$path", ({ path, table, valid, ...area }) => {
  test("PUT answers 200 never cached, and GET then answers the record with public cache headers", async () => {
    const put = await api.send("PUT", path, { body: valid });

    const response = await api.send("GET", path);

    expect(put.status).toBe(200);
    expect(put.headers.get("cache-control")).toBe("no-store");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("etag")).toMatch(ETAG);
    expect(await response.json()).toEqual(await put.json());
  });

  test("GET answers 304 with no body when the client has the current version", async () => {
    await api.send("PUT", path, { body: valid });
    const etag = (await api.send("GET", path)).headers.get("etag");

    const response = await api.send("GET", path, { headers: revalidate(etag) });

    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(await response.text()).toBe("");
  });

  test("GET answers the new record, with a new ETag, after a PUT", async () => {
    const etag = (await api.send("GET", path)).headers.get("etag");
    const put = await api.send("PUT", path, { body: valid });

    const response = await api.send("GET", path, { headers: revalidate(etag) });

    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).not.toBe(etag);
    expect(await response.json()).toEqual(await put.json());
  });

  test("PUT with invalid input answers 400 and leaves the stored record unchanged", async () => {
    const stored = await (await api.send("PUT", path, { body: valid })).json();
    const before = await api.rows(table);

    const response = await api.send("PUT", path, { body: area.invalid });

    expect(response.status).toBe(400);
    expect(await api.rows(table)).toEqual(before);
    expect(await api.read(path)).toEqual(stored);
  });

  test("PUT with a body that is not an object answers 400 and stores nothing", async () => {
    const response = await api.send("PUT", path, { body: [valid] });

    await expectAnswer(response, 400, invalid({ _: "Dados inválidos." }));
    expect(await api.rows(table)).toEqual([]);
  });

  test("PUT with malformed JSON answers 400 and stores nothing", async () => {
    const response = await api.send("PUT", path, { rawBody: '{"titulo": ' });

    await expectAnswer(response, 400, { error: "O corpo da requisição não é um JSON válido." });
    expect(await api.rows(table)).toEqual([]);
  });

  test.each(BAD_AUTHORIZATIONS)(
    "PUT %s answers 401 asking for a Bearer token and stores nothing",
    async (_case, badAuthorization) => {
      const response = await api.send("PUT", path, {
        authorization: await badAuthorization(api),
        body: valid,
      });

      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.json()).toEqual(UNAUTHORIZED);
      expect(await api.rows(table)).toEqual([]);
    },
  );
});
