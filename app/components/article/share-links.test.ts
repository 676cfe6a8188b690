import { expect, test } from "vitest";
import { shareLinks } from "./share-links.ts";

test("each target gets the page address, Twitter the title, WhatsApp the whole message", () => {
  const links = shareLinks({
    url: "https://observatorio.example/noticia/7",
    title: "Vacinas & mitos: o que é falso?",
    whatsappText: "Vacinas & mitos\nhttps://observatorio.example/noticia/7",
  });

  expect(links).toEqual({
    facebook:
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fobservatorio.example%2Fnoticia%2F7",
    twitter:
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fobservatorio.example%2Fnoticia%2F7&text=Vacinas%20%26%20mitos%3A%20o%20que%20%C3%A9%20falso%3F",
    whatsapp:
      "https://wa.me/?text=Vacinas%20%26%20mitos%0Ahttps%3A%2F%2Fobservatorio.example%2Fnoticia%2F7",
  });
});
