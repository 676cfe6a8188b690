import type { Route } from "./+types/home.ts";
import { SITE_NAME } from "../site.ts";

export const meta: Route.MetaFunction = () => [
  { title: SITE_NAME },
  {
    name: "description",
    content:
      "Pesquisa, educação e checagem de fatos contra a desinformação e as fake news no Norte do Brasil.",
  },
];

export default function Home() {
  return (
    <main className="home">
      <h1>{SITE_NAME}</h1>
      <p>
        Pesquisa, educação e checagem de fatos contra a desinformação e as fake news no Norte do
        Brasil.
      </p>
    </main>
  );
}
