import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import {
  fillFragments,
  FragmentProvider,
  newFragmentRender,
  ServerFragment,
  type FragmentStore,
} from "./server-fragment.tsx";

const rendered = vi.fn();

function Header({ label }: { label: string }) {
  rendered(label);
  return (
    <header className="site-header">
      <a href="/">{label}</a>
    </header>
  );
}

/** A page as the server's entry renders it, with the header under `cacheKey`. */
function page(store: FragmentStore | undefined, label: string, cacheKey: string | undefined) {
  const tree = (
    <body>
      <ServerFragment cacheKey={cacheKey}>
        <Header label={label} />
      </ServerFragment>
      <main>{label}</main>
    </body>
  );
  if (!store) return renderToString(tree);
  const render = newFragmentRender(store);
  return fillFragments(
    renderToString(<FragmentProvider value={render}>{tree}</FragmentProvider>),
    render,
  );
}

const plain = (label: string) =>
  `<body><header class="site-header"><a href="/">${label}</a></header><main>${label}</main></body>`;

test("renders a fragment once per key and writes the stored markup into later pages", () => {
  const store: FragmentStore = new Map();
  rendered.mockClear();

  expect(page(store, "Início", "header pt")).toBe(plain("Início"));
  expect(page(store, "Início", "header pt")).toBe(plain("Início"));
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(store.get("header pt")).toBe(
    '<header class="site-header"><a href="/">Início</a></header>',
  );

  expect(page(store, "Home", "header en")).toBe(plain("Home"));
  expect(rendered).toHaveBeenCalledTimes(2);
});

test("without a store or a key, the fragment renders as any other markup", () => {
  rendered.mockClear();
  expect(page(undefined, "Início", "header pt")).toBe(plain("Início"));
  const store: FragmentStore = new Map();
  expect(page(store, "Início", undefined)).toBe(plain("Início"));
  expect(page(store, "Início", undefined)).toBe(plain("Início"));
  expect(rendered).toHaveBeenCalledTimes(3);
  expect(store.size).toBe(0);
});

test("markup that carries an answer's nonce is not kept", () => {
  const store: FragmentStore = new Map();
  const render = newFragmentRender(store);
  const html = renderToString(
    <FragmentProvider value={render}>
      <ServerFragment cacheKey="with script">
        <script nonce="abc">{"1"}</script>
      </ServerFragment>
    </FragmentProvider>,
  );
  expect(fillFragments(html, render)).toBe('<script nonce="abc">1</script>');
  expect(store.size).toBe(0);
});
