import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { afterEach, expect, test, vi, type MockInstance } from "vitest";
import { RichTextEditor, safeLinkHref, typedLinkHref } from "./rich-text-editor.tsx";

let promptSpy: MockInstance<Window["prompt"]> | undefined;
afterEach(() => {
  cleanup();
  promptSpy?.mockRestore();
  promptSpy = undefined;
});

const TOOLBAR_LABELS = [
  "Título 1",
  "Título 2",
  "Título 3",
  "Negrito",
  "Itálico",
  "Sublinhado",
  "Tachado",
  "Lista numerada",
  "Lista com marcadores",
  "Link",
  "Remover formatação",
];

/** A form field holding the editor's value, as the admin forms will. */
function Field({ initial, onValue }: { initial: string; onValue?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="resumo"
        name="resumo"
        label="Resumo"
        required
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
      />
      <output aria-label="valor">{value}</output>
    </>
  );
}

async function renderField(initial = "", onValue?: (html: string) => void) {
  render(<Field initial={initial} onValue={onValue} />);
  const area = await screen.findByRole("textbox", { name: "Resumo" });
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  return { area, editor };
}

const value = () => screen.getByRole("status", { name: "valor" }).textContent;

test("the toolbar has exactly the specification's buttons, in order", async () => {
  await renderField();

  const toolbar = screen.getByRole("toolbar", { name: "Formatação de Resumo" });
  const buttons = [...toolbar.querySelectorAll("button")];
  expect(buttons).toEqual(
    TOOLBAR_LABELS.map((label) => within(toolbar).getByRole("button", { name: label })),
  );
  expect(buttons.every((button) => button.type === "button")).toBe(true);
  expect(
    buttons.slice(0, -1).every((button) => button.getAttribute("aria-pressed") === "false"),
  ).toBe(true);
  expect(buttons.at(-1)?.hasAttribute("aria-pressed")).toBe(false);
  expect(toolbar.getAttribute("aria-controls")).toBe("resumo");
});

test("the editing area is a labelled, required, multi-line text box", async () => {
  const { area } = await renderField();

  expect(area.id).toBe("resumo");
  expect(area.getAttribute("aria-multiline")).toBe("true");
  expect(area.getAttribute("aria-required")).toBe("true");
  expect(area.getAttribute("data-field")).toBe("resumo");
});

test("the toolbar is one tab stop and arrow keys move along it", async () => {
  await renderField();
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((button) => button.tabIndex)).toEqual([0, ...Array(10).fill(-1)]);

  buttons[0]?.focus();
  fireEvent.keyDown(buttons[0] as HTMLElement, { key: "ArrowLeft" });

  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remover formatação" }));
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Home" });
  expect(document.activeElement).toBe(buttons[0]);
});

test("a toolbar button formats the text and reports its state", async () => {
  const { editor } = await renderField("<p>Texto</p>");
  act(() => {
    editor.commands.selectAll();
  });

  fireEvent.click(screen.getByRole("button", { name: "Negrito" }));

  await waitFor(() => expect(value()).toBe("<p><strong>Texto</strong></p>"));
  expect(screen.getByRole("button", { name: "Negrito" }).getAttribute("aria-pressed")).toBe("true");

  fireEvent.click(screen.getByRole("button", { name: "Título 2" }));
  await waitFor(() => expect(value()).toBe("<h2><strong>Texto</strong></h2>"));

  fireEvent.click(screen.getByRole("button", { name: "Remover formatação" }));
  await waitFor(() => expect(value()).toBe("<p>Texto</p>"));
});

test("forbidden link addresses in loaded content become blank, allowed ones stay", async () => {
  const { area } = await renderField(
    '<p><a href="javascript:alert(1)">um</a> <a href="mailto:obs@example.org">dois</a> <a href="tel:+5591999999999">três</a> <a href="/interno">quatro</a></p>',
  );

  const hrefs = [...area.querySelectorAll("a")].map((link) => link.getAttribute("href"));
  expect(hrefs).toEqual(["", "mailto:obs@example.org", "tel:+5591999999999", ""]);
});

test("pasted HTML is reduced to what the toolbar can make, with forbidden links blanked", async () => {
  const values: string[] = [];
  const { area } = await renderField("", (html) => values.push(html));
  const html =
    '<h4>Sub</h4><blockquote>Citação</blockquote><p>Veja <a href="java\nscript:alert(1)">isto</a> e <a href="https://example.org/x">aquilo</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script>';

  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.assign(event, {
    clipboardData: {
      getData: (type: string) => (type === "text/html" ? html : type === "text/plain" ? "Sub" : ""),
      types: ["text/html", "text/plain"],
      files: [],
      items: [],
    },
  });
  act(() => {
    area.dispatchEvent(event);
  });

  await waitFor(() => expect(values.length).toBeGreaterThan(0));
  const stored = values.at(-1) ?? "";
  expect(stored).not.toMatch(/script|img|onerror|blockquote|h4/);
  expect(stored).toContain('<a target="_blank" rel="noopener noreferrer" href="">isto</a>');
  expect(stored).toContain('href="https://example.org/x"');
});

test("an editor without text is worth an empty string, so the form can require it", async () => {
  const values: string[] = [];
  const { editor } = await renderField("<p>Texto</p>", (html) => values.push(html));

  act(() => {
    editor.commands.clearContent(true);
  });

  await waitFor(() => expect(values).toEqual([""]));
  expect(value()).toBe("");
});

test("the link button asks for the address and blanks a forbidden one", async () => {
  const { editor } = await renderField("<p>Site</p>");
  act(() => {
    editor.commands.selectAll();
  });
  promptSpy = vi.spyOn(window, "prompt").mockReturnValue("www.example.org");

  fireEvent.click(screen.getByRole("button", { name: "Link" }));

  await waitFor(() => expect(value()).toContain('href="https://www.example.org"'));
  expect(screen.getByRole("button", { name: "Link" }).getAttribute("aria-pressed")).toBe("true");

  promptSpy.mockReturnValue("javascript:alert(1)");
  fireEvent.click(screen.getByRole("button", { name: "Link" }));
  await waitFor(() => expect(value()).toContain('href=""'));
  expect(promptSpy).toHaveBeenLastCalledWith(
    "Endereço do link (começando com http://, https://, mailto: ou tel:). Deixe vazio para remover o link.",
    "https://www.example.org",
  );

  promptSpy.mockReturnValue("");
  fireEvent.click(screen.getByRole("button", { name: "Link" }));
  await waitFor(() => expect(value()).toBe("<p>Site</p>"));
});

test("a value set from outside replaces the content without echoing back", async () => {
  const values: string[] = [];
  function Outside() {
    const [value, setValue] = useState("<p>Primeiro</p>");
    return (
      <>
        <RichTextEditor
          id="conteudo"
          label="Conteúdo"
          value={value}
          onChange={(html) => values.push(html)}
        />
        <button type="button" onClick={() => setValue("<p>Outro item</p>")}>
          trocar
        </button>
      </>
    );
  }
  render(<Outside />);
  const area = await screen.findByRole("textbox", { name: "Conteúdo" });

  fireEvent.click(screen.getByRole("button", { name: "trocar" }));

  await waitFor(() => expect(area.textContent).toBe("Outro item"));
  expect(values).toEqual([]);
});

test("only http, https, mailto and tel addresses are kept", () => {
  expect(safeLinkHref("https://example.org/a?b=1")).toBe("https://example.org/a?b=1");
  expect(safeLinkHref(" http://example.org ")).toBe("http://example.org");
  expect(safeLinkHref("mailto:obs@example.org")).toBe("mailto:obs@example.org");
  expect(safeLinkHref("tel:+5591999999999")).toBe("tel:+5591999999999");
  for (const forbidden of [
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "ftp://example.org",
    "/noticias",
    "//evil.example",
    "",
    null,
  ]) {
    expect(safeLinkHref(forbidden)).toBe("");
  }
});

test("typed addresses without a scheme get the obvious one", () => {
  expect(typedLinkHref("www.example.org/pagina")).toBe("https://www.example.org/pagina");
  expect(typedLinkHref("obs@example.org")).toBe("mailto:obs@example.org");
  expect(typedLinkHref("javascript:alert(1)")).toBe("");
  expect(typedLinkHref("texto solto")).toBe("");
});
