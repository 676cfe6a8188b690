import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test } from "vitest";
import { httpImageUrl, ImageInput, prepareImageFile, scaledSize } from "./image-input.tsx";

afterEach(cleanup);

/*
 * Decoding, scaling and encoding need a real browser (jsdom has no image decoder or
 * canvas): tests/e2e/admin-kit.test.ts covers them. These check the picker's own logic.
 */

function Picker({ initial = "", values }: { initial?: string; values: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="Membro" onSubmit={() => values.push("submetido")}>
      <ImageInput
        id="foto"
        name="foto"
        label="Foto"
        value={value}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
    </form>
  );
}

const urlField = () => screen.getByLabelText(/Ou informe o endereço da imagem/) as HTMLInputElement;

test("images are never scaled up and keep their proportions when scaled down", () => {
  expect(scaledSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  expect(scaledSize(1600, 900)).toEqual({ width: 1600, height: 900 });
  expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
  expect(scaledSize(3201, 1)).toEqual({ width: 1600, height: 1 });
});

test("only http and https addresses are images by address", () => {
  expect(httpImageUrl(" https://example.org/foto.jpg ")).toBe("https://example.org/foto.jpg");
  expect(httpImageUrl("http://example.org/foto.png")).toBe("http://example.org/foto.png");
  expect(httpImageUrl("javascript:alert(1)")).toBeUndefined();
  expect(httpImageUrl("/media/x.webp")).toBeUndefined();
  expect(httpImageUrl("foto.jpg")).toBeUndefined();
});

test("a file that is not an image is refused with a clear message", async () => {
  await expect(
    prepareImageFile(new File(["%PDF-1.7"], "a.pdf", { type: "application/pdf" })),
  ).rejects.toThrow(
    "O arquivo escolhido não é uma imagem. Escolha um arquivo JPG, PNG, WebP ou GIF.",
  );
  const values: string[] = [];
  render(<Picker values={values} />);
  const input = screen.getByLabelText("Escolher arquivo de imagem") as HTMLInputElement;
  expect(input.accept).toBe("image/*");

  await act(async () => {
    fireEvent.change(input, {
      target: { files: [new File(["texto"], "notas.txt", { type: "text/plain" })] },
    });
  });

  const alert = screen.getByRole("alert");
  expect(alert.textContent).toBe(
    "O arquivo escolhido não é uma imagem. Escolha um arquivo JPG, PNG, WebP ou GIF.",
  );
  expect(input.getAttribute("aria-describedby")).toContain(alert.id);
  expect(values).toEqual([]);
});

test("a very large file is refused before it is read", async () => {
  const huge = new File([new Uint8Array(40 * 1024 * 1024 + 1)], "enorme.png", {
    type: "image/png",
  });

  await expect(prepareImageFile(huge)).rejects.toThrow(
    "A imagem é grande demais: escolha um arquivo de até 40 MB.",
  );
});

test("an http(s) address is used with the button or Enter, without submitting the form", () => {
  const values: string[] = [];
  render(<Picker values={values} />);

  fireEvent.change(urlField(), { target: { value: "javascript:alert(1)" } });
  fireEvent.click(screen.getByRole("button", { name: "Usar endereço" }));
  expect(screen.getByRole("alert").textContent).toBe(
    "Informe um endereço que comece com http:// ou https://.",
  );
  expect(urlField().value).toBe("javascript:alert(1)");

  fireEvent.change(urlField(), { target: { value: "https://example.org/foto.jpg" } });
  fireEvent.keyDown(urlField(), { key: "Enter" });

  expect(values).toEqual(["https://example.org/foto.jpg"]);
  expect(screen.queryByRole("alert")).toBeNull();
  expect((screen.getByRole("img") as HTMLImageElement).src).toBe("https://example.org/foto.jpg");
});

test("an image the page cannot preview is still kept, with a note saying so", () => {
  const values: string[] = [];
  render(<Picker initial="https://example.org/foto.jpg" values={values} />);
  expect(urlField().value).toBe("https://example.org/foto.jpg");

  fireEvent.error(screen.getByRole("img"));

  expect(screen.queryByRole("img")).toBeNull();
  expect(
    screen.queryByText(/A pré-visualização deste endereço não pode ser mostrada/),
  ).not.toBeNull();
  expect(values).toEqual([]);
});

test("the chosen image can be removed", () => {
  const values: string[] = [];
  render(<Picker initial="/media/abc.800x600.webp" values={values} />);
  expect(
    screen.getByRole("img", { name: "Pré-visualização da imagem escolhida" }).getAttribute("src"),
  ).toBe("/media/abc.800x600.webp");

  fireEvent.click(screen.getByRole("button", { name: "Remover imagem" }));

  expect(values).toEqual([""]);
  expect(screen.queryByRole("img")).toBeNull();
});

function paste(target: HTMLElement, files: File[]) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { files, items: [], getData: () => "", types: [] } });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

test("pasting text into the address field types it as usual", () => {
  render(<Picker values={[]} />);

  const event = paste(urlField(), []);

  expect(event.defaultPrevented).toBe(false);
});

test("pasting a file that is not an image says so", () => {
  const values: string[] = [];
  render(<Picker values={values} />);

  const event = paste(urlField(), [new File(["%PDF"], "a.pdf", { type: "application/pdf" })]);

  expect(event.defaultPrevented).toBe(true);
  expect(screen.getByRole("alert").textContent).toBe(
    "O arquivo escolhido não é uma imagem. Escolha um arquivo JPG, PNG, WebP ou GIF.",
  );
  expect(values).toEqual([]);
});
