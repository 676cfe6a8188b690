import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SUCCESS_TOAST_MS, ToastProvider, useToast, type ToastOptions } from "./toast.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(message, options)}>
      mostrar
    </button>
  );
}

function renderTrigger(message: string, options?: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger message={message} options={options} />
    </ToastProvider>,
  );
  const region = screen.getByRole("status");
  return { region, show: () => fireEvent.click(screen.getByRole("button", { name: "mostrar" })) };
}

test("the live region is in the page before any message, so each message is announced", () => {
  const { region, show } = renderTrigger("Membro criado!");
  expect(region.textContent).toBe("");

  show();

  expect(screen.getByRole("status")).toBe(region);
  expect(region.textContent).toBe("Membro criado!");
});

test("a success toast shows its message and disappears after 2.5 s", () => {
  const { region, show } = renderTrigger("Subprojeto criado com sucesso!");

  show();
  expect(region.textContent).toBe("Subprojeto criado com sucesso!");

  act(() => vi.advanceTimersByTime(SUCCESS_TOAST_MS - 1));
  expect(region.textContent).toBe("Subprojeto criado com sucesso!");
  act(() => vi.advanceTimersByTime(1));
  expect(region.textContent).toBe("");
  expect(SUCCESS_TOAST_MS).toBe(2500);
});

test("an error toast stays until the editor closes it", () => {
  const { region, show } = renderTrigger("Erro ao excluir subprojeto", { kind: "error" });

  show();
  act(() => vi.advanceTimersByTime(60_000));
  expect(region.textContent).toBe("Erro ao excluir subprojeto×");
  expect(region.querySelector(".toast")?.className).toBe("toast toast--error");

  fireEvent.click(screen.getByRole("button", { name: "Fechar aviso" }));
  expect(region.textContent).toBe("");
});

test("a toast can be given its own duration, and a new one replaces it", () => {
  const { region, show } = renderTrigger("Campo atualizado!", { durationMs: 1000 });

  show();
  act(() => vi.advanceTimersByTime(600));
  show();
  expect(region.querySelectorAll(".toast")).toHaveLength(1);

  act(() => vi.advanceTimersByTime(999));
  expect(region.textContent).toBe("Campo atualizado!");
  act(() => vi.advanceTimersByTime(1));
  expect(region.textContent).toBe("");
});

test("useToast outside the provider is a programming error", () => {
  vi.mocked(console.error).mockImplementationOnce(() => {});
  function Lonely() {
    useToast();
    return null;
  }
  expect(() => render(<Lonely />)).toThrow("useToast must be used inside ToastProvider");
});
