import type { z } from "zod";
import type { PaginaInputSchema, PaginaSlug } from "../api/paginas/schema.ts";

/*
 * Demo texts of the institutional pages: how a university fact-checking observatory in
 * the north of Brazil could describe its method, its corrections and its funding.
 */

export const DEMO_PAGINAS: Record<PaginaSlug, z.input<typeof PaginaInputSchema>> = {
  metodologia: {
    titulo: "Como checamos",
    conteudo: `<p>O Observatório verifica conteúdos que circulam na Amazônia e que podem causar dano: boatos sobre saúde, meio ambiente, segurança pública e eleições. Damos prioridade ao que se espalha mais depressa e ao que chega a quem tem menos acesso a outras fontes, como comunidades ribeirinhas e indígenas.</p>
<h2>Etapas de uma checagem</h2>
<ol>
<li><strong>Seleção:</strong> acompanhamos perfis e grupos públicos, rádios locais e as sugestões enviadas pelos leitores pelo formulário de contato e pelo WhatsApp. Não checamos opiniões, apenas afirmações que podem ser confirmadas ou refutadas.</li>
<li><strong>Apuração:</strong> procuramos a origem do conteúdo, consultamos documentos públicos, bases de dados oficiais e pelo menos duas fontes independentes, incluindo pesquisadores da universidade. Imagens passam por busca reversa; áudios e vídeos, por análise de contexto.</li>
<li><strong>Revisão:</strong> toda checagem é lida por um segundo membro da equipe, que refaz os passos principais antes da publicação.</li>
<li><strong>Publicação:</strong> cada checagem mostra a classificação, as fontes consultadas, a data da verificação e quem a fez, para que qualquer pessoa possa refazer o caminho.</li>
</ol>
<h2>Independência</h2>
<p>Checamos afirmações de qualquer origem política, com os mesmos critérios. Pessoas e instituições citadas são procuradas para comentar antes da publicação sempre que possível.</p>`,
  },
  "politica-de-correcoes": {
    titulo: "Política de correções",
    conteudo: `<p>Erramos às vezes, e quando isso acontece queremos que nossos leitores saibam. Esta política vale para checagens, notícias e boletins do Observatório.</p>
<h2>Como pedir uma correção</h2>
<p>Qualquer pessoa pode apontar um erro pelo formulário da página de contato, informando o endereço da publicação e, se possível, a fonte que mostra o problema. Respondemos em até cinco dias úteis.</p>
<h2>O que fazemos</h2>
<ul>
<li><strong>Erros de informação</strong> (um dado, uma data, um nome): corrigimos o texto e acrescentamos ao final uma nota com a data e o que foi alterado.</li>
<li><strong>Mudança de classificação:</strong> quando uma nova evidência altera a conclusão de uma checagem, atualizamos a classificação, explicamos o motivo no texto e mantemos o registro da classificação anterior.</li>
<li><strong>Erros de digitação</strong> que não mudam o sentido são corrigidos sem nota.</li>
</ul>
<p>Não apagamos publicações para esconder erros. Uma publicação só é retirada do ar por decisão judicial ou para proteger a segurança de alguém, e nesse caso informamos a retirada.</p>`,
  },
  transparencia: {
    titulo: "Transparência",
    conteudo: `<p>O Observatório de Desinformação e Fake News da Amazônia é um projeto de pesquisa e extensão de uma universidade pública da região Norte. Publicamos aqui quem somos, quem nos financia e como tomamos decisões.</p>
<h2>Financiamento</h2>
<ul>
<li>Bolsas de iniciação científica e de extensão da universidade;</li>
<li>edital de pesquisa do CNPq para estudos sobre desinformação em saúde;</li>
<li>apoio da fundação estadual de amparo à pesquisa para oficinas de educação midiática em escolas públicas.</li>
</ul>
<p>Não recebemos recursos de partidos políticos, candidatos, governos em campanha nem de plataformas de redes sociais. Nenhum financiador tem acesso às checagens antes da publicação ou influência sobre o que verificamos.</p>
<h2>Equipe e decisões</h2>
<p>A coordenação é formada por professores da universidade. As pautas são definidas em reunião semanal aberta a toda a equipe, e a página Equipe lista todas as pessoas que participam do projeto.</p>
<h2>Dados pessoais</h2>
<p>As mensagens enviadas pelo formulário de contato são usadas apenas para responder a quem escreveu e para sugerir pautas; não são repassadas a terceiros.</p>`,
  },
};
