import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { saveJson } from "./api-client.ts";
import {
  clearAccountDrafts,
  draftStorageKey,
  readDraft,
  removeDraft,
  saveDraft,
  valuesWithDraft,
} from "./drafts.ts";
import { EditorModal } from "./editor-modal.tsx";
import { AdminSessionProvider } from "./session.tsx";
import { DRAFT_DEBOUNCE_MS, useEditorForm } from "./use-editor-form.ts";

const ANA = { accountId: 7, item: "noticias:12" };
const SAVED_AT = Date.UTC(2026, 10, 29, 13, 45);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test("a draft is kept per account and per item", () => {
  saveDraft(ANA, { titulo: "Da Ana" }, SAVED_AT);
  saveDraft({ accountId: 8, item: "noticias:12" }, { titulo: "Do Bruno" }, SAVED_AT);
  saveDraft({ accountId: 7, item: "noticias:novo" }, { titulo: "Nova da Ana" }, SAVED_AT);

  expect(draftStorageKey(ANA)).toBe("rascunho:7:noticias:12");
  expect(readDraft(ANA)).toEqual({
    savedAt: SAVED_AT,
    values: { titulo: "Da Ana" },
    imagesSkipped: false,
  });
  expect(readDraft({ accountId: 8, item: "noticias:12" })?.values).toEqual({
    titulo: "Do Bruno",
  });
  expect(readDraft({ accountId: 7, item: "noticias:novo" })?.values).toEqual({
    titulo: "Nova da Ana",
  });
  expect(readDraft({ accountId: 9, item: "noticias:12" })).toBeUndefined();

  removeDraft(ANA);
  expect(readDraft(ANA)).toBeUndefined();
  expect(readDraft({ accountId: 7, item: "noticias:novo" })).toBeDefined();
});

test("clearing an account's drafts leaves the other accounts' drafts", () => {
  saveDraft(ANA, { titulo: "a" });
  saveDraft({ accountId: 7, item: "equipe:novo" }, { nome: "b" });
  saveDraft({ accountId: 70, item: "equipe:novo" }, { nome: "c" });
  window.localStorage.setItem("outra-chave", "fica");

  clearAccountDrafts(7);

  expect(readDraft(ANA)).toBeUndefined();
  expect(readDraft({ accountId: 7, item: "equipe:novo" })).toBeUndefined();
  expect(readDraft({ accountId: 70, item: "equipe:novo" })?.values).toEqual({ nome: "c" });
  expect(window.localStorage.getItem("outra-chave")).toBe("fica");
});

test("a draft never holds passwords, tokens or image data, and says when images were left out", () => {
  saveDraft(ANA, {
    titulo: "Texto",
    senha: "segredo-123",
    token: "abc",
    imagem: "data:image/png;base64,iVBORw0KGgo=",
    imagens: ["/media/1.webp", "data:image/jpeg;base64,/9j/"],
    arquivo: new File(["x"], "foto.png", { type: "image/png" }),
  });

  const stored = window.localStorage.getItem(draftStorageKey(ANA)) ?? "";
  expect(stored).not.toContain("segredo-123");
  expect(stored).not.toContain("base64");
  expect(readDraft(ANA)).toMatchObject({
    values: { titulo: "Texto", imagem: "", imagens: ["/media/1.webp", ""] },
    imagesSkipped: true,
  });
  expect(readDraft(ANA)?.values).not.toHaveProperty("senha");
  expect(readDraft(ANA)?.values).not.toHaveProperty("token");
});

test("an unreadable draft is no draft", () => {
  for (const text of ["{", '"texto"', '{"savedAt":"ontem","values":{},"imagesSkipped":false}']) {
    window.localStorage.setItem(draftStorageKey(ANA), text);
    expect(readDraft(ANA)).toBeUndefined();
  }
});

test("a restored draft fills only the form's fields, with values of the same kind", () => {
  const form = { titulo: "", tags: "", fontes: ["a"], imagem: "/media/1.webp", publicar: false };

  const restored = valuesWithDraft(form, {
    savedAt: SAVED_AT,
    imagesSkipped: true,
    values: { titulo: "Do rascunho", tags: 3, fontes: ["a", "b"], imagem: "", extra: "x" },
  });

  expect(restored).toEqual({
    titulo: "Do rascunho",
    tags: "",
    fontes: ["a", "b"],
    imagem: "/media/1.webp",
    publicar: false,
  });
});

/* The draft as an editor's form keeps it: offered, restored, discarded, removed by a save. */

const ADMIN = {
  id: 7,
  email: "editora@example.org",
  nome: "Maria Editora",
  papel: "administrador",
};
const TOKEN = "token-de-teste-0123456789abcdef";
const ITEM = { accountId: ADMIN.id, item: "teste:novo" };
let saveStatus = 201;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  saveStatus = 201;
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/auth/verify") return json({ user: ADMIN });
      return saveStatus === 201 ? json({ titulo: "ok" }, 201) : json({ error: "Sessão" }, 401);
    }),
  );
  window.sessionStorage.setItem("token", TOKEN);
  window.sessionStorage.setItem("isAdmin", "true");
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
  Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
});

function TestEditor({ onSaved }: { onSaved: () => void }) {
  const form = useEditorForm({
    initial: () => ({ titulo: "" }),
    draft: ITEM.item,
    schema: z.object({ titulo: z.string() }),
    toPayload: (values: { titulo: string }) => values,
    fieldKeys: ["titulo"],
    send: (payload, { authFetch }) => saveJson(authFetch, "POST", "/api/teste", payload),
    onSaved,
  });
  return (
    <EditorModal form={form} formId="teste" title="Teste" submitLabel="Salvar" onClose={() => {}}>
      <label htmlFor="teste-titulo">Título</label>
      <input
        id="teste-titulo"
        value={form.values.titulo}
        onChange={(event) => form.setField("titulo", event.target.value)}
      />
    </EditorModal>
  );
}

function renderEditor(onSaved = () => {}) {
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <AdminSessionProvider>
          <TestEditor onSaved={onSaved} />
        </AdminSessionProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/admin"]} />);
}

test("typing writes the draft; a successful save removes it", async () => {
  const onSaved = vi.fn();
  renderEditor(onSaved);
  const titulo = await screen.findByLabelText("Título");

  fireEvent.change(titulo, { target: { value: "Texto digitado" } });
  await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_DEBOUNCE_MS + 100)));
  expect(readDraft(ITEM)?.values).toEqual({ titulo: "Texto digitado" });

  fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(readDraft(ITEM)).toBeUndefined();
}, 15_000);

test("a draft is offered when the form opens again: Restaurar fills it, Descartar removes it", async () => {
  saveDraft(ITEM, { titulo: "Do rascunho" }, new Date(2026, 10, 29, 9, 5).getTime());
  const first = renderEditor();

  const offer = await screen.findByText(/^Há um rascunho não salvo de /);
  expect(offer.textContent).toMatch(/^Há um rascunho não salvo de (\d\d\/\d\d\/\d{4} )?09:05\.$/);
  fireEvent.click(await screen.findByRole("button", { name: "Restaurar" }));
  expect((screen.getByLabelText("Título") as HTMLInputElement).value).toBe("Do rascunho");
  expect(screen.queryByRole("button", { name: "Restaurar" })).toBeNull();
  first.unmount();

  renderEditor();
  fireEvent.click(await screen.findByRole("button", { name: "Descartar" }));
  expect((screen.getByLabelText("Título") as HTMLInputElement).value).toBe("");
  expect(readDraft(ITEM)).toBeUndefined();
}, 15_000);

test("a save refused because the session ended keeps the draft", async () => {
  saveStatus = 401;
  renderEditor();
  const titulo = await screen.findByLabelText("Título");

  fireEvent.change(titulo, { target: { value: "Não perder" } });
  fireEvent.click(screen.getByRole("button", { name: "Salvar" }));

  await screen.findByText(/Sua sessão expirou e nada foi salvo/);
  expect(readDraft(ITEM)?.values).toEqual({ titulo: "Não perder" });
  expect(screen.getByRole("button", { name: "Entrar e salvar" }).textContent).toBe(
    "Entrar e salvar",
  );
}, 15_000);
