import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { withoutHydrationMarkers } from "./static-html.server.ts";

test("a rendered page loses React's text separators and discovery flags, and nothing else", () => {
  const count = 3;
  const html = renderToString(
    <p>
      Página {count} de {count + 1}{" "}
      <a href="/noticias" data-discover="true">
        Notícias &lt;!-- --&gt;
      </a>
    </p>,
  );
  expect(html).toContain("<!-- -->");

  expect(withoutHydrationMarkers(html)).toBe(
    '<p>Página 3 de 4 <a href="/noticias">Notícias &lt;!-- --&gt;</a></p>',
  );
});
