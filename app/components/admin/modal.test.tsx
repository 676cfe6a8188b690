import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import { Modal, ModalCancelButton } from "./modal.tsx";

/*
 * jsdom has no showModal(): these stand-ins only open and close the element, so the tests
 * here check the component's own wiring. The browser's part (inert page, Esc, focus
 * trapping) is checked in a real browser in tests/e2e/admin-kit.test.ts.
 */
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
});
afterEach(() => {
  cleanup();
  // Only this file's stand-ins: the shared setup owns the console.error spy.
  Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
  Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
  confirmSpy?.mockRestore();
  confirmSpy = undefined;
});

let confirmSpy: MockInstance<Window["confirm"]> | undefined;
function answerConfirm(answer: boolean) {
  confirmSpy ??= vi.spyOn(window, "confirm");
  return confirmSpy.mockReturnValue(answer);
}

function Editor({ dirty = false }: { dirty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        + Novo Subprojeto
      </button>
      <Modal open={open} title="Novo Subprojeto" dirty={dirty} onClose={() => setOpen(false)}>
        <label>
          Nome do Projeto
          <input />
        </label>
        <ModalCancelButton />
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole("button", { name: "+ Novo Subprojeto" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const dialog = () => document.querySelector("dialog") as HTMLDialogElement;
const cancelRequest = () =>
  act(() => {
    dialog().dispatchEvent(new Event("cancel", { cancelable: true }));
  });

test("the dialog opens as a modal named by its title", () => {
  render(<Editor />);

  openModal();

  expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
  expect(dialog().open).toBe(true);
  expect(screen.getByRole("dialog", { name: "Novo Subprojeto" })).toBe(dialog());
  expect(dialog().getAttribute("aria-labelledby")).toBe(
    screen.getByRole("heading", { name: "Novo Subprojeto" }).id,
  );
});

test("Cancelar closes it and gives the focus back to the button that opened it", () => {
  render(<Editor />);
  const opener = openModal();

  fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));

  expect(dialog().open).toBe(false);
  expect(document.activeElement).toBe(opener);
});

test("Esc closes it through the dialog's cancel event", () => {
  render(<Editor />);
  const opener = openModal();

  cancelRequest();

  expect(dialog().open).toBe(false);
  expect(document.activeElement).toBe(opener);
});

test("with unsaved data, closing asks first and keeps the form when the editor says no", () => {
  const confirm = answerConfirm(false);
  render(<Editor dirty />);
  openModal();
  fireEvent.change(screen.getByLabelText("Nome do Projeto"), { target: { value: "Vacinas" } });

  cancelRequest();
  fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));

  expect(confirm).toHaveBeenCalledTimes(2);
  expect(confirm).toHaveBeenCalledWith("Descartar o que você digitou e ainda não foi salvo?");
  expect(dialog().open).toBe(true);
  expect((screen.getByLabelText("Nome do Projeto") as HTMLInputElement).value).toBe("Vacinas");

  confirm.mockReturnValue(true);
  fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));

  expect(dialog().open).toBe(false);
});

test("a close the browser does not let the page refuse reopens the dialog if the editor says no", () => {
  answerConfirm(false);
  render(<Editor dirty />);
  openModal();

  act(() => {
    dialog().removeAttribute("open");
    dialog().dispatchEvent(new Event("close"));
  });

  expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(2);
  expect(dialog().open).toBe(true);
});

test("without unsaved data nothing is asked", () => {
  const confirm = answerConfirm(true);
  render(<Editor />);
  openModal();

  fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));

  expect(confirm).not.toHaveBeenCalled();
});
