import type { Translations } from "../languages.ts";

// The open-data page (/dados): the fact-checks as files, the feeds and the structured
// data. Field names such as "titulo" are shown as code and are not translated; the
// verdicts "verificada" and "desmentida" are values of the files and stay in Portuguese.
const pt = {
  // Title of the page, also the link to it in the footer.
  "dados.title": "Dados abertos",
  // Description of the page for search engines and link previews.
  "dados.description":
    "As checagens do observatório em CSV e JSON, os feeds RSS e os dados estruturados das páginas, para acompanhar e reutilizar.",
  "dados.intro":
    "O observatório publica suas checagens em formatos abertos, para que leitores, pesquisadores e outros sites possam acompanhá-las e reutilizá-las.",
  // Heading of the section with the files of fact-checks.
  "dados.checagens.title": "Checagens",
  "dados.checagens.text":
    "Todas as checagens publicadas (verificadas ou desmentidas), da mais recente à mais antiga. Os arquivos acompanham o site: uma checagem nova ou corrigida aparece neles em poucos minutos.",
  // Link to the CSV file.
  "dados.checagens.csv": "Checagens em CSV",
  // Shown after the CSV link: the file's format.
  "dados.checagens.csvFormat": "RFC 4180, UTF-8, separado por vírgulas, com cabeçalho",
  // Link to the JSON file.
  "dados.checagens.json": "Checagens em JSON",
  // Shown after the JSON link: the file's format.
  "dados.checagens.jsonFormat": "uma lista de objetos com os mesmos campos",
  // Caption of the table that explains each field of the files.
  "dados.fields.caption": "Campos de cada checagem",
  // Column headers of that table.
  "dados.fields.name": "Campo",
  "dados.fields.meaning": "Significado",
  "dados.field.id": "Número da checagem no observatório; não muda.",
  "dados.field.url": "Endereço da página da checagem.",
  "dados.field.titulo": "Título da checagem: a alegação verificada.",
  "dados.field.resumo": "Resumo da checagem, em texto simples.",
  "dados.field.status":
    "Veredito: verificada (a informação é verdadeira) ou desmentida (a informação é falsa).",
  "dados.field.dataVerificacao": "Dia da verificação, no formato AAAA-MM-DD.",
  "dados.field.verificador": "Quem verificou; vazio quando não informado.",
  "dados.field.verdades":
    "Os fatos que confirmam ou corrigem a alegação. No CSV, um por linha dentro do campo.",
  "dados.field.fontes": "As fontes consultadas. No CSV, uma por linha dentro do campo.",
  "dados.field.tags": "Os temas da checagem. No CSV, um por linha dentro do campo.",
  "dados.field.uf":
    "Sigla do estado a que a checagem se refere (por exemplo, PA); vazio quando não informado.",
  "dados.field.municipio": "Município a que a checagem se refere; vazio quando não informado.",
  "dados.field.alegacao":
    "A alegação examinada, como circulou; vazia quando não informada (a checagem usa o título).",
  "dados.field.rotulo":
    "Identificador da classificação da escala do observatório (por exemplo, fora-de-contexto); vazio quando não há.",
  "dados.field.rotuloNome": "Nome da classificação, ou o do veredito quando não há classificação.",
  "dados.field.circulouEm":
    "Plataformas onde a alegação circulou (whatsapp, facebook, instagram…). No CSV, uma por linha dentro do campo.",
  "dados.field.primeiraAparicao":
    "Data em que a alegação foi vista pela primeira vez (AAAA-MM-DD); vazia quando não informada.",
  // Heading of the section with the RSS feeds.
  "dados.feeds.title": "Feeds",
  "dados.feeds.text": "Para receber as novidades em um leitor de feeds (RSS 2.0):",
  // Names of the three feeds.
  "dados.feeds.site": "Notícias e checagens",
  "dados.feeds.noticias": "Notícias",
  "dados.feeds.fakeNews": "Checagens",
  // Heading of the section on machine-readable data inside the pages.
  "dados.structured.title": "Dados estruturados",
  "dados.structured.text":
    "Cada página de checagem traz, em JSON-LD, a marcação ClaimReview do schema.org com a alegação, o veredito, a data e quem verificou: buscadores e ferramentas de checagem a leem diretamente.",
  // Link to the sitemap.
  "dados.structured.sitemap": "Mapa do site (todas as páginas públicas, em XML)",
  "dados.reuse.title": "Como reutilizar",
  "dados.reuse.text":
    "Ao reutilizar uma checagem, cite o observatório e o endereço da página da checagem.",
  // Heading of the data panel at the top of /dados.
  "dados.painel.title": "Painel: o que circula, onde e quando",
  "dados.painel.intro":
    "Números das checagens publicadas e das sugestões recebidas, no período e no estado escolhidos. Cada gráfico traz seus números em tabela e em CSV, iguais aos dos arquivos abertos com os mesmos filtros.",
  "dados.painel.filtros": "Filtrar o painel",
  "dados.painel.de": "De",
  "dados.painel.ate": "Até",
  "dados.painel.vazio": "Nenhuma checagem publicada com estes filtros.",
  "dados.painel.tabela": "Ver os números em tabela",
  // Names the table of a chart's numbers; {{grafico}} is the chart's title.
  "dados.painel.tabelaNome": "Números do gráfico “{{grafico}}”",
  // Link under each chart; {{grafico}} is the chart's title.
  "dados.painel.csv": "Baixar os números de “{{grafico}}” (CSV)",
  "dados.painel.total": "Total",
  "dados.painel.mes": "Mês",
  // Column header: followed by the Monday that starts the week.
  "dados.painel.semana": "Semana de",
  "dados.painel.estado": "Estado",
  "dados.painel.tema": "Tema",
  "dados.painel.checagens": "Checagens",
  "dados.painel.amazoniaLegal": "Amazônia Legal",
  "dados.painel.sim": "sim",
  "dados.painel.nao": "não",
  "dados.painel.legenda": "Legenda",
  "dados.painel.mensal.title": "Checagens por mês e veredito",
  // One-sentence reading of the monthly chart; {{mes}} is a month and year ("outubro de 2026"), {{pct}} a whole percentage.
  "dados.painel.mensal.leitura":
    "Em {{mes}}, {{pct}}% das checagens foram desmentidas ({{count}} de {{total}}).",
  // Shown under a monthly chart cut to its last months; {{count}} and {{total}} are numbers of months.
  "dados.painel.mensal.recorte":
    "O gráfico e a tabela mostram os últimos {{count}} meses do período; o arquivo CSV traz todos os {{total}}.",
  "dados.painel.mensal.alt":
    "Gráfico de barras empilhadas com as checagens de cada mês, de {{de}} a {{ate}}, divididas por veredito; os números estão na tabela abaixo.",
  "dados.painel.estados.title": "Checagens por estado",
  "dados.painel.estados.leitura":
    "{{estado}} teve mais checagens no período: {{count}} de {{total}}; os nove estados da Amazônia Legal somam {{pct}}%.",
  "dados.painel.estados.alt":
    "Mapa do Brasil com cada estado colorido pelo número de checagens e os nove estados da Amazônia Legal com contorno grosso; cada estado leva à sua página.",
  // Accessible name of a state on the map; {{count}} is a number.
  "dados.painel.estados.link": "{{estado}}, checagens: {{count}}",
  "dados.painel.estados.amazonia": "Contorno grosso: Amazônia Legal",
  "dados.painel.estados.escala": "Da primeira à última cor: de nenhuma a {{max}} checagens",
  // Credit of the map's geometry, required by its licence; the package name stays as is.
  "dados.painel.estados.fonte": "Mapa: svg-maps/brazil, de Victor Cazanave, licença CC BY 4.0.",
  "dados.painel.estados.lista": "Estados com checagens, do que tem mais ao que tem menos",
  "dados.painel.estados.semEstado": "Checagens sem estado informado: {{count}}.",
  "dados.painel.temas.title": "Os dez temas mais checados",
  "dados.painel.temas.leitura":
    "O tema mais checado no período foi “{{tema}}”, presente em {{count}} de {{total}} checagens.",
  "dados.painel.sugestoes.title": "Sugestões recebidas por semana e plataforma",
  "dados.painel.sugestoes.leitura":
    "O observatório recebeu {{total}} sugestões de leitores no período, a maior parte por {{plataforma}}.",
  // {{tempo}} is a duration in words ("4 horas", "3 dias").
  "dados.painel.sugestoes.mediana":
    "Metade das sugestões respondidas teve resposta em até {{tempo}} (mediana de {{count}} respostas).",
  "dados.painel.sugestoes.semResposta": "Nenhuma sugestão do período foi respondida ainda.",
  "dados.painel.sugestoes.vazio": "Nenhuma sugestão de leitor recebida com estes filtros.",
  "dados.painel.sugestoes.recorte":
    "O gráfico e a tabela mostram as últimas {{count}} semanas do período; o arquivo CSV traz todas as {{total}}.",
  "dados.painel.sugestoes.alt":
    "Gráfico de barras empilhadas com as sugestões recebidas em cada semana, de {{de}} a {{ate}}, divididas por plataforma; os números estão na tabela abaixo.",
} as const;

export const dados: Translations<typeof pt> = {
  pt,
  en: {
    "dados.title": "Open data",
    "dados.description":
      "The observatory’s fact-checks as CSV and JSON, the RSS feeds and the pages’ structured data, to follow and reuse.",
    "dados.intro":
      "The observatory publishes its fact-checks in open formats, so that readers, researchers and other sites can follow and reuse them.",
    "dados.checagens.title": "Fact-checks",
    "dados.checagens.text":
      "Every published fact-check (verified or debunked), newest first. The files follow the site: a new or corrected fact-check appears in them within minutes.",
    "dados.checagens.csv": "Fact-checks as CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, comma-separated, with a header line",
    "dados.checagens.json": "Fact-checks as JSON",
    "dados.checagens.jsonFormat": "a list of objects with the same fields",
    "dados.fields.caption": "Fields of each fact-check",
    "dados.fields.name": "Field",
    "dados.fields.meaning": "Meaning",
    "dados.field.id": "The fact-check’s number at the observatory; it never changes.",
    "dados.field.url": "Address of the fact-check’s page.",
    "dados.field.titulo": "Title of the fact-check: the claim that was checked.",
    "dados.field.resumo": "Summary of the fact-check, as plain text.",
    "dados.field.status":
      "Verdict: verificada (the information is true) or desmentida (the information is false).",
    "dados.field.dataVerificacao": "Day of the check, as YYYY-MM-DD.",
    "dados.field.verificador": "Who checked it; empty when not given.",
    "dados.field.verdades":
      "The facts that confirm or correct the claim. In the CSV, one per line within the field.",
    "dados.field.fontes": "The sources consulted. In the CSV, one per line within the field.",
    "dados.field.tags": "The check’s topics. In the CSV, one per line within the field.",
    "dados.field.uf":
      "Two-letter code of the Brazilian state the check concerns (for example, PA); empty when not given.",
    "dados.field.municipio": "Municipality the check concerns; empty when not given.",
    "dados.field.alegacao":
      "The claim examined, as it circulated; empty when not given (the check then uses its title).",
    "dados.field.rotulo":
      "Identifier of the rating on the observatory's scale (for example, fora-de-contexto); empty when there is none.",
    "dados.field.rotuloNome": "Name of the rating, or of the verdict when there is no rating.",
    "dados.field.circulouEm":
      "Platforms where the claim circulated (whatsapp, facebook, instagram…). In the CSV, one per line within the field.",
    "dados.field.primeiraAparicao":
      "Date the claim was first seen (YYYY-MM-DD); empty when not given.",
    "dados.feeds.title": "Feeds",
    "dados.feeds.text": "To get what is new in a feed reader (RSS 2.0):",
    "dados.feeds.site": "News and fact-checks",
    "dados.feeds.noticias": "News",
    "dados.feeds.fakeNews": "Fact-checks",
    "dados.structured.title": "Structured data",
    "dados.structured.text":
      "Every fact-check page carries schema.org ClaimReview markup in JSON-LD with the claim, the verdict, the date and who checked it: search engines and fact-checking tools read it directly.",
    "dados.structured.sitemap": "Sitemap (every public page, as XML)",
    "dados.reuse.title": "How to reuse",
    "dados.reuse.text":
      "When you reuse a fact-check, credit the observatory and give the address of the fact-check’s page.",
    "dados.painel.title": "Panel: what circulates, where and when",
    "dados.painel.intro":
      "Figures of the published fact-checks and of the tips received, for the chosen period and state. Each chart gives its numbers as a table and as CSV, equal to the open files' with the same filters.",
    "dados.painel.filtros": "Filter the panel",
    "dados.painel.de": "From",
    "dados.painel.ate": "To",
    "dados.painel.vazio": "No published fact-check matches these filters.",
    "dados.painel.tabela": "Show the numbers as a table",
    "dados.painel.tabelaNome": "Numbers of the chart “{{grafico}}”",
    "dados.painel.csv": "Download the numbers of “{{grafico}}” (CSV)",
    "dados.painel.total": "Total",
    "dados.painel.mes": "Month",
    "dados.painel.semana": "Week of",
    "dados.painel.estado": "State",
    "dados.painel.tema": "Topic",
    "dados.painel.checagens": "Fact-checks",
    "dados.painel.amazoniaLegal": "Legal Amazon",
    "dados.painel.sim": "yes",
    "dados.painel.nao": "no",
    "dados.painel.legenda": "Legend",
    "dados.painel.mensal.title": "Fact-checks per month and verdict",
    "dados.painel.mensal.leitura":
      "In {{mes}}, {{pct}}% of the fact-checks were debunked ({{count}} of {{total}}).",
    "dados.painel.mensal.recorte":
      "The chart and the table show the last {{count}} months of the period; the CSV file has all {{total}}.",
    "dados.painel.mensal.alt":
      "Stacked bar chart of each month's fact-checks, from {{de}} to {{ate}}, split by verdict; the numbers are in the table below.",
    "dados.painel.estados.title": "Fact-checks by state",
    "dados.painel.estados.leitura":
      "{{estado}} had the most fact-checks in the period: {{count}} of {{total}}; the nine states of the Legal Amazon add up to {{pct}}%.",
    "dados.painel.estados.alt":
      "Map of Brazil with each state shaded by its number of fact-checks and the nine states of the Legal Amazon thickly outlined; each state links to its page.",
    "dados.painel.estados.link": "{{estado}}, fact-checks: {{count}}",
    "dados.painel.estados.amazonia": "Thick outline: Legal Amazon",
    "dados.painel.estados.escala":
      "From the first colour to the last: from none to {{max}} fact-checks",
    "dados.painel.estados.fonte": "Map: svg-maps/brazil, by Victor Cazanave, CC BY 4.0 licence.",
    "dados.painel.estados.lista": "States with fact-checks, from most to fewest",
    "dados.painel.estados.semEstado": "Fact-checks without a state: {{count}}.",
    "dados.painel.temas.title": "The ten most checked topics",
    "dados.painel.temas.leitura":
      "The most checked topic in the period was “{{tema}}”, in {{count}} of {{total}} fact-checks.",
    "dados.painel.sugestoes.title": "Tips received per week and platform",
    "dados.painel.sugestoes.leitura":
      "The observatory received {{total}} tips from readers in the period, most of them through {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "Half of the answered tips were answered within {{tempo}} (median of {{count}} answers).",
    "dados.painel.sugestoes.semResposta": "No tip of the period has been answered yet.",
    "dados.painel.sugestoes.vazio": "No reader's tip received matches these filters.",
    "dados.painel.sugestoes.recorte":
      "The chart and the table show the last {{count}} weeks of the period; the CSV file has all {{total}}.",
    "dados.painel.sugestoes.alt":
      "Stacked bar chart of the tips received each week, from {{de}} to {{ate}}, split by platform; the numbers are in the table below.",
  },
  es: {
    "dados.title": "Datos abiertos",
    "dados.description":
      "Las verificaciones del observatorio en CSV y JSON, los feeds RSS y los datos estructurados de las páginas, para seguir y reutilizar.",
    "dados.intro":
      "El observatorio publica sus verificaciones en formatos abiertos, para que lectores, investigadores y otros sitios puedan seguirlas y reutilizarlas.",
    "dados.checagens.title": "Verificaciones",
    "dados.checagens.text":
      "Todas las verificaciones publicadas (verificadas o desmentidas), de la más reciente a la más antigua. Los archivos siguen al sitio: una verificación nueva o corregida aparece en ellos en pocos minutos.",
    "dados.checagens.csv": "Verificaciones en CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, separado por comas, con encabezado",
    "dados.checagens.json": "Verificaciones en JSON",
    "dados.checagens.jsonFormat": "una lista de objetos con los mismos campos",
    "dados.fields.caption": "Campos de cada verificación",
    "dados.fields.name": "Campo",
    "dados.fields.meaning": "Significado",
    "dados.field.id": "Número de la verificación en el observatorio; no cambia.",
    "dados.field.url": "Dirección de la página de la verificación.",
    "dados.field.titulo": "Título de la verificación: la afirmación verificada.",
    "dados.field.resumo": "Resumen de la verificación, en texto plano.",
    "dados.field.status":
      "Veredicto: verificada (la información es verdadera) o desmentida (la información es falsa).",
    "dados.field.dataVerificacao": "Día de la verificación, en formato AAAA-MM-DD.",
    "dados.field.verificador": "Quién verificó; vacío si no se indica.",
    "dados.field.verdades":
      "Los hechos que confirman o corrigen la afirmación. En el CSV, uno por línea dentro del campo.",
    "dados.field.fontes": "Las fuentes consultadas. En el CSV, una por línea dentro del campo.",
    "dados.field.tags": "Los temas de la verificación. En el CSV, uno por línea dentro del campo.",
    "dados.field.uf":
      "Sigla del estado brasileño al que se refiere la verificación (por ejemplo, PA); vacío cuando no se indica.",
    "dados.field.municipio":
      "Municipio al que se refiere la verificación; vacío cuando no se indica.",
    "dados.field.alegacao":
      "La afirmación examinada, tal como circuló; vacía cuando no se indica (la verificación usa su título).",
    "dados.field.rotulo":
      "Identificador de la calificación en la escala del observatorio (por ejemplo, fora-de-contexto); vacío cuando no hay.",
    "dados.field.rotuloNome":
      "Nombre de la calificación, o del veredicto cuando no hay calificación.",
    "dados.field.circulouEm":
      "Plataformas donde circuló la afirmación (whatsapp, facebook, instagram…). En el CSV, una por línea dentro del campo.",
    "dados.field.primeiraAparicao":
      "Fecha en que la afirmación se vio por primera vez (AAAA-MM-DD); vacía cuando no se indica.",
    "dados.feeds.title": "Feeds",
    "dados.feeds.text": "Para recibir las novedades en un lector de feeds (RSS 2.0):",
    "dados.feeds.site": "Noticias y verificaciones",
    "dados.feeds.noticias": "Noticias",
    "dados.feeds.fakeNews": "Verificaciones",
    "dados.structured.title": "Datos estructurados",
    "dados.structured.text":
      "Cada página de verificación incluye, en JSON-LD, el marcado ClaimReview de schema.org con la afirmación, el veredicto, la fecha y quién verificó: buscadores y herramientas de verificación lo leen directamente.",
    "dados.structured.sitemap": "Mapa del sitio (todas las páginas públicas, en XML)",
    "dados.reuse.title": "Cómo reutilizar",
    "dados.reuse.text":
      "Al reutilizar una verificación, cite al observatorio y la dirección de la página de la verificación.",
    "dados.painel.title": "Panel: qué circula, dónde y cuándo",
    "dados.painel.intro":
      "Cifras de las verificaciones publicadas y de las sugerencias recibidas, en el período y el estado elegidos. Cada gráfico ofrece sus números en tabla y en CSV, iguales a los de los archivos abiertos con los mismos filtros.",
    "dados.painel.filtros": "Filtrar el panel",
    "dados.painel.de": "Desde",
    "dados.painel.ate": "Hasta",
    "dados.painel.vazio": "Ninguna verificación publicada coincide con estos filtros.",
    "dados.painel.tabela": "Ver los números en una tabla",
    "dados.painel.tabelaNome": "Números del gráfico «{{grafico}}»",
    "dados.painel.csv": "Descargar los números de «{{grafico}}» (CSV)",
    "dados.painel.total": "Total",
    "dados.painel.mes": "Mes",
    "dados.painel.semana": "Semana del",
    "dados.painel.estado": "Estado",
    "dados.painel.tema": "Tema",
    "dados.painel.checagens": "Verificaciones",
    "dados.painel.amazoniaLegal": "Amazonia Legal",
    "dados.painel.sim": "sí",
    "dados.painel.nao": "no",
    "dados.painel.legenda": "Leyenda",
    "dados.painel.mensal.title": "Verificaciones por mes y veredicto",
    "dados.painel.mensal.leitura":
      "En {{mes}}, el {{pct}} % de las verificaciones fueron desmentidas ({{count}} de {{total}}).",
    "dados.painel.mensal.recorte":
      "El gráfico y la tabla muestran los últimos {{count}} meses del período; el archivo CSV trae los {{total}}.",
    "dados.painel.mensal.alt":
      "Gráfico de barras apiladas con las verificaciones de cada mes, de {{de}} a {{ate}}, divididas por veredicto; los números están en la tabla de abajo.",
    "dados.painel.estados.title": "Verificaciones por estado",
    "dados.painel.estados.leitura":
      "{{estado}} tuvo más verificaciones en el período: {{count}} de {{total}}; los nueve estados de la Amazonia Legal suman el {{pct}} %.",
    "dados.painel.estados.alt":
      "Mapa de Brasil con cada estado coloreado según su número de verificaciones y los nueve estados de la Amazonia Legal con contorno grueso; cada estado lleva a su página.",
    "dados.painel.estados.link": "{{estado}}, verificaciones: {{count}}",
    "dados.painel.estados.amazonia": "Contorno grueso: Amazonia Legal",
    "dados.painel.estados.escala":
      "Del primer color al último: de ninguna a {{max}} verificaciones",
    "dados.painel.estados.fonte": "Mapa: svg-maps/brazil, de Victor Cazanave, licencia CC BY 4.0.",
    "dados.painel.estados.lista":
      "Estados con verificaciones, del que tiene más al que tiene menos",
    "dados.painel.estados.semEstado": "Verificaciones sin estado indicado: {{count}}.",
    "dados.painel.temas.title": "Los diez temas más verificados",
    "dados.painel.temas.leitura":
      "El tema más verificado en el período fue «{{tema}}», presente en {{count}} de {{total}} verificaciones.",
    "dados.painel.sugestoes.title": "Sugerencias recibidas por semana y plataforma",
    "dados.painel.sugestoes.leitura":
      "El observatorio recibió {{total}} sugerencias de lectores en el período, la mayoría por {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "La mitad de las sugerencias respondidas obtuvo respuesta en {{tempo}} o menos (mediana de {{count}} respuestas).",
    "dados.painel.sugestoes.semResposta":
      "Ninguna sugerencia del período ha sido respondida todavía.",
    "dados.painel.sugestoes.vazio":
      "Ninguna sugerencia de lectores recibida coincide con estos filtros.",
    "dados.painel.sugestoes.recorte":
      "El gráfico y la tabla muestran las últimas {{count}} semanas del período; el archivo CSV trae las {{total}}.",
    "dados.painel.sugestoes.alt":
      "Gráfico de barras apiladas con las sugerencias recibidas cada semana, de {{de}} a {{ate}}, divididas por plataforma; los números están en la tabla de abajo.",
  },
  fr: {
    "dados.title": "Données ouvertes",
    "dados.description":
      "Les vérifications de l’observatoire en CSV et JSON, les flux RSS et les données structurées des pages, pour suivre et réutiliser.",
    "dados.intro":
      "L’observatoire publie ses vérifications dans des formats ouverts, afin que lecteurs, chercheurs et autres sites puissent les suivre et les réutiliser.",
    "dados.checagens.title": "Vérifications",
    "dados.checagens.text":
      "Toutes les vérifications publiées (vérifiées ou démenties), de la plus récente à la plus ancienne. Les fichiers suivent le site : une vérification nouvelle ou corrigée y apparaît en quelques minutes.",
    "dados.checagens.csv": "Vérifications en CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, séparé par des virgules, avec en-tête",
    "dados.checagens.json": "Vérifications en JSON",
    "dados.checagens.jsonFormat": "une liste d’objets avec les mêmes champs",
    "dados.fields.caption": "Champs de chaque vérification",
    "dados.fields.name": "Champ",
    "dados.fields.meaning": "Signification",
    "dados.field.id": "Numéro de la vérification à l’observatoire ; il ne change pas.",
    "dados.field.url": "Adresse de la page de la vérification.",
    "dados.field.titulo": "Titre de la vérification : l’affirmation vérifiée.",
    "dados.field.resumo": "Résumé de la vérification, en texte brut.",
    "dados.field.status":
      "Verdict : verificada (l’information est vraie) ou desmentida (l’information est fausse).",
    "dados.field.dataVerificacao": "Jour de la vérification, au format AAAA-MM-JJ.",
    "dados.field.verificador": "Qui a vérifié ; vide si non indiqué.",
    "dados.field.verdades":
      "Les faits qui confirment ou corrigent l’affirmation. Dans le CSV, un par ligne dans le champ.",
    "dados.field.fontes": "Les sources consultées. Dans le CSV, une par ligne dans le champ.",
    "dados.field.tags": "Les thèmes de la vérification. Dans le CSV, un par ligne dans le champ.",
    "dados.field.uf":
      "Sigle de l’État brésilien concerné par la vérification (par exemple, PA) ; vide s’il n’est pas indiqué.",
    "dados.field.municipio":
      "Municipalité concernée par la vérification ; vide si elle n’est pas indiquée.",
    "dados.field.alegacao":
      "L’affirmation examinée, telle qu’elle a circulé ; vide si elle n’est pas indiquée (la vérification utilise alors son titre).",
    "dados.field.rotulo":
      "Identifiant de la note sur l’échelle de l’observatoire (par exemple, fora-de-contexto) ; vide s’il n’y en a pas.",
    "dados.field.rotuloNome": "Nom de la note, ou du verdict s’il n’y a pas de note.",
    "dados.field.circulouEm":
      "Plateformes où l’affirmation a circulé (whatsapp, facebook, instagram…). Dans le CSV, une par ligne dans le champ.",
    "dados.field.primeiraAparicao":
      "Date à laquelle l’affirmation a été vue pour la première fois (AAAA-MM-JJ) ; vide si elle n’est pas indiquée.",
    "dados.feeds.title": "Flux",
    "dados.feeds.text": "Pour recevoir les nouveautés dans un lecteur de flux (RSS 2.0) :",
    "dados.feeds.site": "Actualités et vérifications",
    "dados.feeds.noticias": "Actualités",
    "dados.feeds.fakeNews": "Vérifications",
    "dados.structured.title": "Données structurées",
    "dados.structured.text":
      "Chaque page de vérification contient, en JSON-LD, le balisage ClaimReview de schema.org avec l’affirmation, le verdict, la date et l’auteur de la vérification : moteurs de recherche et outils de vérification le lisent directement.",
    "dados.structured.sitemap": "Plan du site (toutes les pages publiques, en XML)",
    "dados.reuse.title": "Comment réutiliser",
    "dados.reuse.text":
      "En réutilisant une vérification, citez l’observatoire et l’adresse de la page de la vérification.",
    "dados.painel.title": "Tableau de bord : ce qui circule, où et quand",
    "dados.painel.intro":
      "Chiffres des vérifications publiées et des signalements reçus, pour la période et l’État choisis. Chaque graphique donne ses chiffres en tableau et en CSV, identiques à ceux des fichiers ouverts avec les mêmes filtres.",
    "dados.painel.filtros": "Filtrer le tableau de bord",
    "dados.painel.de": "Du",
    "dados.painel.ate": "Au",
    "dados.painel.vazio": "Aucune vérification publiée ne correspond à ces filtres.",
    "dados.painel.tabela": "Voir les chiffres en tableau",
    "dados.painel.tabelaNome": "Chiffres du graphique « {{grafico}} »",
    "dados.painel.csv": "Télécharger les chiffres de « {{grafico}} » (CSV)",
    "dados.painel.total": "Total",
    "dados.painel.mes": "Mois",
    "dados.painel.semana": "Semaine du",
    "dados.painel.estado": "État",
    "dados.painel.tema": "Thème",
    "dados.painel.checagens": "Vérifications",
    "dados.painel.amazoniaLegal": "Amazonie légale",
    "dados.painel.sim": "oui",
    "dados.painel.nao": "non",
    "dados.painel.legenda": "Légende",
    "dados.painel.mensal.title": "Vérifications par mois et verdict",
    "dados.painel.mensal.leitura":
      "En {{mes}}, {{pct}} % des vérifications ont été démenties ({{count}} sur {{total}}).",
    "dados.painel.mensal.recorte":
      "Le graphique et le tableau montrent les {{count}} derniers mois de la période ; le fichier CSV contient les {{total}}.",
    "dados.painel.mensal.alt":
      "Graphique en barres empilées des vérifications de chaque mois, de {{de}} à {{ate}}, réparties par verdict ; les chiffres sont dans le tableau ci-dessous.",
    "dados.painel.estados.title": "Vérifications par État",
    "dados.painel.estados.leitura":
      "{{estado}} a eu le plus de vérifications sur la période : {{count}} sur {{total}} ; les neuf États de l’Amazonie légale en totalisent {{pct}} %.",
    "dados.painel.estados.alt":
      "Carte du Brésil où chaque État est coloré selon son nombre de vérifications et les neuf États de l’Amazonie légale sont cernés d’un trait épais ; chaque État mène à sa page.",
    "dados.painel.estados.link": "{{estado}}, vérifications : {{count}}",
    "dados.painel.estados.amazonia": "Trait épais : Amazonie légale",
    "dados.painel.estados.escala":
      "De la première couleur à la dernière : d’aucune à {{max}} vérifications",
    "dados.painel.estados.fonte": "Carte : svg-maps/brazil, de Victor Cazanave, licence CC BY 4.0.",
    "dados.painel.estados.lista": "États ayant des vérifications, du plus au moins nombreux",
    "dados.painel.estados.semEstado": "Vérifications sans État indiqué : {{count}}.",
    "dados.painel.temas.title": "Les dix thèmes les plus vérifiés",
    "dados.painel.temas.leitura":
      "Le thème le plus vérifié sur la période a été « {{tema}} », présent dans {{count}} vérifications sur {{total}}.",
    "dados.painel.sugestoes.title": "Signalements reçus par semaine et par plateforme",
    "dados.painel.sugestoes.leitura":
      "L’observatoire a reçu {{total}} signalements de lecteurs sur la période, la plupart par {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "La moitié des signalements traités a reçu une réponse en {{tempo}} ou moins (médiane de {{count}} réponses).",
    "dados.painel.sugestoes.semResposta":
      "Aucun signalement de la période n’a encore reçu de réponse.",
    "dados.painel.sugestoes.vazio":
      "Aucun signalement de lecteur reçu ne correspond à ces filtres.",
    "dados.painel.sugestoes.recorte":
      "Le graphique et le tableau montrent les {{count}} dernières semaines de la période ; le fichier CSV contient les {{total}}.",
    "dados.painel.sugestoes.alt":
      "Graphique en barres empilées des signalements reçus chaque semaine, de {{de}} à {{ate}}, répartis par plateforme ; les chiffres sont dans le tableau ci-dessous.",
  },
  de: {
    "dados.title": "Offene Daten",
    "dados.description":
      "Die Faktenchecks der Beobachtungsstelle als CSV und JSON, die RSS-Feeds und die strukturierten Daten der Seiten, zum Verfolgen und Weiterverwenden.",
    "dados.intro":
      "Die Beobachtungsstelle veröffentlicht ihre Faktenchecks in offenen Formaten, damit Leserinnen und Leser, Forschende und andere Websites sie verfolgen und weiterverwenden können.",
    "dados.checagens.title": "Faktenchecks",
    "dados.checagens.text":
      "Alle veröffentlichten Faktenchecks (bestätigt oder widerlegt), die neuesten zuerst. Die Dateien folgen der Website: Ein neuer oder korrigierter Faktencheck erscheint darin innerhalb weniger Minuten.",
    "dados.checagens.csv": "Faktenchecks als CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, kommagetrennt, mit Kopfzeile",
    "dados.checagens.json": "Faktenchecks als JSON",
    "dados.checagens.jsonFormat": "eine Liste von Objekten mit denselben Feldern",
    "dados.fields.caption": "Felder jedes Faktenchecks",
    "dados.fields.name": "Feld",
    "dados.fields.meaning": "Bedeutung",
    "dados.field.id": "Nummer des Faktenchecks bei der Beobachtungsstelle; sie ändert sich nie.",
    "dados.field.url": "Adresse der Seite des Faktenchecks.",
    "dados.field.titulo": "Titel des Faktenchecks: die geprüfte Behauptung.",
    "dados.field.resumo": "Zusammenfassung des Faktenchecks als reiner Text.",
    "dados.field.status":
      "Urteil: verificada (die Information ist wahr) oder desmentida (die Information ist falsch).",
    "dados.field.dataVerificacao": "Tag der Prüfung im Format JJJJ-MM-TT.",
    "dados.field.verificador": "Wer geprüft hat; leer, wenn nicht angegeben.",
    "dados.field.verdades":
      "Die Fakten, die die Behauptung bestätigen oder richtigstellen. In der CSV eine pro Zeile innerhalb des Feldes.",
    "dados.field.fontes":
      "Die herangezogenen Quellen. In der CSV eine pro Zeile innerhalb des Feldes.",
    "dados.field.tags": "Die Themen der Prüfung. In der CSV eines pro Zeile innerhalb des Feldes.",
    "dados.field.uf":
      "Kürzel des brasilianischen Bundesstaats, den die Prüfung betrifft (zum Beispiel PA); leer, wenn nicht angegeben.",
    "dados.field.municipio": "Gemeinde, die die Prüfung betrifft; leer, wenn nicht angegeben.",
    "dados.field.alegacao":
      "Die geprüfte Behauptung, wie sie verbreitet wurde; leer, wenn nicht angegeben (die Prüfung nutzt dann ihren Titel).",
    "dados.field.rotulo":
      "Kennung der Bewertung auf der Skala der Beobachtungsstelle (zum Beispiel fora-de-contexto); leer, wenn es keine gibt.",
    "dados.field.rotuloNome": "Name der Bewertung oder, ohne Bewertung, des Urteils.",
    "dados.field.circulouEm":
      "Plattformen, auf denen die Behauptung kursierte (whatsapp, facebook, instagram…). In der CSV eine pro Zeile innerhalb des Feldes.",
    "dados.field.primeiraAparicao":
      "Datum, an dem die Behauptung zuerst gesehen wurde (JJJJ-MM-TT); leer, wenn nicht angegeben.",
    "dados.feeds.title": "Feeds",
    "dados.feeds.text": "Um Neues in einem Feedreader (RSS 2.0) zu erhalten:",
    "dados.feeds.site": "Nachrichten und Faktenchecks",
    "dados.feeds.noticias": "Nachrichten",
    "dados.feeds.fakeNews": "Faktenchecks",
    "dados.structured.title": "Strukturierte Daten",
    "dados.structured.text":
      "Jede Seite eines Faktenchecks enthält ClaimReview-Auszeichnungen von schema.org in JSON-LD mit der Behauptung, dem Urteil, dem Datum und der prüfenden Person: Suchmaschinen und Faktencheck-Werkzeuge lesen sie direkt.",
    "dados.structured.sitemap": "Sitemap (alle öffentlichen Seiten, als XML)",
    "dados.reuse.title": "Weiterverwenden",
    "dados.reuse.text":
      "Wenn Sie einen Faktencheck weiterverwenden, nennen Sie die Beobachtungsstelle und die Adresse der Seite des Faktenchecks.",
    "dados.painel.title": "Übersicht: was wo und wann kursiert",
    "dados.painel.intro":
      "Zahlen der veröffentlichten Faktenchecks und der eingegangenen Hinweise für den gewählten Zeitraum und Bundesstaat. Jedes Diagramm gibt seine Zahlen als Tabelle und als CSV an, gleich denen der offenen Dateien mit denselben Filtern.",
    "dados.painel.filtros": "Übersicht filtern",
    "dados.painel.de": "Von",
    "dados.painel.ate": "Bis",
    "dados.painel.vazio": "Kein veröffentlichter Faktencheck entspricht diesen Filtern.",
    "dados.painel.tabela": "Zahlen als Tabelle anzeigen",
    "dados.painel.tabelaNome": "Zahlen des Diagramms „{{grafico}}“",
    "dados.painel.csv": "Zahlen von „{{grafico}}“ herunterladen (CSV)",
    "dados.painel.total": "Gesamt",
    "dados.painel.mes": "Monat",
    "dados.painel.semana": "Woche ab",
    "dados.painel.estado": "Bundesstaat",
    "dados.painel.tema": "Thema",
    "dados.painel.checagens": "Faktenchecks",
    "dados.painel.amazoniaLegal": "Amazônia Legal",
    "dados.painel.sim": "ja",
    "dados.painel.nao": "nein",
    "dados.painel.legenda": "Legende",
    "dados.painel.mensal.title": "Faktenchecks nach Monat und Urteil",
    "dados.painel.mensal.leitura":
      "Im {{mes}} wurden {{pct}} % der Faktenchecks widerlegt ({{count}} von {{total}}).",
    "dados.painel.mensal.recorte":
      "Diagramm und Tabelle zeigen die letzten {{count}} Monate des Zeitraums; die CSV-Datei enthält alle {{total}}.",
    "dados.painel.mensal.alt":
      "Gestapeltes Balkendiagramm der Faktenchecks jedes Monats von {{de}} bis {{ate}}, nach Urteil aufgeteilt; die Zahlen stehen in der Tabelle darunter.",
    "dados.painel.estados.title": "Faktenchecks nach Bundesstaat",
    "dados.painel.estados.leitura":
      "{{estado}} hatte im Zeitraum die meisten Faktenchecks: {{count}} von {{total}}; die neun Bundesstaaten der Amazônia Legal kommen zusammen auf {{pct}} %.",
    "dados.painel.estados.alt":
      "Karte Brasiliens, jeder Bundesstaat nach der Zahl seiner Faktenchecks eingefärbt, die neun Bundesstaaten der Amazônia Legal dick umrandet; jeder Bundesstaat führt zu seiner Seite.",
    "dados.painel.estados.link": "{{estado}}, Faktenchecks: {{count}}",
    "dados.painel.estados.amazonia": "Dicke Umrandung: Amazônia Legal",
    "dados.painel.estados.escala":
      "Von der ersten zur letzten Farbe: von keinem bis {{max}} Faktenchecks",
    "dados.painel.estados.fonte": "Karte: svg-maps/brazil von Victor Cazanave, Lizenz CC BY 4.0.",
    "dados.painel.estados.lista":
      "Bundesstaaten mit Faktenchecks, von den meisten zu den wenigsten",
    "dados.painel.estados.semEstado": "Faktenchecks ohne Bundesstaat: {{count}}.",
    "dados.painel.temas.title": "Die zehn meistgeprüften Themen",
    "dados.painel.temas.leitura":
      "Das meistgeprüfte Thema im Zeitraum war „{{tema}}“, in {{count}} von {{total}} Faktenchecks.",
    "dados.painel.sugestoes.title": "Eingegangene Hinweise nach Woche und Plattform",
    "dados.painel.sugestoes.leitura":
      "Das Observatorium erhielt im Zeitraum {{total}} Hinweise von Leserinnen und Lesern, die meisten über {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "Die Hälfte der beantworteten Hinweise wurde innerhalb von {{tempo}} beantwortet (Median aus {{count}} Antworten).",
    "dados.painel.sugestoes.semResposta": "Noch kein Hinweis des Zeitraums wurde beantwortet.",
    "dados.painel.sugestoes.vazio": "Kein eingegangener Hinweis entspricht diesen Filtern.",
    "dados.painel.sugestoes.recorte":
      "Diagramm und Tabelle zeigen die letzten {{count}} Wochen des Zeitraums; die CSV-Datei enthält alle {{total}}.",
    "dados.painel.sugestoes.alt":
      "Gestapeltes Balkendiagramm der jede Woche eingegangenen Hinweise von {{de}} bis {{ate}}, nach Plattform aufgeteilt; die Zahlen stehen in der Tabelle darunter.",
  },
  it: {
    "dados.title": "Dati aperti",
    "dados.description":
      "Le verifiche dell’osservatorio in CSV e JSON, i feed RSS e i dati strutturati delle pagine, da seguire e riutilizzare.",
    "dados.intro":
      "L’osservatorio pubblica le sue verifiche in formati aperti, perché lettori, ricercatori e altri siti possano seguirle e riutilizzarle.",
    "dados.checagens.title": "Verifiche",
    "dados.checagens.text":
      "Tutte le verifiche pubblicate (confermate o smentite), dalla più recente alla più vecchia. I file seguono il sito: una verifica nuova o corretta vi compare in pochi minuti.",
    "dados.checagens.csv": "Verifiche in CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, separato da virgole, con intestazione",
    "dados.checagens.json": "Verifiche in JSON",
    "dados.checagens.jsonFormat": "un elenco di oggetti con gli stessi campi",
    "dados.fields.caption": "Campi di ogni verifica",
    "dados.fields.name": "Campo",
    "dados.fields.meaning": "Significato",
    "dados.field.id": "Numero della verifica presso l’osservatorio; non cambia.",
    "dados.field.url": "Indirizzo della pagina della verifica.",
    "dados.field.titulo": "Titolo della verifica: l’affermazione verificata.",
    "dados.field.resumo": "Riassunto della verifica, in testo semplice.",
    "dados.field.status":
      "Verdetto: verificada (l’informazione è vera) o desmentida (l’informazione è falsa).",
    "dados.field.dataVerificacao": "Giorno della verifica, nel formato AAAA-MM-GG.",
    "dados.field.verificador": "Chi ha verificato; vuoto se non indicato.",
    "dados.field.verdades":
      "I fatti che confermano o correggono l’affermazione. Nel CSV, uno per riga all’interno del campo.",
    "dados.field.fontes": "Le fonti consultate. Nel CSV, una per riga all’interno del campo.",
    "dados.field.tags": "I temi della verifica. Nel CSV, uno per riga all’interno del campo.",
    "dados.field.uf":
      "Sigla dello stato brasiliano a cui si riferisce la verifica (per esempio, PA); vuoto se non indicato.",
    "dados.field.municipio": "Comune a cui si riferisce la verifica; vuoto se non indicato.",
    "dados.field.alegacao":
      "L’affermazione esaminata, così come è circolata; vuota se non indicata (la verifica usa allora il titolo).",
    "dados.field.rotulo":
      "Identificativo della valutazione nella scala dell’osservatorio (per esempio, fora-de-contexto); vuoto se non c’è.",
    "dados.field.rotuloNome": "Nome della valutazione, o del verdetto quando non c’è valutazione.",
    "dados.field.circulouEm":
      "Piattaforme dove è circolata l’affermazione (whatsapp, facebook, instagram…). Nel CSV, una per riga all’interno del campo.",
    "dados.field.primeiraAparicao":
      "Data in cui l’affermazione è stata vista per la prima volta (AAAA-MM-GG); vuota se non indicata.",
    "dados.feeds.title": "Feed",
    "dados.feeds.text": "Per ricevere le novità in un lettore di feed (RSS 2.0):",
    "dados.feeds.site": "Notizie e verifiche",
    "dados.feeds.noticias": "Notizie",
    "dados.feeds.fakeNews": "Verifiche",
    "dados.structured.title": "Dati strutturati",
    "dados.structured.text":
      "Ogni pagina di verifica contiene, in JSON-LD, il markup ClaimReview di schema.org con l’affermazione, il verdetto, la data e chi ha verificato: motori di ricerca e strumenti di fact-checking lo leggono direttamente.",
    "dados.structured.sitemap": "Mappa del sito (tutte le pagine pubbliche, in XML)",
    "dados.reuse.title": "Come riutilizzare",
    "dados.reuse.text":
      "Quando riutilizzi una verifica, cita l’osservatorio e l’indirizzo della pagina della verifica.",
    "dados.painel.title": "Pannello: cosa circola, dove e quando",
    "dados.painel.intro":
      "Numeri delle verifiche pubblicate e delle segnalazioni ricevute, nel periodo e nello stato scelti. Ogni grafico riporta i suoi numeri in tabella e in CSV, uguali a quelli dei file aperti con gli stessi filtri.",
    "dados.painel.filtros": "Filtra il pannello",
    "dados.painel.de": "Dal",
    "dados.painel.ate": "Al",
    "dados.painel.vazio": "Nessuna verifica pubblicata corrisponde a questi filtri.",
    "dados.painel.tabela": "Mostra i numeri in tabella",
    "dados.painel.tabelaNome": "Numeri del grafico «{{grafico}}»",
    "dados.painel.csv": "Scarica i numeri di «{{grafico}}» (CSV)",
    "dados.painel.total": "Totale",
    "dados.painel.mes": "Mese",
    "dados.painel.semana": "Settimana del",
    "dados.painel.estado": "Stato",
    "dados.painel.tema": "Tema",
    "dados.painel.checagens": "Verifiche",
    "dados.painel.amazoniaLegal": "Amazzonia Legale",
    "dados.painel.sim": "sì",
    "dados.painel.nao": "no",
    "dados.painel.legenda": "Legenda",
    "dados.painel.mensal.title": "Verifiche per mese e verdetto",
    "dados.painel.mensal.leitura":
      "A {{mes}}, il {{pct}}% delle verifiche è stato smentito ({{count}} su {{total}}).",
    "dados.painel.mensal.recorte":
      "Il grafico e la tabella mostrano gli ultimi {{count}} mesi del periodo; il file CSV li contiene tutti e {{total}}.",
    "dados.painel.mensal.alt":
      "Grafico a barre impilate delle verifiche di ogni mese, da {{de}} a {{ate}}, suddivise per verdetto; i numeri sono nella tabella sotto.",
    "dados.painel.estados.title": "Verifiche per stato",
    "dados.painel.estados.leitura":
      "{{estado}} ha avuto più verifiche nel periodo: {{count}} su {{total}}; i nove stati dell’Amazzonia Legale ne sommano il {{pct}}%.",
    "dados.painel.estados.alt":
      "Mappa del Brasile con ogni stato colorato secondo il numero di verifiche e i nove stati dell’Amazzonia Legale con un contorno spesso; ogni stato porta alla sua pagina.",
    "dados.painel.estados.link": "{{estado}}, verifiche: {{count}}",
    "dados.painel.estados.amazonia": "Contorno spesso: Amazzonia Legale",
    "dados.painel.estados.escala": "Dal primo colore all’ultimo: da nessuna a {{max}} verifiche",
    "dados.painel.estados.fonte": "Mappa: svg-maps/brazil, di Victor Cazanave, licenza CC BY 4.0.",
    "dados.painel.estados.lista":
      "Stati con verifiche, da quello che ne ha di più a quello che ne ha di meno",
    "dados.painel.estados.semEstado": "Verifiche senza stato indicato: {{count}}.",
    "dados.painel.temas.title": "I dieci temi più verificati",
    "dados.painel.temas.leitura":
      "Il tema più verificato nel periodo è stato «{{tema}}», presente in {{count}} verifiche su {{total}}.",
    "dados.painel.sugestoes.title": "Segnalazioni ricevute per settimana e piattaforma",
    "dados.painel.sugestoes.leitura":
      "L’osservatorio ha ricevuto {{total}} segnalazioni dai lettori nel periodo, per lo più tramite {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "Metà delle segnalazioni evase ha avuto risposta entro {{tempo}} (mediana di {{count}} risposte).",
    "dados.painel.sugestoes.semResposta":
      "Nessuna segnalazione del periodo ha ancora avuto risposta.",
    "dados.painel.sugestoes.vazio":
      "Nessuna segnalazione dei lettori ricevuta corrisponde a questi filtri.",
    "dados.painel.sugestoes.recorte":
      "Il grafico e la tabella mostrano le ultime {{count}} settimane del periodo; il file CSV le contiene tutte e {{total}}.",
    "dados.painel.sugestoes.alt":
      "Grafico a barre impilate delle segnalazioni ricevute ogni settimana, da {{de}} a {{ate}}, suddivise per piattaforma; i numeri sono nella tabella sotto.",
  },
  ru: {
    "dados.title": "Открытые данные",
    "dados.description":
      "Проверки фактов обсерватории в форматах CSV и JSON, RSS-ленты и структурированные данные страниц — чтобы следить за ними и использовать их.",
    "dados.intro":
      "Обсерватория публикует свои проверки фактов в открытых форматах, чтобы читатели, исследователи и другие сайты могли следить за ними и использовать их повторно.",
    "dados.checagens.title": "Проверки фактов",
    "dados.checagens.text":
      "Все опубликованные проверки (подтверждённые или опровергнутые), от новых к старым. Файлы следуют за сайтом: новая или исправленная проверка появляется в них в течение нескольких минут.",
    "dados.checagens.csv": "Проверки в CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, разделитель — запятая, со строкой заголовков",
    "dados.checagens.json": "Проверки в JSON",
    "dados.checagens.jsonFormat": "список объектов с теми же полями",
    "dados.fields.caption": "Поля каждой проверки",
    "dados.fields.name": "Поле",
    "dados.fields.meaning": "Значение",
    "dados.field.id": "Номер проверки в обсерватории; не меняется.",
    "dados.field.url": "Адрес страницы проверки.",
    "dados.field.titulo": "Заголовок проверки: проверенное утверждение.",
    "dados.field.resumo": "Краткое содержание проверки, простым текстом.",
    "dados.field.status":
      "Вердикт: verificada (информация верна) или desmentida (информация ложна).",
    "dados.field.dataVerificacao": "День проверки в формате ГГГГ-ММ-ДД.",
    "dados.field.verificador": "Кто проверял; пусто, если не указано.",
    "dados.field.verdades":
      "Факты, которые подтверждают или исправляют утверждение. В CSV — по одному на строку внутри поля.",
    "dados.field.fontes": "Использованные источники. В CSV — по одному на строку внутри поля.",
    "dados.field.tags": "Темы проверки. В CSV — по одной на строку внутри поля.",
    "dados.field.uf":
      "Код бразильского штата, к которому относится проверка (например, PA); пусто, если не указан.",
    "dados.field.municipio": "Муниципалитет, к которому относится проверка; пусто, если не указан.",
    "dados.field.alegacao":
      "Проверяемое утверждение в том виде, в каком оно распространялось; пусто, если не указано (тогда используется заголовок).",
    "dados.field.rotulo":
      "Идентификатор оценки по шкале обсерватории (например, fora-de-contexto); пусто, если оценки нет.",
    "dados.field.rotuloNome": "Название оценки или, если оценки нет, вердикта.",
    "dados.field.circulouEm":
      "Платформы, где распространялось утверждение (whatsapp, facebook, instagram…). В CSV — по одной на строку внутри поля.",
    "dados.field.primeiraAparicao":
      "Дата, когда утверждение впервые заметили (ГГГГ-ММ-ДД); пусто, если не указана.",
    "dados.feeds.title": "Ленты",
    "dados.feeds.text": "Чтобы получать новое в программе для чтения лент (RSS 2.0):",
    "dados.feeds.site": "Новости и проверки",
    "dados.feeds.noticias": "Новости",
    "dados.feeds.fakeNews": "Проверки",
    "dados.structured.title": "Структурированные данные",
    "dados.structured.text":
      "Каждая страница проверки содержит разметку ClaimReview из schema.org в формате JSON-LD с утверждением, вердиктом, датой и проверяющим: поисковые системы и инструменты проверки фактов читают её напрямую.",
    "dados.structured.sitemap": "Карта сайта (все публичные страницы, в XML)",
    "dados.reuse.title": "Как использовать повторно",
    "dados.reuse.text":
      "Используя проверку повторно, укажите обсерваторию и адрес страницы проверки.",
    "dados.painel.title": "Панель: что распространяется, где и когда",
    "dados.painel.intro":
      "Данные об опубликованных проверках и полученных сообщениях за выбранный период и штат. Каждый график приводит свои числа в таблице и в CSV — те же, что в открытых файлах с теми же фильтрами.",
    "dados.painel.filtros": "Фильтр панели",
    "dados.painel.de": "С",
    "dados.painel.ate": "По",
    "dados.painel.vazio": "Нет опубликованных проверок, соответствующих этим фильтрам.",
    "dados.painel.tabela": "Показать числа в таблице",
    "dados.painel.tabelaNome": "Числа графика «{{grafico}}»",
    "dados.painel.csv": "Скачать числа графика «{{grafico}}» (CSV)",
    "dados.painel.total": "Всего",
    "dados.painel.mes": "Месяц",
    "dados.painel.semana": "Неделя с",
    "dados.painel.estado": "Штат",
    "dados.painel.tema": "Тема",
    "dados.painel.checagens": "Проверки",
    "dados.painel.amazoniaLegal": "Легальная Амазония",
    "dados.painel.sim": "да",
    "dados.painel.nao": "нет",
    "dados.painel.legenda": "Условные обозначения",
    "dados.painel.mensal.title": "Проверки по месяцам и вердиктам",
    "dados.painel.mensal.leitura":
      "В месяце «{{mes}}» опровергнуто {{pct}}% проверок ({{count}} из {{total}}).",
    "dados.painel.mensal.recorte":
      "График и таблица показывают последние месяцы периода ({{count}}); в файле CSV есть все ({{total}}).",
    "dados.painel.mensal.alt":
      "Столбчатая диаграмма с накоплением: проверки каждого месяца с {{de}} по {{ate}} по вердиктам; числа приведены в таблице ниже.",
    "dados.painel.estados.title": "Проверки по штатам",
    "dados.painel.estados.leitura":
      "Больше всего проверок за период — {{estado}}: {{count}} из {{total}}; на девять штатов Легальной Амазонии приходится {{pct}}%.",
    "dados.painel.estados.alt":
      "Карта Бразилии: каждый штат окрашен по числу проверок, девять штатов Легальной Амазонии обведены толстой линией; каждый штат ведёт на свою страницу.",
    "dados.painel.estados.link": "{{estado}}, проверок: {{count}}",
    "dados.painel.estados.amazonia": "Толстый контур: Легальная Амазония",
    "dados.painel.estados.escala": "От первого цвета к последнему: от нуля до {{max}} проверок",
    "dados.painel.estados.fonte":
      "Карта: svg-maps/brazil, автор Victor Cazanave, лицензия CC BY 4.0.",
    "dados.painel.estados.lista": "Штаты с проверками, от большего числа к меньшему",
    "dados.painel.estados.semEstado": "Проверок без указания штата: {{count}}.",
    "dados.painel.temas.title": "Десять самых проверяемых тем",
    "dados.painel.temas.leitura":
      "Самая проверяемая тема за период — «{{tema}}»: {{count}} из {{total}} проверок.",
    "dados.painel.sugestoes.title": "Полученные сообщения по неделям и платформам",
    "dados.painel.sugestoes.leitura":
      "За период обсерватория получила от читателей сообщений: {{total}}, больше всего через {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "Половина сообщений получила ответ не позднее чем через {{tempo}} (медиана по {{count}} ответам).",
    "dados.painel.sugestoes.semResposta": "Ни на одно сообщение за период ещё не ответили.",
    "dados.painel.sugestoes.vazio": "Нет сообщений читателей, соответствующих этим фильтрам.",
    "dados.painel.sugestoes.recorte":
      "График и таблица показывают последние недели периода ({{count}}); в файле CSV есть все ({{total}}).",
    "dados.painel.sugestoes.alt":
      "Столбчатая диаграмма с накоплением: сообщения, полученные за каждую неделю с {{de}} по {{ate}}, по платформам; числа приведены в таблице ниже.",
  },
  ar: {
    "dados.title": "البيانات المفتوحة",
    "dados.description":
      "عمليات التحقق التي أجراها المرصد بصيغتي CSV وJSON، وخلاصات RSS، والبيانات المنظمة للصفحات، للمتابعة وإعادة الاستخدام.",
    "dados.intro":
      "ينشر المرصد عمليات التحقق التي يجريها بصيغ مفتوحة، ليتمكن القراء والباحثون والمواقع الأخرى من متابعتها وإعادة استخدامها.",
    "dados.checagens.title": "عمليات التحقق",
    "dados.checagens.text":
      "جميع عمليات التحقق المنشورة (المؤكَّدة أو المفنَّدة)، من الأحدث إلى الأقدم. تتبع الملفات الموقع: تظهر فيها عملية التحقق الجديدة أو المصحَّحة خلال دقائق.",
    "dados.checagens.csv": "عمليات التحقق بصيغة CSV",
    "dados.checagens.csvFormat": "RFC 4180، ترميز UTF-8، مفصولة بفواصل، مع سطر عناوين",
    "dados.checagens.json": "عمليات التحقق بصيغة JSON",
    "dados.checagens.jsonFormat": "قائمة كائنات بالحقول نفسها",
    "dados.fields.caption": "حقول كل عملية تحقق",
    "dados.fields.name": "الحقل",
    "dados.fields.meaning": "المعنى",
    "dados.field.id": "رقم عملية التحقق في المرصد؛ لا يتغير.",
    "dados.field.url": "عنوان صفحة عملية التحقق.",
    "dados.field.titulo": "عنوان عملية التحقق: الادعاء الذي جرى التحقق منه.",
    "dados.field.resumo": "ملخص عملية التحقق، نصًا عاديًا.",
    "dados.field.status": "الحكم: verificada (المعلومة صحيحة) أو desmentida (المعلومة خاطئة).",
    "dados.field.dataVerificacao": "يوم التحقق، بصيغة YYYY-MM-DD.",
    "dados.field.verificador": "من أجرى التحقق؛ فارغ إذا لم يُذكر.",
    "dados.field.verdades":
      "الحقائق التي تؤكد الادعاء أو تصححه. في ملف CSV، واحدة في كل سطر داخل الحقل.",
    "dados.field.fontes": "المصادر التي رُجع إليها. في ملف CSV، واحد في كل سطر داخل الحقل.",
    "dados.field.tags": "مواضيع التحقق. في ملف CSV، واحد في كل سطر داخل الحقل.",
    "dados.field.uf": "رمز الولاية البرازيلية التي يتعلق بها التحقق (مثلًا PA)؛ فارغ إذا لم يُذكر.",
    "dados.field.municipio": "البلدية التي يتعلق بها التحقق؛ فارغ إذا لم تُذكر.",
    "dados.field.alegacao":
      "الادعاء الذي جرى فحصه كما انتشر؛ فارغ إذا لم يُذكر (يُستخدم العنوان حينها).",
    "dados.field.rotulo": "معرّف التصنيف على مقياس المرصد (مثل fora-de-contexto)؛ فارغ إذا لم يوجد.",
    "dados.field.rotuloNome": "اسم التصنيف، أو اسم الحكم إذا لم يوجد تصنيف.",
    "dados.field.circulouEm":
      "المنصات التي انتشر فيها الادعاء (whatsapp وfacebook وinstagram…). في ملف CSV، واحدة في كل سطر داخل الحقل.",
    "dados.field.primeiraAparicao": "تاريخ أول ظهور للادعاء (YYYY-MM-DD)؛ فارغ إذا لم يُذكر.",
    "dados.feeds.title": "الخلاصات",
    "dados.feeds.text": "لتلقي الجديد في قارئ الخلاصات (RSS 2.0):",
    "dados.feeds.site": "الأخبار وعمليات التحقق",
    "dados.feeds.noticias": "الأخبار",
    "dados.feeds.fakeNews": "عمليات التحقق",
    "dados.structured.title": "البيانات المنظمة",
    "dados.structured.text":
      "تحمل كل صفحة تحقق، بصيغة JSON-LD، ترميز ClaimReview من schema.org مع الادعاء والحكم والتاريخ ومن أجرى التحقق: تقرؤه محركات البحث وأدوات التحقق مباشرة.",
    "dados.structured.sitemap": "خريطة الموقع (جميع الصفحات العامة، بصيغة XML)",
    "dados.reuse.title": "كيفية إعادة الاستخدام",
    "dados.reuse.text": "عند إعادة استخدام عملية تحقق، اذكر المرصد وعنوان صفحة عملية التحقق.",
    "dados.painel.title": "لوحة البيانات: ما الذي ينتشر وأين ومتى",
    "dados.painel.intro":
      "أرقام عمليات التحقق المنشورة والاقتراحات الواردة، للفترة والولاية المختارتين. يعرض كل رسم بياني أرقامه في جدول وبصيغة CSV، وهي مطابقة لأرقام الملفات المفتوحة بالمرشحات نفسها.",
    "dados.painel.filtros": "تصفية اللوحة",
    "dados.painel.de": "من",
    "dados.painel.ate": "إلى",
    "dados.painel.vazio": "لا توجد عمليات تحقق منشورة تطابق هذه المرشحات.",
    "dados.painel.tabela": "عرض الأرقام في جدول",
    "dados.painel.tabelaNome": "أرقام الرسم البياني «{{grafico}}»",
    "dados.painel.csv": "تنزيل أرقام «{{grafico}}» (CSV)",
    "dados.painel.total": "المجموع",
    "dados.painel.mes": "الشهر",
    "dados.painel.semana": "أسبوع",
    "dados.painel.estado": "الولاية",
    "dados.painel.tema": "الموضوع",
    "dados.painel.checagens": "عمليات التحقق",
    "dados.painel.amazoniaLegal": "الأمازون القانونية",
    "dados.painel.sim": "نعم",
    "dados.painel.nao": "لا",
    "dados.painel.legenda": "مفتاح الرسم",
    "dados.painel.mensal.title": "عمليات التحقق حسب الشهر والحكم",
    "dados.painel.mensal.leitura":
      "في {{mes}}، ثبت زيف {{pct}}% من عمليات التحقق ({{count}} من {{total}}).",
    "dados.painel.mensal.recorte":
      "يعرض الرسم البياني والجدول آخر الأشهر من الفترة ({{count}})؛ ويتضمن ملف CSV جميعها ({{total}}).",
    "dados.painel.mensal.alt":
      "رسم بياني بأعمدة مكدسة لعمليات التحقق في كل شهر، من {{de}} إلى {{ate}}، مقسمة حسب الحكم؛ الأرقام في الجدول أدناه.",
    "dados.painel.estados.title": "عمليات التحقق حسب الولاية",
    "dados.painel.estados.leitura":
      "سجلت {{estado}} أكبر عدد من عمليات التحقق في الفترة: {{count}} من {{total}}؛ وتجمع الولايات التسع للأمازون القانونية {{pct}}%.",
    "dados.painel.estados.alt":
      "خريطة البرازيل تُلوَّن فيها كل ولاية حسب عدد عمليات التحقق، مع إحاطة الولايات التسع للأمازون القانونية بخط سميك؛ وتؤدي كل ولاية إلى صفحتها.",
    "dados.painel.estados.link": "{{estado}}، عمليات التحقق: {{count}}",
    "dados.painel.estados.amazonia": "الخط السميك: الأمازون القانونية",
    "dados.painel.estados.escala": "من اللون الأول إلى الأخير: من لا شيء إلى {{max}} عمليات تحقق",
    "dados.painel.estados.fonte": "الخريطة: svg-maps/brazil من Victor Cazanave، بترخيص CC BY 4.0.",
    "dados.painel.estados.lista": "الولايات التي لها عمليات تحقق، من الأكثر إلى الأقل",
    "dados.painel.estados.semEstado": "عمليات تحقق بلا ولاية محددة: {{count}}.",
    "dados.painel.temas.title": "المواضيع العشرة الأكثر تحققًا",
    "dados.painel.temas.leitura":
      "كان الموضوع الأكثر تحققًا في الفترة «{{tema}}»، في {{count}} من {{total}} عمليات تحقق.",
    "dados.painel.sugestoes.title": "الاقتراحات الواردة حسب الأسبوع والمنصة",
    "dados.painel.sugestoes.leitura":
      "تلقى المرصد {{total}} اقتراحًا من القراء في الفترة، معظمها عبر {{plataforma}}.",
    "dados.painel.sugestoes.mediana":
      "نال نصف الاقتراحات المجاب عنها ردًا خلال {{tempo}} أو أقل (الوسيط من {{count}} ردود).",
    "dados.painel.sugestoes.semResposta": "لم يُجب بعد عن أي اقتراح من هذه الفترة.",
    "dados.painel.sugestoes.vazio": "لا توجد اقتراحات من القراء تطابق هذه المرشحات.",
    "dados.painel.sugestoes.recorte":
      "يعرض الرسم البياني والجدول آخر الأسابيع من الفترة ({{count}})؛ ويتضمن ملف CSV جميعها ({{total}}).",
    "dados.painel.sugestoes.alt":
      "رسم بياني بأعمدة مكدسة للاقتراحات الواردة كل أسبوع، من {{de}} إلى {{ate}}، مقسمة حسب المنصة؛ الأرقام في الجدول أدناه.",
  },
};
