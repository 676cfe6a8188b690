import { expect, inject, test } from "vitest";
import { handleDialogs, openWithSession } from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

test("an administrator creates an account, its owner signs in, and disabling it ends their session", async () => {
  const nome = `Rita Repórter ${Date.now()}`;
  const email = `rita-${Date.now()}@example.org`;

  // The administrator creates the account and gets its temporary password once.
  const admin = await newPage();
  const dialogs = handleDialogs(admin);
  await openWithSession(admin, baseUrl, "/admin/contas", await loginToken(baseUrl));
  await admin.getByRole("heading", { level: 1, name: "Contas" }).waitFor();
  await admin.getByRole("table", { name: "Contas do painel, por nome" }).waitFor();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  const form = admin.locator("#conta-nova");
  await form.getByLabel("Nome").fill(nome);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Papel").selectOption("autor");
  await form.getByRole("button", { name: "Criar conta" }).click();
  await admin.getByRole("heading", { name: `Senha temporária de ${nome}` }).waitFor();
  await admin.getByText("Copie esta senha agora: ela não será mostrada de novo").waitFor();
  await admin.getByRole("button", { name: "Copiar senha" }).waitFor();
  const password = (await admin.getByTestId("senha-temporaria").textContent()) ?? "";
  expect(password).toMatch(/^([a-z2-9]{4}-){4}[a-z2-9]{4}$/);
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.getByRole("button", { name: "Já entreguei a senha" }).click();
  await expect.poll(() => admin.getByTestId("senha-temporaria").count()).toBe(0);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect.poll(() => row.textContent()).toContain("Nunca entrou");

  // The new person signs in with it, in a browser of their own, and sees an autor's panel.
  const autor = await newPage();
  await autor.goto(`${baseUrl}/admin/login`);
  const enter = autor.getByRole("button", { name: "Entrar" });
  await expect.poll(() => enter.isEnabled()).toBe(true);
  await autor.getByLabel("E-mail").fill(email);
  await autor.getByLabel("Senha").fill(password);
  await enter.click();
  await autor.waitForURL(`${baseUrl}/admin`);
  const areas = autor.getByRole("navigation", { name: "Áreas do site" });
  await areas.getByRole("link", { name: "Notícias" }).waitFor();
  expect(await areas.getByRole("link").allTextContents()).toEqual(["Notícias", "Fake News"]);
  await autor.goto(`${baseUrl}/admin/equipe`);
  await autor
    .getByText(
      "Seu papel não permite editar a equipe. Peça a um editor ou a um administrador do site.",
    )
    .waitFor();
  expect(await autor.getByRole("button", { name: "Criar Novo Membro" }).count()).toBe(0);
  await autor.getByRole("link", { name: "Voltar para o Painel Admin" }).click();
  await areas.getByRole("link", { name: "Notícias" }).waitFor();

  // The administrator sees the sign-in, then disables the account after confirming.
  await admin.reload();
  await expect
    .poll(async () => (await row.textContent()) ?? "", { timeout: 10_000 })
    .not.toContain("Nunca entrou");
  dialogs.answer(true);
  await row.getByRole("button", { name: `Desativar a conta de ${nome}` }).click();
  await expect.poll(() => row.textContent()).toContain("Desativada");
  expect(dialogs.asked.at(-1)).toBe(
    `Desativar a conta de ${nome}? As sessões abertas dela terminam agora e ela não consegue mais entrar.`,
  );

  // The person's next move inside the panel lands on the login page.
  await areas.getByRole("link", { name: "Notícias" }).click();
  await autor.waitForURL(/\/admin\/login/);
  await autor.getByText("Sua sessão expirou. Entre novamente para continuar.").waitFor();

  // The audit log lists what happened, in words.
  await admin.goto(`${baseUrl}/admin/registro`);
  await admin.getByRole("heading", { level: 1, name: "Registro de atividades" }).waitFor();
  const log = admin.getByRole("table", { name: "Atividades, das mais recentes às mais antigas" });
  await log.waitFor();
  await log
    .getByRole("row")
    .filter({ hasText: `Desativou a conta de ${nome}` })
    .getByText("Alterou conta")
    .waitFor();
  await log
    .getByRole("row")
    .filter({ hasText: `Criou a conta de ${nome} (${email}) com o papel Autor.` })
    .getByText("Criou conta")
    .waitFor();
  expect(await seriousAxeViolations(admin)).toEqual([]);

  // Filtered by the person: their sign-in.
  await admin.getByLabel("Pessoa").selectOption({ label: `${nome} (${email})` });
  await admin.getByRole("button", { name: "Filtrar" }).click();
  await expect
    .poll(async () => (await log.getByRole("row").allTextContents()).slice(1))
    .toEqual([expect.stringContaining("Entrou no painel")]);
  expect(await log.getByRole("row").nth(1).textContent()).toContain(nome);
}, 90_000);
