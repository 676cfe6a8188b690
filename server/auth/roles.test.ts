import { describe, expect, test } from "vitest";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import {
  EQUIPE,
  NEWSLETTERS,
  SOBRE_PROJETO,
  SUBPROJETOS,
  CONTATO_INSTITUCIONAL,
} from "#tests/helpers/content-areas.ts";
import { hasPapel, PAPEIS } from "./roles.ts";

const FORBIDDEN = { error: "Seu papel não permite esta ação." };

describe("hasPapel", () => {
  test("each role may do what the roles before it may, and no more", () => {
    expect(PAPEIS.map((papel) => hasPapel(papel, "editor"))).toEqual([false, true, true]);
    expect(PAPEIS.map((papel) => hasPapel(papel, "administrador"))).toEqual([false, false, true]);
    expect(PAPEIS.every((papel) => hasPapel(papel, "autor"))).toBe(true);
  });
});

describe("writes that are public at once", () => {
  const api = useApiServer({
    clean: [EQUIPE, SUBPROJETOS, NEWSLETTERS, SOBRE_PROJETO, CONTATO_INSTITUCIONAL].map(
      (area) => area.table,
    ),
  });

  // An `autor` writes drafts only; these areas have none, so their writes need an editor.
  const creations = [EQUIPE, SUBPROJETOS, NEWSLETTERS].map((area) => ({
    path: area.path,
    body: area.valid,
  }));
  const replacements = [SOBRE_PROJETO, CONTATO_INSTITUCIONAL].map((area) => ({
    path: area.path,
    body: area.valid,
  }));

  test.each(creations)("an autor gets 403 for POST $path and nothing is stored", async (call) => {
    const autor = await createTestAdmin(api.db, { papel: "autor" });
    const table = [EQUIPE, SUBPROJETOS, NEWSLETTERS].find((area) => area.path === call.path)!;

    const response = await api.send("POST", call.path, {
      body: call.body,
      authorization: autor.authorization,
    });

    await expectAnswer(response, 403, FORBIDDEN);
    expect(await api.count(table.table)).toBe(0);
  });

  test.each(replacements)("an autor gets 403 for PUT $path", async (call) => {
    const autor = await createTestAdmin(api.db, { papel: "autor" });

    const response = await api.send("PUT", call.path, {
      body: call.body,
      authorization: autor.authorization,
    });

    await expectAnswer(response, 403, FORBIDDEN);
  });

  test.each(creations)("an editor may POST $path", async (call) => {
    const editor = await createTestAdmin(api.db, { papel: "editor" });

    const response = await api.send("POST", call.path, {
      body: call.body,
      authorization: editor.authorization,
    });

    expect(response.status).toBe(201);
  });

  test("an autor may not replace the footer's institutions", async () => {
    const autor = await createTestAdmin(api.db, { papel: "autor" });

    const response = await api.send("PUT", "/api/rodape", {
      body: { instituicoes: [] },
      authorization: autor.authorization,
    });

    await expectAnswer(response, 403, FORBIDDEN);
  });

  test.each(["/api/contato", "/api/sugestoes"])(
    "an autor may not read the readers' messages at %s",
    async (path) => {
      const autor = await createTestAdmin(api.db, { papel: "autor" });

      const response = await api.send("GET", path, { authorization: autor.authorization });

      await expectAnswer(response, 403, FORBIDDEN);
    },
  );

  test("the account answers its role", async () => {
    const autor = await createTestAdmin(api.db, { papel: "autor" });

    const response = await api.send("GET", "/api/auth/account", {
      authorization: autor.authorization,
    });

    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { papel: string } }).user.papel).toBe("autor");
  });
});
