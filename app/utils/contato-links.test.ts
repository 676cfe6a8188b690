import { expect, test } from "vitest";
import { canalLinks, mailtoHref, telHref, whatsappHref } from "./contato-links.ts";

test("an e-mail address becomes a mailto link", () => {
  expect(mailtoHref(" contato@observatorio.example.org ")).toBe(
    "mailto:contato@observatorio.example.org",
  );
});

test("a phone number becomes a tel link of its digits, keeping the international plus", () => {
  expect(telHref("(69) 3216-0000")).toBe("tel:6932160000");
  expect(telHref("+55 (69) 3216-0000")).toBe("tel:+556932160000");
});

test("a WhatsApp number becomes a wa.me link of its digits only", () => {
  expect(whatsappHref("+55 (69) 99999-0000")).toBe("https://wa.me/5569999990000");
});

test("the three channels come with their texts as given and the links that open them", () => {
  expect(
    canalLinks({
      email: "contato@observatorio.example.org",
      telefone: "(69) 3216-0000",
      whatsapp: "+55 (69) 99999-0000",
    }),
  ).toEqual({
    email: {
      text: "contato@observatorio.example.org",
      href: "mailto:contato@observatorio.example.org",
    },
    telefone: { text: "(69) 3216-0000", href: "tel:6932160000" },
    whatsapp: { text: "+55 (69) 99999-0000", href: "https://wa.me/5569999990000" },
  });
});
