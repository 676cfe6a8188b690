import { expect, test } from "vitest";
import { canalLinks, mailtoHref, telHref, whatsappHref } from "./contato-links.ts";

test("an e-mail address becomes a mailto link", () => {
  expect(mailtoHref(" contato@observatorio.example.org ")).toBe(
    "mailto:contato@observatorio.example.org",
  );
});

test("a phone number becomes a tel link in international form, Brazilian when no country is given", () => {
  expect(telHref("(69) 3216-0000")).toBe("tel:+556932160000");
  expect(telHref("+55 (69) 3216-0000")).toBe("tel:+556932160000");
  expect(telHref("+351 21 000 0000")).toBe("tel:+351210000000");
});

test("a WhatsApp number becomes a wa.me link of its international digits", () => {
  expect(whatsappHref("(93) 99999-1234")).toBe("https://wa.me/5593999991234");
  expect(whatsappHref("+5593999991234")).toBe("https://wa.me/5593999991234");
  expect(whatsappHref("+55 (69) 99999-0000")).toBe("https://wa.me/5569999990000");
});

test("a stored value that is no number still links to its digits", () => {
  expect(telHref("ramal +12")).toBe("tel:12");
  expect(whatsappHref("zap 12-34")).toBe("https://wa.me/1234");
});

test("the three channels come with their numbers written the Brazilian way and the links that open them", () => {
  expect(
    canalLinks({
      email: "contato@observatorio.example.org",
      telefone: "+556932160000",
      whatsapp: "+5569999990000",
    }),
  ).toEqual({
    email: {
      text: "contato@observatorio.example.org",
      href: "mailto:contato@observatorio.example.org",
    },
    telefone: { text: "(69) 3216-0000", href: "tel:+556932160000" },
    whatsapp: { text: "(69) 99999-0000", href: "https://wa.me/5569999990000" },
  });
});
