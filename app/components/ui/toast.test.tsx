import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  TOAST_DURATION_MS,
  ToastProvider,
  ToastRegion,
  useToast,
  type ToastOptions,
} from "./toast.tsx";

/** Moves the fake clock on, inside act so that React applies the updates. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

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

function renderTrigger(message: string, options?: ToastOptions, dismissLabel?: string) {
  render(
    <ToastProvider>
      <Trigger message={message} options={options} />
      <ToastRegion dismissLabel={dismissLabel} />
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
  const { region, show } = renderTrigger("Link copiado!");

  show();
  expect(region.textContent).toBe("Link copiado!");

  advance(TOAST_DURATION_MS - 1);
  expect(region.textContent).toBe("Link copiado!");
  advance(1);
  expect(region.textContent).toBe("");
  expect(TOAST_DURATION_MS).toBe(2500);
});

test("a new toast replaces the one showing and gets the whole duration", () => {
  const { region, show } = renderTrigger("Link copiado!");
  show();
  const first = screen.getByText("Link copiado!");
  advance(2000);

  show();

  // A new element, so that assistive technology announces the repeated text again.
  expect(screen.getByText("Link copiado!")).not.toBe(first);
  expect(region.querySelectorAll(".toast")).toHaveLength(1);
  advance(2000);
  expect(region.textContent).toBe("Link copiado!");
  advance(500);
  expect(region.textContent).toBe("");
});

test("an error toast stays until it is closed with the region's close button", () => {
  const { region, show } = renderTrigger(
    "Erro ao excluir subprojeto",
    { kind: "error" },
    "Fechar aviso",
  );

  show();
  advance(60_000);
  expect(region.textContent).toBe("Erro ao excluir subprojeto×");
  expect(region.querySelector(".toast")?.className).toBe("toast toast--error");

  fireEvent.click(screen.getByRole("button", { name: "Fechar aviso" }));
  expect(region.textContent).toBe("");
});

test("an error toast with a duration and no close label goes by itself, without a button", () => {
  const { region, show } = renderTrigger("Falhou.", {
    kind: "error",
    durationMs: TOAST_DURATION_MS,
  });

  show();
  expect(region.querySelector(".toast")?.className).toBe("toast toast--error");
  expect(screen.queryByRole("button", { name: "Fechar aviso" })).toBeNull();
  expect(region.querySelector("button")).toBeNull();
  advance(TOAST_DURATION_MS);
  expect(region.textContent).toBe("");
});

test("a toast can be given its own duration", () => {
  const { region, show } = renderTrigger("Campo atualizado!", { durationMs: 1000 });

  show();
  advance(999);
  expect(region.textContent).toBe("Campo atualizado!");
  advance(1);
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
