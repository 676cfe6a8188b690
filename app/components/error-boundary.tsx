import { isRouteErrorResponse, Link, useRouteError } from "react-router";

const MESSAGES: Record<number, { title: string; text: string }> = {
  404: {
    title: "Página não encontrada",
    text: "O endereço que você abriu não existe ou foi removido.",
  },
};
const FALLBACK = {
  title: "Algo deu errado",
  text: "Não foi possível carregar esta página. Tente novamente em instantes.",
};

/** The one error view every route family delegates to, with a message per status. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = MESSAGES[status] ?? FALLBACK;
  return (
    <main className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">Erro {status}</p>
      <h1 id="error-title">{message.title}</h1>
      <p>{message.text}</p>
      <p>
        <Link to="/">Voltar para a página inicial</Link>
      </p>
    </main>
  );
}
