import { expect, test } from "vitest";
import {
  formatMonthYear,
  monthYearDateTime,
  newsletterCard,
  newsletterLink,
} from "./newsletters-display.ts";

test("writes an edition's month and year in the page's language", () => {
  expect(formatMonthYear(3, 2026, "pt")).toBe("março de 2026");
  expect(formatMonthYear(1, 2025, "pt")).toBe("janeiro de 2025");
  expect(formatMonthYear(12, 2024, "pt")).toBe("dezembro de 2024");
  expect(formatMonthYear(3, 2026, "en")).toBe("March 2026");
  expect(formatMonthYear(3, 2026, "es")).toBe("marzo de 2026");
});

test("gives the month and year in the form a time element reads", () => {
  expect(monthYearDateTime(3, 2026)).toBe("2026-03");
  expect(monthYearDateTime(11, 2024)).toBe("2024-11");
});

test("an edition links to its external address first", () => {
  const link = newsletterLink(
    { pdfLink: "https://exemplo.org/edicao-3", pdfUrl: "/media/abc.pdf" },
    "https://observatorio.example.org",
  );

  expect(link).toEqual({ href: "https://exemplo.org/edicao-3", kind: "external" });
});

test("an edition with only a stored PDF links to it on the page's origin", () => {
  const link = newsletterLink(
    { pdfLink: null, pdfUrl: "/media/abc.pdf" },
    "https://observatorio.example.org",
  );

  expect(link).toEqual({ href: "https://observatorio.example.org/media/abc.pdf", kind: "file" });
});

test("an edition with neither has no link yet", () => {
  expect(newsletterLink({ pdfLink: null, pdfUrl: null }, "https://o.example.org")).toBeNull();
});

test("a card carries the edition's texts, its period in both forms and its link", () => {
  const card = newsletterCard(
    {
      id: 7,
      titulo: "Edição de março",
      mes: 3,
      ano: 2026,
      descricao: null,
      pdfLink: null,
      pdfUrl: null,
    },
    "https://observatorio.example.org",
    "pt",
  );

  expect(card).toEqual({
    id: 7,
    titulo: "Edição de março",
    periodo: "março de 2026",
    periodoDateTime: "2026-03",
    descricao: null,
    link: null,
  });
});
