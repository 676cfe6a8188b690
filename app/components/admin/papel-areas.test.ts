import { expect, test } from "vitest";
import { mayOpen, restrictionOf } from "./papel-areas.tsx";

test("an autor may open news, fake news and their account, but no area that needs an editor", () => {
  for (const path of ["/admin", "/admin/noticias", "/admin/fake-news", "/admin/minha-conta"])
    expect(mayOpen("autor", path), path).toBe(true);
  for (const path of [
    "/admin/sobre",
    "/admin/paginas/metodologia",
    "/admin/subprojetos",
    "/admin/repositorio",
    "/admin/equipe",
    "/admin/newsletters",
    "/admin/contato",
    "/admin/contas",
    "/admin/registro",
  ])
    expect(mayOpen("autor", path), path).toBe(false);
});

test("an editor may open every content area but not accounts nor the audit log", () => {
  expect(mayOpen("editor", "/admin/equipe")).toBe(true);
  expect(mayOpen("editor", "/admin/paginas/transparencia")).toBe(true);
  expect(mayOpen("editor", "/admin/contas")).toBe(false);
  expect(mayOpen("editor", "/admin/registro")).toBe(false);
  expect(mayOpen("administrador", "/admin/contas")).toBe(true);
  expect(mayOpen("administrador", "/admin/registro")).toBe(true);
});

test("a prefix matches whole path segments only", () => {
  expect(restrictionOf("/admin/contato")?.papel).toBe("editor");
  expect(restrictionOf("/admin/contatos-extras")).toBeUndefined();
  expect(restrictionOf("/admin/contas")?.papel).toBe("administrador");
});
