import type { z } from "zod";
import {
  REDE_SOCIAL_TIPOS,
  type ContatoInstitucionalInputSchema,
} from "../api/contato-institucional/schema.ts";
import type { MembroInputSchema } from "../api/equipe/schema.ts";
import type { FakeNewsFormValues } from "../api/fake-news/schema.ts";
import type { NewsletterInputSchema } from "../api/newsletters/schema.ts";
import type { NoticiaFormValues } from "../api/noticias/schema.ts";
import type { SobreProjetoInputSchema } from "../api/sobre-projeto/schema.ts";
import type { SubprojetoInputSchema } from "../api/subprojetos/schema.ts";
import type { Illustration, Portrait } from "./demo-images.ts";
import type { PdfDocument } from "./demo-pdf.ts";

/*
 * The demo content, written as an editor would type it into the admin forms. People are
 * invented (their middle names are rivers of the region), addresses use example.org and
 * the Lattes numbers are placeholders. Dates are relative, so the demo always looks recent.
 */

/** An illustration with the caption and alt text the form sends beside it. */
export type DemoImage = Illustration & { legenda: string; alt: string };

type PerImage = "imagens" | "legendas" | "alts";

export type DemoNoticia = {
  input: Omit<NoticiaFormValues, PerImage>;
  imagens: DemoImage[];
  horasAtras: number;
};

export type DemoFakeNews = {
  input: Omit<FakeNewsFormValues, PerImage | "data_verificacao">;
  imagens: DemoImage[];
  diasAtras: number;
};

export type DemoSubprojeto = {
  input: Omit<z.input<typeof SubprojetoInputSchema>, "dataInicio">;
  mesesAtras: number;
};

export type DemoMembro = {
  input: Omit<z.input<typeof MembroInputSchema>, "foto">;
  retrato?: Portrait;
};

export type DemoNewsletter = {
  input: Omit<z.input<typeof NewsletterInputSchema>, "mes" | "ano" | "pdfUrl">;
  mesesAtras: number;
  /** A PDF made here and stored as an upload would be. */
  pdf?: PdfDocument;
};

const IMAGEM = {
  mensagens: {
    motif: "mensagens",
    legenda:
      "Ilustração: áudios e correntes encaminhadas circulam depressa em grupos de mensagens.",
    alt: "Ilustração de um celular com balões de conversa, uma mensagem de áudio e um sinal de alerta",
  },
  rio: {
    motif: "rio",
    background: 1,
    legenda: "Ilustração: na cheia, casas de palafita e a régua que mede o nível do rio.",
    alt: "Ilustração de casas sobre palafitas à beira de um rio cheio, ao lado de uma régua de nível",
  },
  remedio: {
    motif: "remedio",
    background: 2,
    legenda: "Ilustração: nenhuma receita caseira substitui o diagnóstico e o tratamento.",
    alt: "Ilustração de uma folha, um frasco de remédio caseiro e cápsulas, com um sinal de proibido",
  },
  queimada: {
    motif: "queimada",
    background: 3,
    legenda: "Ilustração: fotos antigas de queimadas reaparecem a cada período seco.",
    alt: "Ilustração de uma floresta em chamas sob fumaça, com uma foto antiga e um calendário",
  },
  vacina: {
    motif: "vacina",
    legenda: "Ilustração: vacinas passam por testes e monitoramento contínuo.",
    alt: "Ilustração de um escudo com sinal de verificado, uma seringa e um frasco de vacina",
  },
  deepfake: {
    motif: "deepfake",
    background: 2,
    legenda: "Ilustração: vídeos manipulados por inteligência artificial deixam sinais.",
    alt: "Ilustração de um vídeo com um rosto parcialmente pixelado, uma lupa e uma urna",
  },
  checagem: {
    motif: "checagem",
    background: 1,
    legenda: "Ilustração: checar uma informação é um trabalho que se aprende.",
    alt: "Ilustração de uma lupa sobre um texto com marcas de certo e errado, e pessoas ao lado",
  },
  radio: {
    motif: "radio",
    background: 3,
    legenda: "Ilustração: o rádio leva checagens a quem não tem internet estável.",
    alt: "Ilustração de uma torre de rádio transmitindo sobre casas ribeirinhas, com um microfone",
  },
  guia: {
    motif: "checagem",
    background: 2,
    legenda: "Ilustração: as cinco perguntas do guia ajudam a checar antes de repassar.",
    alt: "Ilustração de uma lupa sobre um texto com marcas de certo e errado",
  },
  encaminhadas: {
    motif: "mensagens",
    background: 1,
    legenda: "Ilustração: conteúdos manipulados se espalham como mensagens encaminhadas.",
    alt: "Ilustração de um celular com balões de conversa e um sinal de alerta",
  },
  ribeirinhos: {
    motif: "rio",
    background: 3,
    legenda: "Ilustração: comunidades ribeirinhas ouvem os boletins pelo rádio.",
    alt: "Ilustração de casas sobre palafitas à beira de um rio",
  },
} as const satisfies Record<string, DemoImage>;

/** Newest first. The first title marks the demo as loaded. */
export const DEMO_NOTICIAS: DemoNoticia[] = [
  {
    horasAtras: 20,
    imagens: [IMAGEM.mensagens, IMAGEM.guia],
    input: {
      titulo:
        "Áudios alarmistas no WhatsApp: observatório lança guia para checar antes de compartilhar",
      subtitulo:
        "Material gratuito reúne cinco perguntas simples para reconhecer correntes falsas que circulam em grupos de família, de bairro e de igreja na região Norte",
      lead: "<p>Com linguagem direta e exemplos colhidos em grupos públicos da região, o guia ensina a desconfiar de áudios sem autoria, prints sem data e mensagens que pedem compartilhamento urgente.</p>",
      conteudo: `<p>Quem tem celular na Amazônia conhece a cena: um áudio de dois minutos, narrado por alguém que se apresenta como “enfermeira”, “funcionário da prefeitura” ou “primo de um policial”, chega ao grupo da família com um aviso grave e um pedido — “repassem para o máximo de pessoas”. Em poucas horas, o mesmo conteúdo aparece em dezenas de grupos de bairro, de igreja e de escola.</p>
<p>Para ajudar a quebrar essa corrente, o observatório publicou o guia <em>Antes de repassar</em>, construído a partir da análise de mensagens encaminhadas em grupos públicos acompanhados pela equipe ao longo do último ano.</p>
<h2>As cinco perguntas do guia</h2>
<ol>
<li><strong>Quem está falando?</strong> Áudios sem nome completo, cargo verificável ou instituição identificada merecem desconfiança.</li>
<li><strong>Quando isso aconteceu?</strong> Conteúdos antigos voltam a circular como se fossem novos, principalmente em épocas de cheia, de queimadas e de eleições.</li>
<li><strong>Onde mais essa informação aparece?</strong> Um alerta verdadeiro costuma ser divulgado também pelos canais oficiais e pela imprensa local.</li>
<li><strong>A mensagem pede pressa?</strong> Expressões como “urgente”, “antes que apaguem” e “a mídia não mostra” são sinais clássicos de manipulação.</li>
<li><strong>Ela mexe com o meu medo ou com a minha raiva?</strong> Conteúdos que provocam emoções fortes são os que mais circulam — e os que mais pedem cuidado.</li>
</ol>
<p>O guia traz ainda um passo a passo para pesquisar imagens e trechos de texto em buscadores e sugestões para conversar, sem constrangimento, com parentes que compartilharam um conteúdo falso.</p>
<h3>Nas unidades de saúde, nas escolas e nos barcos</h3>
<p>Além da versão digital, a equipe vai distribuir cartazes em unidades básicas de saúde, escolas e embarcações de linha que fazem o transporte entre municípios ribeirinhos. O material completo está em <a href="https://example.org/guia-antes-de-repassar">example.org/guia-antes-de-repassar</a>.</p>`,
      conclusao:
        "<p>Checar leva poucos minutos; desfazer o estrago de um boato pode levar semanas. O convite do observatório é simples: na dúvida, não repasse — pergunte.</p>",
      fontes: [
        "Guia “Antes de repassar”, publicado pelo observatório",
        "Levantamento de mensagens encaminhadas em grupos públicos de WhatsApp acompanhados pela equipe",
        "https://example.org/guia-antes-de-repassar",
      ],
      tags: "WhatsApp, educação midiática, correntes, guia",
      video: "https://www.youtube.com/watch?v=exemplo0001",
      autor: "Helena Tapajós Vieira",
    },
  },
  {
    horasAtras: 74,
    imagens: [IMAGEM.rio],
    input: {
      titulo: "Na cheia dos rios, boatos correm mais rápido que os alertas oficiais",
      subtitulo:
        "Análise de mensagens do período chuvoso mostra que vídeos antigos de enchentes e falsos avisos de evacuação se espalharam por comunidades ribeirinhas",
      lead: "<p>Levantamento do observatório encontrou dezenas de versões de um mesmo falso aviso de evacuação, além de vídeos de cheias de anos anteriores apresentados como se fossem atuais.</p>",
      conteudo: `<p>Todo ano, quando o nível dos rios sobe, famílias ribeirinhas precisam decidir se ficam em casa, se levantam o assoalho das palafitas ou se buscam abrigo com parentes na cidade. É justamente nesse momento de incerteza que os boatos encontram terreno fértil.</p>
<p>Entre os conteúdos mais compartilhados no período analisado estão:</p>
<ul>
<li>vídeos de enchentes de anos anteriores, apresentados como registros “de hoje”;</li>
<li>supostos avisos de evacuação atribuídos à Defesa Civil, sem data, sem assinatura e fora dos canais oficiais;</li>
<li>previsões sobre “a maior cheia da história”, sem qualquer referência a medições;</li>
<li>correntes afirmando que a água da torneira estaria contaminada em bairros inteiros.</li>
</ul>
<h2>Por que esses boatos funcionam</h2>
<p>Para a pesquisadora Iara Xingu Batista, que coordena o monitoramento, a combinação de medo real, acesso limitado à internet e confiança nos grupos locais explica a velocidade da circulação. “Quando o rio está subindo na porta de casa, ninguém para para conferir a data de um vídeo. A mensagem chega pelo vizinho, e o vizinho é alguém em quem a gente confia”, explica.</p>
<p>A recomendação é acompanhar os boletins de nível dos rios divulgados pelos órgãos responsáveis e pelas rádios locais, que costumam ler os comunicados oficiais na íntegra.</p>`,
      conclusao:
        "<p>Em emergências, informação confiável também é proteção. Antes de repassar um aviso, confira se ele foi divulgado pelos canais oficiais do seu município.</p>",
      fontes: [
        "Monitoramento de grupos públicos de mensagens durante o período chuvoso",
        "Entrevistas com moradores de comunidades ribeirinhas",
        "Boletins de nível dos rios publicados pelos órgãos de monitoramento hidrológico",
      ],
      tags: "cheia, rios, comunidades ribeirinhas, Defesa Civil",
      uf: "AM",
      municipio: "Manaus",
      autor: "Davi Jamari Rocha",
    },
  },
  {
    horasAtras: 150,
    imagens: [IMAGEM.remedio],
    input: {
      titulo:
        "“Cura milagrosa” para malária: receitas caseiras preocupam agentes de saúde no interior",
      subtitulo:
        "Chás, garrafadas e até misturas com produtos de limpeza são oferecidos em grupos como substitutos do tratamento, o que pode atrasar o diagnóstico e agravar a doença",
      lead: "<p>Agentes comunitários de saúde relatam que pacientes chegam às unidades depois de dias tentando tratamentos caseiros divulgados por mensagens e vídeos curtos.</p>",
      conteudo: `<p>A malária continua sendo um problema de saúde pública em vários municípios da Amazônia. O tratamento é gratuito no SUS, mas depende de diagnóstico rápido, feito por exame de sangue, e do uso correto dos medicamentos indicados pelos profissionais de saúde.</p>
<p>Nos últimos meses, a equipe do observatório encontrou em grupos de mensagens e em redes sociais receitas que prometem “curar a malária em três dias” com chás de cascas de árvores, garrafadas e até misturas que levam produtos de limpeza. Alguns vídeos somam milhares de visualizações.</p>
<h2>O que dizem os profissionais</h2>
<p>Para a agente comunitária Raimunda Mamoré Sousa, que atua há quinze anos em comunidades do baixo rio, o problema não são as plantas em si, mas a promessa de que elas substituem o tratamento. “O conhecimento tradicional tem o seu valor. O perigo é quando alguém deixa de fazer o exame porque viu no celular que um chá resolve”, afirma.</p>
<ul>
<li>Febre, calafrios e dor de cabeça em quem vive ou esteve em área de transmissão pedem exame o quanto antes.</li>
<li>Nenhum chá, garrafada ou suplemento substitui os medicamentos indicados depois do diagnóstico.</li>
<li>Produtos de limpeza <strong>nunca</strong> devem ser ingeridos.</li>
</ul>`,
      fontes: [
        "Entrevistas com agentes comunitários de saúde de comunidades ribeirinhas",
        "Orientações de vigilância em saúde sobre diagnóstico e tratamento da malária",
        "Amostra de vídeos curtos e mensagens reunida pelo observatório",
      ],
      tags: "saúde, malária, curas falsas, agentes de saúde",
      uf: "PA",
      autor: "Otávio Purus Lemos",
    },
  },
  {
    horasAtras: 242,
    imagens: [IMAGEM.queimada],
    input: {
      titulo: "Fotos antigas de queimadas voltam a circular como se fossem deste ano",
      subtitulo:
        "Com a chegada do período seco, imagens de incêndios de outros anos — e até de outros países — reaparecem nas redes com legendas enganosas",
      lead: "<p>A busca reversa mostra que boa parte das fotos mais compartilhadas sobre queimadas na região foi publicada pela primeira vez anos atrás, em outros contextos.</p>",
      conteudo: `<p>As queimadas são um problema real e grave na Amazônia, com impactos diretos na saúde da população e no clima. Justamente por isso, imagens fora de contexto atrapalham: alimentam tanto o alarmismo quanto o discurso de que “tudo é montagem”.</p>
<p>A equipe do observatório analisou as imagens mais compartilhadas em perfis e grupos da região nas primeiras semanas do período seco. Em muitos casos, a mesma fotografia já havia sido publicada anos antes, às vezes associada a incêndios em outros estados ou em outros países.</p>
<h2>Como conferir a origem de uma imagem</h2>
<ol>
<li>Faça uma busca reversa da imagem em mais de um buscador.</li>
<li>Ordene os resultados pela data mais antiga.</li>
<li>Compare detalhes da paisagem, da vegetação e das construções com o lugar citado.</li>
<li>Desconfie de imagens sem autoria ou cortadas para esconder marcas d’água.</li>
</ol>
<p>Checar a origem de uma foto não diminui a gravidade das queimadas. Ao contrário: informação precisa ajuda a cobrar as medidas certas, nos lugares certos.</p>`,
      conclusao:
        "<p>Imagens fora de contexto enfraquecem o debate sobre um problema que é real. Registros atuais, com data e local, são a melhor forma de informar.</p>",
      fontes: [
        "Busca reversa de imagens feita pela equipe do observatório",
        "Séries públicas de focos de calor de sistemas de monitoramento por satélite",
        "https://example.org/metodologia/busca-reversa",
      ],
      tags: "queimadas, clima, imagens fora de contexto, checagem",
      uf: "PA",
      municipio: "Marabá",
      autor: "Júlia Juruá Campos",
    },
  },
  {
    horasAtras: 365,
    imagens: [IMAGEM.vacina],
    input: {
      titulo:
        "Boatos sobre vacinas ainda afastam famílias das salas de vacinação em comunidades ribeirinhas",
      subtitulo:
        "Pesquisa do observatório ouviu profissionais de saúde que atuam em embarcações e postos fluviais; o medo de efeitos inventados é a queixa mais citada",
      lead: "<p>Mensagens que falam em “chips”, “veneno” e doenças causadas por vacinas aparecem entre os motivos citados por famílias que adiam a vacinação das crianças.</p>",
      conteudo: `<p>Levar vacinas a comunidades distantes exige barco, planejamento e equipes que passam dias navegando. Quando a equipe chega e encontra famílias desconfiadas por causa de uma mensagem recebida no celular, todo esse esforço pode se perder.</p>
<p>Em entrevistas com profissionais de saúde que atuam em unidades fluviais, o observatório reuniu os boatos mais citados:</p>
<ul>
<li>vacinas que conteriam “chips” de rastreamento;</li>
<li>doses que causariam infertilidade ou doenças graves anos depois;</li>
<li>a ideia de que quem já teve a doença nunca precisa se vacinar.</li>
</ul>
<p>Nenhuma dessas afirmações tem base científica. As vacinas do calendário nacional passam por testes clínicos, aprovação regulatória e monitoramento contínuo de eventos adversos.</p>
<h2>Conversa, não confronto</h2>
<p>Os profissionais ouvidos contam que o melhor caminho é escutar as dúvidas com respeito e responder com exemplos concretos. Lideranças comunitárias, professores e comunicadores de rádios locais têm papel decisivo nessa aproximação.</p>`,
      conclusao:
        "<p>A vacinação é uma das formas mais seguras e eficazes de proteger a comunidade. Dúvidas devem ser levadas aos profissionais de saúde, não aos grupos de mensagens.</p>",
      fontes: [
        "Entrevistas com profissionais de saúde de unidades fluviais",
        "Informações públicas sobre o calendário nacional de vacinação",
        "Subprojeto “Percepção de vacinas em comunidades ribeirinhas e indígenas”",
      ],
      tags: "vacinas, saúde, comunidades ribeirinhas",
      autor: "Helena Tapajós Vieira",
    },
  },
  {
    horasAtras: 505,
    imagens: [IMAGEM.deepfake, IMAGEM.encaminhadas],
    input: {
      titulo:
        "Eleições e deepfakes: como reconhecer vídeos e áudios manipulados por inteligência artificial",
      subtitulo:
        "Oficina do observatório com jornalistas e comunicadores locais apresentou sinais que ajudam a identificar conteúdos sintéticos",
      lead: "<p>Ferramentas de inteligência artificial tornaram mais fácil criar vídeos e áudios falsos de candidatos. Alguns sinais, porém, ainda denunciam a manipulação.</p>",
      conteudo: `<p>Em período eleitoral, vídeos e áudios atribuídos a candidatos viram alvo preferencial de manipulação. Com ferramentas de inteligência artificial ao alcance de qualquer pessoa, é possível produzir uma fala que nunca existiu, com a voz e o rosto de alguém conhecido.</p>
<p>Na oficina que o observatório promoveu com jornalistas, radialistas e comunicadores comunitários, a equipe apresentou sinais que merecem atenção:</p>
<ul>
<li><strong>movimento dos lábios</strong> que não acompanha bem o áudio;</li>
<li><strong>piscar de olhos</strong> irregular ou ausente;</li>
<li><strong>bordas borradas</strong> em volta do rosto, dos cabelos e das orelhas;</li>
<li><strong>voz sem respiração</strong>, com entonação uniforme demais;</li>
<li>publicação apenas por perfis anônimos, sem registro na imprensa.</li>
</ul>
<p>Nenhum desses sinais, sozinho, prova uma manipulação. O mais seguro é procurar a fonte original: a agenda pública do candidato, a cobertura da imprensa e os canais oficiais de campanha.</p>
<h3>Recebeu um conteúdo suspeito?</h3>
<p>Não compartilhe, guarde o link ou o arquivo e denuncie pelos canais da plataforma e da Justiça Eleitoral. O observatório também recebe sugestões de checagem pela página de <a href="/contato">contato</a>.</p>`,
      fontes: [
        "Oficina “Eleições e deepfakes”, promovida pelo observatório",
        "Guias públicos de verificação de conteúdo audiovisual",
        "https://example.org/oficinas/eleicoes-e-deepfakes",
      ],
      tags: "eleições, deepfake, inteligência artificial, vídeos manipulados",
      autor: "Ricardo Madeira Nunes",
    },
  },
  {
    horasAtras: 676,
    imagens: [IMAGEM.checagem],
    input: {
      titulo:
        "Estudantes de escolas públicas aprendem a checar notícias em oficinas do observatório",
      subtitulo:
        "Projeto de educação midiática já passou por turmas do ensino médio na capital e em municípios do interior de Rondônia",
      lead: "<p>Em oficinas de duas horas, estudantes investigam boatos que circularam em suas próprias cidades e apresentam as conclusões para a turma.</p>",
      conteudo: `<p>“Eu sempre achei que, se estava no grupo da família, era verdade.” A frase de uma estudante do segundo ano resume o ponto de partida das oficinas de educação midiática do observatório, que neste semestre chegaram a turmas do ensino médio da capital e do interior.</p>
<p>A proposta é prática: em grupos, os estudantes recebem um conteúdo que de fato circulou na região — um áudio, um print ou um vídeo — e precisam descobrir de onde ele veio, quem o produziu e se o que ele afirma se sustenta.</p>
<h2>Como funciona a oficina</h2>
<ol>
<li>Conversa inicial sobre como cada estudante se informa no dia a dia.</li>
<li>Investigação em grupo, com busca reversa de imagens e consulta a fontes confiáveis.</li>
<li>Apresentação das conclusões, com um “veredito” para cada conteúdo.</li>
<li>Produção de um cartaz ou de um vídeo curto para a comunidade escolar.</li>
</ol>
<p>Professores interessados em receber a oficina podem escrever para <a href="mailto:oficinas@observatorio.example.org">oficinas@observatorio.example.org</a>.</p>`,
      conclusao:
        "<p>Formar leitores críticos é um investimento de longo prazo: cada estudante que aprende a checar uma informação leva essa prática para casa.</p>",
      fontes: [
        "Relatório de atividades do subprojeto “Letramento midiático em escolas públicas”",
        "Depoimentos de estudantes e professores participantes",
      ],
      tags: "educação midiática, escolas, juventude, oficinas",
      autor: "Luana Guaporé Silva",
    },
  },
  {
    horasAtras: 866,
    imagens: [IMAGEM.radio, IMAGEM.ribeirinhos],
    input: {
      titulo: "Rádios comunitárias viram aliadas no combate à desinformação no interior",
      subtitulo:
        "Parceria leva boletins semanais de checagem a emissoras que alcançam comunidades sem acesso estável à internet",
      lead: "<p>Em muitas comunidades, o rádio ainda é a principal fonte de informação. Por isso, o observatório passou a produzir boletins curtos, em linguagem simples, para emissoras comunitárias.</p>",
      conteudo: `<p>Nem toda desinformação circula pela internet. Boatos também se espalham nas conversas de porto, nas feiras e nos recados transmitidos pelo rádio. Ao mesmo tempo, o rádio é um dos meios mais confiáveis para quem vive em comunidades distantes.</p>
<p>Foi a partir dessa constatação que o observatório criou o boletim <em>Fato ou Boato</em>: programas de três a cinco minutos que explicam, em linguagem simples, os boatos mais recentes e o que se sabe de verdade sobre cada assunto.</p>
<ul>
<li>Os boletins são gravados pela equipe e enviados às emissoras parceiras toda semana.</li>
<li>As rádios podem reproduzir o conteúdo livremente, inteiro ou em trechos.</li>
<li>Ouvintes mandam sugestões de checagem por mensagem de voz, respondidas nos programas seguintes.</li>
</ul>
<p>“O ouvinte liga para a rádio e pergunta: isso que estão falando é verdade? Agora a gente tem uma resposta segura para dar”, conta o radialista Benedito Anavilhanas Reis, parceiro do projeto.</p>`,
      fontes: [
        "Boletim “Fato ou Boato”, produzido pelo observatório",
        "Entrevistas com comunicadores de rádios comunitárias parceiras",
        "https://example.org/fato-ou-boato",
      ],
      tags: "rádio, comunidades, interior, parcerias",
      autor: "Equipe do Observatório",
    },
  },
];

export const DEMO_FAKE_NEWS: DemoFakeNews[] = [
  {
    diasAtras: 2,
    imagens: [IMAGEM.rio],
    input: {
      titulo: "Corrente diz que comportas de usina serão abertas e vão alagar bairros nesta semana",
      subtitulo:
        "Mensagem sem autoria cita dia e hora para uma suposta abertura de comportas; a equipe aguarda resposta dos órgãos responsáveis",
      lead: "<p>O observatório está apurando uma mensagem que circula em grupos de bairros próximos ao rio e afirma que a abertura de comportas de uma usina alagaria ruas inteiras nos próximos dias.</p>",
      conteudo: `<p>A mensagem chegou ao observatório por vários leitores e usa tom de urgência: pede que os moradores retirem os móveis de casa e “não esperem aviso oficial”. O texto não informa quem é o autor nem cita nenhum comunicado.</p>
<p>A equipe pediu informações aos órgãos responsáveis pelo monitoramento do rio e à Defesa Civil municipal e acompanha os boletins de nível publicados diariamente. Esta checagem será atualizada assim que houver resposta.</p>`,
      fontes: ["Mensagem original enviada por leitores", "Boletins diários de nível do rio"],
      verdades: [
        "Até agora, nenhum comunicado oficial confirma a abertura de comportas na data citada.",
      ],
      status: "em_analise",
      verificador: "Iara Xingu Batista",
      alegacao:
        "As comportas da usina serão abertas nesta semana e vão alagar os bairros perto do rio.",
      circulou_em: ["whatsapp"],
      rotulo: "em-apuracao",
    },
  },
  {
    diasAtras: 4,
    imagens: [IMAGEM.mensagens],
    input: {
      titulo: "Áudio atribuído a médico fala em “surto de doença nova” depois da cheia",
      subtitulo:
        "Gravação afirma que hospitais estariam lotados por uma doença desconhecida transmitida pela água; o observatório verifica a autoria e os números citados",
      lead: "<p>Um áudio de pouco mais de um minuto, atribuído a um médico de um hospital da capital, diz que uma “doença nova” transmitida pela água da cheia estaria lotando as unidades de saúde.</p>",
      conteudo: `<p>A gravação não informa o nome do suposto médico nem o hospital em que ele trabalharia. A equipe tenta identificar a origem do áudio e consultou as secretarias de saúde sobre o número de atendimentos nas últimas semanas.</p>
<p>Depois de enchentes, é esperado o aumento de doenças já conhecidas, como diarreias e leptospirose, que têm prevenção e tratamento. Não há, até o momento, registro oficial de doença desconhecida na região.</p>`,
      fontes: [
        "Áudio original enviado por leitores",
        "Pedido de informações às secretarias de saúde",
      ],
      verdades: [
        "Depois das cheias, doenças já conhecidas, como leptospirose e diarreias, costumam aumentar.",
        "Até o momento não há registro oficial de doença nova na região.",
      ],
      status: "em_analise",
      verificador: "Otávio Purus Lemos",
      alegacao: "Uma doença nova transmitida pela água da cheia está lotando os hospitais.",
      circulou_em: ["whatsapp", "telegram"],
      rotulo: "em-apuracao",
    },
  },
  {
    diasAtras: 9,
    imagens: [IMAGEM.remedio],
    input: {
      titulo: "É falso que chá de casca de árvore cure malária em três dias",
      subtitulo:
        "Vídeo com milhares de compartilhamentos recomenda trocar os remédios do posto de saúde por uma receita caseira",
      lead: "<p>Um vídeo que circula em grupos de mensagens afirma que um chá feito com cascas de árvores da região “cura a malária em três dias” e que os remédios distribuídos nos postos “fazem mal ao fígado”.</p>",
      conteudo: `<p>O vídeo, gravado por um homem que não se identifica, foi compartilhado em grupos de vários municípios e chegou ao observatório por sugestão de leitores.</p>
<p>Não há estudo que mostre que o chá citado cure a malária. O diagnóstico da doença é feito por exame de sangue, e o tratamento, gratuito, usa medicamentos definidos pelos profissionais de saúde conforme o tipo de parasita. Interromper ou adiar o tratamento pode levar a complicações graves.</p>
<p>Os profissionais ouvidos lembram que o uso de plantas faz parte da cultura de muitas comunidades, mas nunca deve substituir o exame e o tratamento indicado.</p>`,
      conclusao:
        "<p><strong>Desmentido.</strong> Não existe cura caseira para a malária. Em caso de febre depois de estar em área de transmissão, procure a unidade de saúde mais próxima para fazer o exame.</p>",
      fontes: [
        "Orientações de vigilância em saúde sobre diagnóstico e tratamento da malária",
        "Entrevistas com profissionais da atenção básica",
      ],
      verdades: [
        "A malária tem tratamento gratuito e eficaz no SUS.",
        "O diagnóstico depende de exame de sangue, feito nas unidades de saúde.",
        "Nenhum chá ou garrafada substitui os medicamentos indicados.",
      ],
      status: "desmentida",
      verificador: "Otávio Purus Lemos",
      alegacao: "Chá de casca de árvore cura a malária em três dias.",
      circulou_em: ["whatsapp", "youtube"],
      rotulo: "falso",
      tags: "saúde, malária, curas falsas",
      uf: "PA",
      municipio: "Santarém",
    },
  },
  {
    diasAtras: 27,
    imagens: [IMAGEM.vacina],
    input: {
      titulo: "Vacinas aplicadas em crianças não contêm “chip de rastreamento”",
      subtitulo:
        "Áudio atribuído a uma suposta enfermeira diz que as doses levadas a comunidades ribeirinhas teriam dispositivos eletrônicos",
      lead: "<p>Um áudio compartilhado em grupos de comunidades ribeirinhas afirma que as vacinas levadas pelas equipes de saúde teriam um “chip” capaz de rastrear as crianças vacinadas.</p>",
      conteudo: `<p>A narradora se apresenta apenas como “enfermeira”, sem nome, local de trabalho ou registro profissional. A equipe não encontrou nenhuma profissional que confirme a autoria da gravação.</p>
<p>Não existe tecnologia capaz de colocar um rastreador funcional numa dose de vacina: a agulha da aplicação é muito fina, e qualquer componente eletrônico precisaria de bateria e antena para transmitir sinais. As vacinas do calendário nacional passam por testes e têm composição pública.</p>
<p>Boatos parecidos já circularam em outras regiões do país e em outros países, sempre sem qualquer evidência.</p>`,
      conclusao:
        "<p><strong>Desmentido.</strong> As vacinas não contêm chips. Dúvidas sobre composição e efeitos das vacinas devem ser levadas aos profissionais de saúde.</p>",
      fontes: [
        "Informações públicas sobre a composição das vacinas do calendário nacional",
        "Entrevistas com profissionais de saúde de unidades fluviais",
      ],
      verdades: [
        "As vacinas do calendário nacional têm composição pública e passam por testes.",
        "Não há tecnologia capaz de rastrear pessoas a partir de uma dose de vacina.",
        "O áudio não tem autoria identificada.",
      ],
      status: "desmentida",
      verificador: "Helena Tapajós Vieira",
      alegacao: "As vacinas aplicadas em crianças têm um chip de rastreamento.",
      circulou_em: ["whatsapp"],
      rotulo: "sem-evidencias",
      tags: "vacinas, saúde",
      uf: "AM",
    },
  },
  {
    diasAtras: 41,
    imagens: [IMAGEM.queimada],
    input: {
      titulo: "Foto de incêndio florestal é real, mas não é deste ano nem desta região",
      subtitulo:
        "Imagem compartilhada como registro de uma queimada recente foi publicada pela primeira vez anos atrás, em outro estado",
      lead: "<p>A foto de uma grande frente de fogo numa área de floresta circulou com a legenda “olha o que está acontecendo agora aqui perto”. A imagem é verdadeira, mas está fora de contexto.</p>",
      conteudo: `<p>A equipe fez a busca reversa da imagem em diferentes buscadores e encontrou a mesma foto em publicações feitas anos antes, associadas a um incêndio em outro estado da Amazônia Legal.</p>
<p>A fotografia não é montagem: é um registro real de queimada. O problema está na legenda, que apresenta a cena como recente e próxima. Esse uso fora de contexto é comum no período seco, quando imagens antigas voltam a circular.</p>`,
      conclusao:
        "<p><strong>Fora de contexto.</strong> A imagem é real, mas antiga e de outro lugar. Para falar das queimadas de agora, use registros com data e local identificados.</p>",
      fontes: [
        "Busca reversa de imagens feita pela equipe do observatório",
        "Publicações anteriores da mesma fotografia em sites de notícias",
      ],
      verdades: [
        "A foto é real, mas foi publicada pela primeira vez anos atrás.",
        "A imagem mostra um incêndio em outro estado, não na região citada.",
        "As queimadas são um problema real: a checagem trata apenas do contexto da foto.",
      ],
      // A real photo shown as something it is not: the claim is debunked, out of context.
      status: "desmentida",
      alegacao: "Foto mostra o incêndio que está acontecendo agora aqui perto.",
      circulou_em: ["facebook", "instagram"],
      rotulo: "fora-de-contexto",
      verificador: "Júlia Juruá Campos",
      tags: "queimadas, imagens fora de contexto",
      uf: "PA",
    },
  },
  {
    diasAtras: 68,
    imagens: [IMAGEM.encaminhadas],
    input: {
      titulo: "Não é possível votar pelo WhatsApp nem por aplicativo de mensagens",
      subtitulo:
        "Corrente promete que eleitores de áreas isoladas poderiam mandar o voto por mensagem “para evitar a viagem até a seção”",
      lead: "<p>Uma mensagem encaminhada em grupos do interior afirma que eleitores que moram longe das seções poderiam votar enviando o número do candidato para um contato de WhatsApp.</p>",
      conteudo: `<p>A mensagem traz um número de telefone e pede nome completo, número do título de eleitor e o número do candidato escolhido. Além de falsa, a corrente pode servir para coletar dados pessoais.</p>
<p>No Brasil, o voto é presencial, na urna eletrônica, na seção em que o eleitor está registrado. Não há voto por aplicativo de mensagens, por telefone ou pela internet. Quem estiver fora do domicílio eleitoral no dia da votação deve seguir as regras da Justiça Eleitoral para justificar a ausência.</p>`,
      conclusao:
        "<p><strong>Desmentido.</strong> Não existe voto por WhatsApp. Não envie dados pessoais para contatos desconhecidos.</p>",
      fontes: [
        "Regras públicas da Justiça Eleitoral sobre votação e justificativa",
        "Mensagem original enviada por leitores",
      ],
      verdades: [
        "O voto no Brasil é presencial, na urna eletrônica.",
        "Não há votação por aplicativo de mensagens, telefone ou internet.",
        "Mensagens que pedem o número do título e dados pessoais podem ser golpes.",
      ],
      status: "desmentida",
      verificador: "Ricardo Madeira Nunes",
      alegacao: "É possível votar pelo WhatsApp, mandando o número do candidato por mensagem.",
      circulou_em: ["whatsapp"],
      rotulo: "falso",
    },
  },
  {
    diasAtras: 97,
    imagens: [IMAGEM.guia],
    input: {
      titulo: "Gráfico sobre focos de calor compartilhado nas redes compara períodos diferentes",
      subtitulo:
        "Comparação usada para dizer que as queimadas “caíram pela metade” junta um ano inteiro com apenas alguns meses do ano seguinte",
      lead: "<p>Um gráfico compartilhado em perfis da região compara o total de focos de calor de um ano inteiro com os números de apenas seis meses do ano seguinte e conclui que as queimadas “caíram pela metade”.</p>",
      conteudo: `<p>Os números do gráfico vêm de séries públicas de monitoramento por satélite, mas a comparação é inadequada: de um lado está o total de doze meses; do outro, só o primeiro semestre, período em que historicamente há menos focos, porque a estação seca ainda não começou.</p>
<p>Quando se comparam os mesmos meses dos dois anos, a diferença é bem menor do que a sugerida pela imagem. A equipe refez o gráfico com períodos equivalentes e publicou o passo a passo da análise.</p>`,
      conclusao:
        "<p><strong>Enganoso.</strong> Os dados existem, mas a comparação entre períodos diferentes leva a uma conclusão errada.</p>",
      fontes: [
        "Séries públicas de focos de calor por satélite",
        "https://example.org/analises/focos-de-calor-periodos-equivalentes",
      ],
      verdades: [
        "Os números vêm de séries públicas de monitoramento por satélite.",
        "O gráfico compara doze meses de um ano com apenas seis meses do outro.",
        "Comparando os mesmos meses, a queda é bem menor do que a anunciada.",
      ],
      status: "desmentida",
      alegacao: "As queimadas na região caíram pela metade de um ano para o outro.",
      circulou_em: ["instagram", "x"],
      rotulo: "enganoso",
      verificador: "Júlia Juruá Campos",
    },
  },
  {
    diasAtras: 95,
    imagens: [IMAGEM.rio],
    input: {
      titulo:
        "Alerta de cheia que circula em grupos de mensagens foi mesmo emitido pela Defesa Civil",
      subtitulo:
        "O aviso para moradores de áreas ribeirinhas é autêntico e confere com o boletim oficial do mesmo dia",
      lead: "<p>Um aviso de cheia com orientações para moradores de áreas ribeirinhas foi encaminhado em grupos de mensagens com pedidos de confirmação. O texto é verdadeiro.</p>",
      conteudo: `<p>A equipe comparou o aviso encaminhado com o boletim publicado pela Defesa Civil no mesmo dia e com a medição da régua do rio divulgada pelo porto: os números, os bairros citados e as orientações coincidem.</p>
<p>A Defesa Civil confirmou por telefone que o texto saiu de seus canais oficiais. Quem recebeu o aviso pode segui-lo e acompanhar as atualizações pelos canais do órgão.</p>`,
      conclusao:
        "<p><strong>Verdadeiro.</strong> O alerta é oficial; siga as orientações e confira as atualizações nos canais da Defesa Civil.</p>",
      fontes: [
        "Boletim diário da Defesa Civil sobre o nível dos rios",
        "https://example.org/boletins/cheia-nivel-do-rio",
      ],
      verdades: [
        "O aviso foi publicado pela Defesa Civil e confere com o boletim oficial do dia.",
        "Os bairros e as orientações citados são os mesmos do comunicado oficial.",
      ],
      status: "verificada",
      alegacao:
        "A Defesa Civil emitiu alerta de cheia para os bairros ribeirinhos e pede que os moradores se preparem para sair de casa.",
      circulou_em: ["whatsapp"],
      rotulo: "verdadeiro",
      verificador: "Otávio Purus Lemos",
      tags: "enchentes, alertas oficiais",
      uf: "AM",
    },
  },
];

export const DEMO_SUBPROJETOS: DemoSubprojeto[] = [
  {
    mesesAtras: 1,
    input: {
      nome: "Percepção de vacinas em comunidades ribeirinhas e indígenas",
      autor: "Otávio Purus Lemos",
      resumo: `<p>Pesquisa qualitativa sobre como boatos a respeito de vacinas chegam a comunidades ribeirinhas e indígenas e influenciam a decisão das famílias.</p>
<ul>
<li>Entrevistas com profissionais de saúde de unidades fluviais;</li>
<li>rodas de conversa com lideranças comunitárias, com consentimento livre e esclarecido;</li>
<li>produção de materiais de orientação em linguagem acessível.</li>
</ul>
<p>Projeto aprovado pelo comitê de ética em pesquisa; a coleta começa no próximo período de vacinação.</p>`,
      local: "Comunidades do baixo rio Madeira (RO)",
      status: "aprovado no CEP",
    },
  },
  {
    mesesAtras: 7,
    input: {
      nome: "Correntes de saúde no WhatsApp: desinformação em grupos públicos da região Norte",
      autor: "Helena Tapajós Vieira",
      resumo: `<p>Investiga como conteúdos falsos ou enganosos sobre saúde circulam em grupos públicos de mensagens e quais formatos — áudios, prints, vídeos curtos — alcançam mais pessoas.</p>
<h3>Objetivos</h3>
<ul>
<li>Mapear os temas de saúde mais presentes nas correntes encaminhadas;</li>
<li>identificar padrões de linguagem e de autoria atribuída;</li>
<li>produzir orientações para profissionais da atenção básica.</li>
</ul>
<p>Os dados são coletados apenas em grupos públicos e anonimizados antes da análise. Veja o <a href="https://example.org/subprojetos/correntes-de-saude">plano de trabalho</a>.</p>`,
      local: "Porto Velho (RO) e municípios do entorno",
      status: "em fase de coleta de dados",
    },
  },
  {
    mesesAtras: 11,
    input: {
      nome: "Desinformação climática e queimadas na imprensa regional e nas redes",
      autor: "Júlia Juruá Campos",
      resumo: `<p>Dissertação de mestrado que compara a cobertura das queimadas na imprensa regional com o que circula em perfis e grupos nas redes sociais.</p>
<ol>
<li>Levantamento de reportagens e publicações do período seco;</li>
<li>classificação de imagens fora de contexto, dados distorcidos e teorias conspiratórias;</li>
<li>análise da circulação e do engajamento de cada tipo de conteúdo.</li>
</ol>
<p>A base de dados anonimizada será disponibilizada em <a href="https://example.org/dados/queimadas">example.org/dados/queimadas</a> ao fim do projeto.</p>`,
      status: "em fase de análise de dados",
    },
  },
  {
    mesesAtras: 14,
    input: {
      nome: "Letramento midiático em escolas públicas",
      autor: "Ricardo Madeira Nunes",
      resumo: `<p>Projeto de extensão que leva oficinas de checagem de fatos a turmas do ensino médio, com atividades baseadas em boatos que circularam na própria região.</p>
<ul>
<li>Oficinas de duas horas, conduzidas por estudantes de graduação;</li>
<li>formação de professores para dar continuidade às atividades;</li>
<li>produção de cartazes e vídeos curtos pelos estudantes.</li>
</ul>
<p>Escolas interessadas podem escrever para <a href="mailto:oficinas@observatorio.example.org">oficinas@observatorio.example.org</a>.</p>`,
      local: "Escolas estaduais de Rondônia",
      status: "em andamento",
    },
  },
  {
    mesesAtras: 18,
    input: {
      nome: "Fato ou Boato: checagem de fatos para rádios comunitárias",
      autor: "Iara Xingu Batista",
      resumo: `<p>Produção de boletins semanais de checagem em áudio para emissoras comunitárias que alcançam comunidades sem acesso estável à internet.</p>
<ul>
<li>Roteiros curtos, em linguagem simples;</li>
<li>respostas a dúvidas enviadas pelos ouvintes;</li>
<li>avaliação do alcance com as emissoras parceiras.</li>
</ul>
<p>A equipe prepara agora o relatório final e um artigo sobre a experiência. Ouça os boletins em <a href="https://example.org/fato-ou-boato">example.org/fato-ou-boato</a>.</p>`,
      local: "Interior de Rondônia e sul do Amazonas",
      status: "elaboração de manuscritos/ relatórios",
    },
  },
  {
    mesesAtras: 26,
    input: {
      nome: "Boatos eleitorais nas eleições municipais: mapeamento e resposta",
      autor: "Iara Xingu Batista",
      resumo: `<p>Mapeou os boatos sobre o processo eleitoral que circularam na região durante as eleições municipais e testou formatos de resposta rápida.</p>
<ul>
<li>Mais de quinhentos conteúdos classificados por tema e formato;</li>
<li>checagens publicadas em até 24 horas nos casos de maior alcance;</li>
<li>relatório final com recomendações para as próximas eleições.</li>
</ul>
<p>Leia o <a href="https://example.org/relatorios/boatos-eleitorais">relatório final</a>.</p>`,
      local: "Região Norte",
      status: "concluído",
    },
  },
];

export const DEMO_MEMBROS: DemoMembro[] = [
  {
    retrato: {
      background: "#2f8f5b",
      skin: "#c68a5a",
      hair: "#2b1d14",
      shirt: "#f2c14e",
      hairStyle: "longo",
      glasses: true,
    },
    input: {
      nome: "Helena Tapajós Vieira",
      cargo: "Professor",
      biografia:
        "<p>Coordenadora do observatório. Professora de Comunicação Social, pesquisa circulação de informação em saúde e educação midiática na Amazônia.</p>",
      email: "helena.vieira@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000001",
    },
  },
  {
    retrato: {
      background: "#0b5d3b",
      skin: "#8d5a3b",
      hair: "#1b120c",
      shirt: "#e7f1ec",
      hairStyle: "curto",
    },
    input: {
      nome: "Ricardo Madeira Nunes",
      cargo: "Professor",
      biografia:
        "<p>Professor de Jornalismo. Coordena as oficinas de letramento midiático nas escolas e a formação de comunicadores locais.</p>",
      email: "ricardo.nunes@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000002",
    },
  },
  {
    input: {
      nome: "Davi Jamari Rocha",
      cargo: "Acadêmico",
      biografia:
        "<p>Estudante de Jornalismo. Participa do monitoramento de grupos públicos e da produção de checagens.</p>",
      email: "davi.rocha@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000003",
    },
  },
  {
    retrato: {
      background: "#3a9e77",
      skin: "#e0b48f",
      hair: "#5a3a22",
      shirt: "#084a2f",
      hairStyle: "coque",
    },
    input: {
      nome: "Luana Guaporé Silva",
      cargo: "Acadêmico",
      biografia:
        "<p>Estudante de Letras. Monitora das oficinas nas escolas e responsável pelos materiais educativos.</p>",
      email: "luana.silva@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000004",
    },
  },
  {
    retrato: {
      background: "#1d6b54",
      skin: "#a86f48",
      hair: "#1b120c",
      shirt: "#8cc9a1",
      hairStyle: "longo",
    },
    input: {
      nome: "Júlia Juruá Campos",
      cargo: "Mestrando",
      biografia:
        "<p>Mestranda em Ciências Ambientais. Estuda a desinformação sobre queimadas e clima na imprensa regional e nas redes sociais.</p>",
      email: "julia.campos@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000005",
    },
  },
  {
    retrato: {
      background: "#084a2f",
      skin: "#6b4329",
      hair: "#120c08",
      shirt: "#f2c14e",
      hairStyle: "coque",
      glasses: true,
    },
    input: {
      nome: "Iara Xingu Batista",
      cargo: "Pesquisador",
      biografia:
        "<p>Pesquisadora em ciência de dados. Coordena o monitoramento de conteúdos e as análises sobre cheias, eleições e rádio.</p>",
      email: "iara.batista@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000006",
    },
  },
  {
    retrato: {
      background: "#2f8f5b",
      skin: "#d9a27a",
      hair: "#3b2a1e",
      shirt: "#0f2a1e",
      hairStyle: "raspado",
    },
    input: {
      nome: "Otávio Purus Lemos",
      cargo: "Pesquisador",
      biografia:
        "<p>Pesquisador em saúde coletiva. Investiga boatos sobre vacinas e curas falsas e a resposta dos serviços de saúde.</p>",
      email: "otavio.lemos@observatorio.example.org",
      lattes: "https://lattes.cnpq.br/0000000000000007",
    },
  },
  {
    retrato: {
      background: "#0b5d3b",
      skin: "#7a4b2e",
      hair: "#d6d6d6",
      shirt: "#e8742a",
      hairStyle: "curto",
    },
    input: {
      nome: "Raimunda Mamoré Sousa",
      cargo: "Comunidade Externa",
      biografia:
        "<p>Agente comunitária de saúde há quinze anos em comunidades do baixo rio. Traz ao observatório as dúvidas que ouve nas visitas às famílias.</p>",
    },
  },
  {
    input: {
      nome: "Benedito Anavilhanas Reis",
      cargo: "Comunidade Externa",
      biografia:
        "<p>Radialista de uma emissora comunitária parceira. Apresenta o boletim <em>Fato ou Boato</em> e recolhe as perguntas dos ouvintes.</p>",
    },
  },
  {
    input: {
      nome: "Francisco Abunã Pereira",
      cargo: "Servidor",
      biografia:
        "<p>Técnico em tecnologia da informação. Cuida do site, das ferramentas de monitoramento e da guarda dos dados de pesquisa.</p>",
      email: "francisco.pereira@observatorio.example.org",
    },
  },
];

/** Newest first; the current month's edition has no link yet. */
export const DEMO_NEWSLETTERS: DemoNewsletter[] = [
  {
    mesesAtras: 0,
    input: {
      titulo: "Observatório em Foco nº 12 — em preparação",
      descricao:
        "Balanço dos boatos sobre a cheia, os resultados das oficinas nas escolas e a agenda das próximas atividades.",
    },
  },
  {
    mesesAtras: 1,
    input: {
      titulo: "Observatório em Foco nº 11 — Curas falsas e correntes de WhatsApp",
      descricao:
        "Receitas caseiras contra a malária, o guia “Antes de repassar” e o calendário das oficinas do semestre.",
    },
    pdf: {
      titulo: "Observatório em Foco nº 11",
      subtitulo: "Curas falsas e correntes de WhatsApp",
      paragrafos: [
        "Nesta edição: por que receitas caseiras contra a malária preocupam os agentes de saúde, as cinco perguntas do guia “Antes de repassar” e o calendário das oficinas nas escolas.",
        "Curas milagrosas. Chás e garrafadas oferecidos como substitutos do tratamento atrasam o diagnóstico. A malária tem tratamento gratuito e eficaz, e o exame é o primeiro passo.",
        "Antes de repassar. Quem está falando? Quando isso aconteceu? Onde mais a informação aparece? A mensagem pede pressa? Ela mexe com o seu medo ou com a sua raiva?",
        "Oficinas. Escolas interessadas podem escrever para oficinas@observatorio.example.org.",
        "Este boletim é um exemplo de demonstração do site.",
      ],
    },
  },
  {
    mesesAtras: 2,
    input: {
      titulo: "Observatório em Foco nº 10 — Queimadas e imagens fora de contexto",
      descricao:
        "Como conferir a origem de uma foto, o gráfico enganoso sobre focos de calor e uma entrevista sobre clima e saúde.",
      pdfLink: "https://example.org/newsletters/observatorio-em-foco-10.pdf",
    },
  },
  {
    mesesAtras: 3,
    input: {
      titulo: "Observatório em Foco nº 9 — Vacinas nas comunidades ribeirinhas",
      descricao:
        "O que dizem os profissionais das unidades fluviais, os boatos mais comuns e como conversar sobre vacinas sem confronto.",
      pdfLink: "https://example.org/newsletters/observatorio-em-foco-09.pdf",
    },
  },
];

export const DEMO_SOBRE_PROJETO: z.input<typeof SobreProjetoInputSchema> = {
  titulo: "Sobre o Projeto",
  descricao: `<p>O <strong>Observatório de Desinformação e Fake News da Amazônia</strong> é um projeto universitário de pesquisa, ensino e extensão dedicado a compreender e enfrentar a desinformação na região Norte do Brasil.</p>
<p>Reunimos professores, pesquisadores, estudantes, servidores e parceiros da comunidade para acompanhar os boatos que circulam em redes sociais, aplicativos de mensagens e rádios locais, verificar conteúdos suspeitos e produzir informação de qualidade em linguagem acessível.</p>`,
  objetivos: `<ul>
<li>Monitorar e analisar a circulação de desinformação na Amazônia, com atenção especial a saúde, meio ambiente e eleições;</li>
<li>verificar conteúdos suspeitos e publicar checagens com fontes abertas;</li>
<li>promover educação midiática em escolas, comunidades ribeirinhas e organizações locais;</li>
<li>apoiar profissionais de saúde, comunicadores e lideranças comunitárias no enfrentamento de boatos;</li>
<li>produzir conhecimento científico sobre o tema e compartilhá-lo com a sociedade.</li>
</ul>`,
  metodologia: `<p>O trabalho combina monitoramento de conteúdos públicos, checagem de fatos e pesquisa acadêmica:</p>
<ol>
<li><strong>Monitoramento:</strong> acompanhamento de grupos e perfis públicos e das sugestões enviadas por leitores.</li>
<li><strong>Verificação:</strong> consulta a fontes primárias, especialistas e bases de dados públicas; busca reversa de imagens; análise de áudios e vídeos.</li>
<li><strong>Publicação:</strong> cada checagem informa o status (verificada, desmentida ou em análise), as fontes consultadas e quem fez a verificação.</li>
<li><strong>Formação:</strong> oficinas, materiais educativos e boletins para rádios comunitárias.</li>
</ol>
<p>As pesquisas com seres humanos passam por comitê de ética, e os dados coletados são anonimizados.</p>`,
};

export const DEMO_CONTATO_INSTITUCIONAL: z.input<typeof ContatoInstitucionalInputSchema> = {
  email: "contato@observatorio.example.org",
  telefone: "(69) 0000-1234",
  whatsapp: "+55 (69) 90000-1234",
  redes: REDE_SOCIAL_TIPOS.map((tipo) => ({
    tipo,
    url: `https://example.org/redes/${tipo.toLowerCase()}`,
  })),
};

/**
 * A correction of a demo fact-check, so the corrections box and `/correcoes` have
 * something to show: made `horasDepois` hours after the entry's verification day began.
 */
export const DEMO_CORRECAO = {
  fakeNewsTitulo: "Foto de incêndio florestal é real, mas não é deste ano nem desta região",
  horasDepois: 30,
  erro: "A checagem informava que a foto havia sido feita no Acre.",
  mudanca:
    "A foto foi feita no Mato Grosso, como mostram os metadados da publicação original; o texto foi corrigido.",
} as const;
