import { LANGUAGES, type Language } from "./languages.ts";
import { busca } from "./messages/busca.ts";
import { acessibilidade } from "./messages/acessibilidade.ts";
import { common } from "./messages/common.ts";
import { contato } from "./messages/contato.ts";
import { correcoes } from "./messages/correcoes.ts";
import { dados } from "./messages/dados.ts";
import { equipe } from "./messages/equipe.ts";
import { fakeNews } from "./messages/fake-news.ts";
import { fakeNewsFilters } from "./messages/fake-news-filters.ts";
import { fakeNewsStatus } from "./messages/fake-news-status.ts";
import { home } from "./messages/home.ts";
import { inscricao } from "./messages/inscricao.ts";
import { local } from "./messages/local.ts";
import { newsletters } from "./messages/newsletters.ts";
import { noticias } from "./messages/noticias.ts";
import { offline } from "./messages/offline.ts";
import { outdated } from "./messages/outdated.ts";
import { paginas } from "./messages/paginas.ts";
import { pagination } from "./messages/pagination.ts";
import { repositorio } from "./messages/repositorio.ts";
import { rotulos } from "./messages/rotulos.ts";
import { share } from "./messages/share.ts";
import { sobre } from "./messages/sobre.ts";
import { subprojetos } from "./messages/subprojetos.ts";
import { publicacoes } from "./messages/publicacoes.ts";
import { sugestoes } from "./messages/sugestoes.ts";
import { tema } from "./messages/tema.ts";

/**
 * Every area's texts. An area adds its module here; keys start with the area's name so
 * that two modules never define the same key (resources.test.ts checks it).
 */
export const MESSAGE_MODULES = {
  common,
  fakeNewsStatus,
  rotulos,
  noticias,
  fakeNews,
  fakeNewsFilters,
  share,
  home,
  repositorio,
  contato,
  equipe,
  newsletters,
  inscricao,
  sobre,
  subprojetos,
  publicacoes,
  dados,
  tema,
  local,
  busca,
  offline,
  outdated,
  paginas,
  acessibilidade,
  pagination,
  correcoes,
  sugestoes,
} as const;

type Modules = (typeof MESSAGE_MODULES)[keyof typeof MESSAGE_MODULES];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The Portuguese texts with their literal types, from which i18next types each t() call. */
export type SourceMessages = UnionToIntersection<Modules["pt"]>;
export type MessageKey = keyof SourceMessages;
/** One language's whole dictionary. */
export type Messages = { readonly [K in MessageKey]: string };

function merge(language: Language): Messages {
  return Object.assign({}, ...Object.values(MESSAGE_MODULES).map((module) => module[language]));
}

export const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, merge(language)]),
) as Readonly<Record<Language, Messages>>;

export function getMessages(language: Language): Messages {
  return resources[language];
}
