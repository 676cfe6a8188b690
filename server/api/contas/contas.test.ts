import { expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import { LastAdministradorError, updateConta } from "./service.ts";

const api = useApiServer({ config: { trustProxy: ["loopback"] } });

const FORBIDDEN = { error: "Seu papel não permite esta ação." };
const NEW_CONTA = { nome: "Rita Repórter", email: "Rita@Example.org", papel: "autor" };

async function login(email: string, password: string): Promise<Response> {
  return fetch(`${api.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

async function createConta(body: unknown = NEW_CONTA) {
  const response = await api.send("POST", "/api/contas", { body });
  expect(response.status).toBe(201);
  return (await response.json()) as {
    id: number;
    email: string;
    createdAt: string;
    senhaTemporaria: string;
  };
}

test("an autor and an editor get 403 on every accounts call and on the audit log", async () => {
  const autor = await createTestAdmin(api.db, { papel: "autor" });
  const editor = await createTestAdmin(api.db, { papel: "editor" });
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/contas"],
    ["POST", "/api/contas", NEW_CONTA],
    ["PUT", `/api/contas/${autor.id}`, { papel: "administrador" }],
    ["GET", "/api/registro"],
  ];
  for (const who of [autor, editor]) {
    for (const [method, path, body] of calls) {
      const response = await api.send(method, path, { body, authorization: who.authorization });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
      expect(await response.json()).toEqual(FORBIDDEN);
    }
  }
  expect((await api.rows("administradores")).map((row) => row.papel).sort()).toEqual([
    "administrador",
    "autor",
    "editor",
  ]);
});

test("creating an account answers its temporary password once, and that password signs in", async () => {
  const created = await createConta();

  expect(created).toEqual({
    id: expect.any(Number),
    nome: "Rita Repórter",
    email: "rita@example.org",
    papel: "autor",
    disabled: false,
    createdAt: expect.any(String),
    lastSignInAt: null,
    senhaTemporaria: expect.stringMatching(/^([a-z2-9]{4}-){4}[a-z2-9]{4}$/),
  });
  const [row] = (await api.rows("administradores")).filter((r) => r.id === created.id);
  expect(row?.password_hash).not.toContain(created.senhaTemporaria);

  const signedIn = await login("rita@example.org", created.senhaTemporaria);
  expect(signedIn.status).toBe(200);
  expect(((await signedIn.json()) as { user: unknown }).user).toEqual({
    id: created.id,
    email: "rita@example.org",
    nome: "Rita Repórter",
    papel: "autor",
  });

  const list = await api.send("GET", "/api/contas", { authorization: api.authorization });
  expect(list.status).toBe(200);
  expect(list.headers.get("cache-control")).toBe("no-store");
  const contas = (await list.json()) as Record<string, unknown>[];
  expect(contas.find((conta) => conta.id === created.id)).toEqual({
    id: created.id,
    nome: "Rita Repórter",
    email: "rita@example.org",
    papel: "autor",
    disabled: false,
    createdAt: created.createdAt,
    lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(JSON.stringify(contas)).not.toContain(created.senhaTemporaria);
});

test("a taken e-mail, a role that does not exist and a missing name are refused in Portuguese", async () => {
  await createConta();

  await expectAnswer(
    await api.send("POST", "/api/contas", { body: { ...NEW_CONTA, email: "rita@example.org" } }),
    409,
    {
      error: "Já existe uma conta com este e-mail.",
      details: { email: "Já existe uma conta com este e-mail." },
    },
  );
  await expectAnswer(
    await api.send("POST", "/api/contas", {
      body: { nome: "", email: "outra@example.org", papel: "chefe" },
    }),
    400,
    invalid({ nome: "Informe o nome.", papel: "Escolha o papel: autor, editor ou administrador." }),
  );
  await expectAnswer(
    await api.send("PUT", "/api/contas/1", { body: {} }),
    400,
    invalid({ _: "Envie o papel ou o estado da conta." }),
  );
  expect(await api.count("administradores")).toBe(2);
});

test("an administrator changes a role, and disabling ends the account's sessions at once", async () => {
  const autor = await createTestAdmin(api.db, { papel: "autor", nome: "Rita" });

  await expectAnswer(
    await api.send("PUT", `/api/contas/${autor.id}`, { body: { papel: "editor" } }),
    200,
    expect.objectContaining({ id: autor.id, papel: "editor", disabled: false }),
  );
  const verify = () => api.send("GET", "/api/auth/verify", { authorization: autor.authorization });
  expect((await verify()).status).toBe(200);
  // The new role counts from the next call: an editor may write the team.
  expect(
    (await api.send("DELETE", "/api/contato/999", { authorization: autor.authorization })).status,
  ).toBe(404);

  await expectAnswer(
    await api.send("PUT", `/api/contas/${autor.id}`, { body: { disabled: true } }),
    200,
    expect.objectContaining({ id: autor.id, papel: "editor", disabled: true }),
  );
  expect((await verify()).status).toBe(401);
  expect(
    await api.db
      .selectFrom("sessoes")
      .select("id")
      .where("administrador_id", "=", autor.id)
      .execute(),
  ).toEqual([]);

  await expectAnswer(
    await api.send("PUT", `/api/contas/${autor.id}`, { body: { disabled: false } }),
    200,
    expect.objectContaining({ id: autor.id, disabled: false }),
  );
  await expectAnswer(
    await api.send("PUT", "/api/contas/99999", { body: { disabled: true } }),
    404,
    { error: "Conta não encontrada." },
  );
});

test("an administrator can neither demote nor disable their own account", async () => {
  const me = (await (
    await api.send("GET", "/api/auth/verify", { authorization: api.authorization })
  ).json()) as {
    user: { id: number };
  };
  const path = `/api/contas/${me.user.id}`;

  await expectAnswer(await api.send("PUT", path, { body: { papel: "editor" } }), 400, {
    error: "Você não pode tirar o papel de administrador da sua própria conta.",
  });
  await expectAnswer(await api.send("PUT", path, { body: { disabled: true } }), 400, {
    error: "Você não pode desativar a sua própria conta.",
  });
  const [row] = await api.rows("administradores");
  expect(row).toMatchObject({ papel: "administrador", desativado_em: null });
});

test("the last active administrator can be neither demoted nor disabled", async () => {
  const [only] = await api.rows("administradores");
  const other = await createTestAdmin(api.db, { papel: "administrador" });
  await updateConta(api.db, undefined, other.id, { disabled: true });

  await expect(updateConta(api.db, undefined, only!.id, { papel: "editor" })).rejects.toThrow(
    LastAdministradorError,
  );
  await expect(updateConta(api.db, undefined, only!.id, { disabled: true })).rejects.toThrow(
    LastAdministradorError,
  );
  // A disabled administrator does not count, and another active one does.
  await updateConta(api.db, undefined, other.id, { disabled: false });
  await expect(
    updateConta(api.db, undefined, only!.id, { papel: "editor" }),
  ).resolves.toMatchObject({
    conta: { papel: "editor" },
    nota: "Papel de Editora de Teste: Administrador → Editor.",
  });
});
