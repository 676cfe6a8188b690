import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { Toast, TOAST_DURATION_MS, useToast } from "./toast.tsx";

function Harness() {
  const { toast, showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast("Link copiado!")}>
        ok
      </button>
      <button type="button" onClick={() => showToast("Falhou.", "error")}>
        erro
      </button>
      <Toast toast={toast} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test("a toast shows its text in a polite live region and disappears after 2.5 s", () => {
  render(<Harness />);
  const region = screen.getByRole("status");
  expect(region.textContent).toBe("");

  fireEvent.click(screen.getByRole("button", { name: "ok" }));

  expect(region.textContent).toBe("Link copiado!");
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(region.textContent).toBe("Link copiado!");
  act(() => vi.advanceTimersByTime(1));
  expect(region.textContent).toBe("");
});

test("a new toast replaces the one showing and gets the whole duration", () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole("button", { name: "ok" }));
  const first = screen.getByText("Link copiado!");
  act(() => vi.advanceTimersByTime(2000));

  fireEvent.click(screen.getByRole("button", { name: "ok" }));

  // A new element, so that assistive technology announces the repeated text again.
  expect(screen.getByText("Link copiado!")).not.toBe(first);
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByRole("status").textContent).toBe("Link copiado!");
  act(() => vi.advanceTimersByTime(500));
  expect(screen.getByRole("status").textContent).toBe("");
});

test("an error toast is marked as such", () => {
  render(<Harness />);

  fireEvent.click(screen.getByRole("button", { name: "erro" }));

  expect(screen.getByText("Falhou.").className).toBe("toast toast--error");
});
