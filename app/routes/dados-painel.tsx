import type { ReactNode } from "react";
import brazil from "@svg-maps/brazil";
import { scaleLinear, scaleQuantize } from "d3-scale";
import { stack } from "d3-shape";
import type { TFunction } from "i18next";
import { placePath, UF_NOMES, UFS } from "#server/content/places.ts";
import { temaPath } from "#server/content/topics.ts";
import type { Painel, PainelGrafico } from "#server/syndication/painel.ts";
import { FiltersFold } from "../components/forms/filters-fold.tsx";
import { IgnoredFilters } from "../components/forms/ignored-filters.tsx";
import { plataformaNome } from "../components/fake-news/plataformas.ts";
import { verdictLabel } from "../components/fake-news/verdicts.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { DadosPage } from "./dados.server.ts";

/*
 * The data panel of /dados (decision 079): every chart is SVG drawn here, on the server,
 * from d3's scales and stack; the page sends no script. Labels and numbers are HTML text
 * beside the bars, so they keep their size on a phone; each series has a colour and a
 * pattern of its own, so no reading depends on colour alone.
 */

/** The nine states of the Legal Amazon (Lei 12.651/2012, art. 3º, I). */
const AMAZONIA_LEGAL = new Set(["AC", "AP", "AM", "MA", "MT", "PA", "RO", "RR", "TO"]);

/** How many series styles (colour and pattern) there are; more series reuse them in turn. */
const SERIES_STYLES = 8;

type MapLocation = { id: string; name: string; path: string };

/** The map is drawn at 0.4 of the package's scale: whole units of it are fine enough. */
const MAP_SCALE = 0.4;

/**
 * A path of the package (relative `m` moves with implicit lines, and `z`) in absolute
 * whole units at `scale`, leaving out points that round onto the one before or lie on
 * the line between their neighbours. At 0.4 the
 * error stays under a unit of a 245-wide box (a pixel on a phone), and the paths weigh
 * less than half of the package's in the page.
 */
export function wholeUnitPath(d: string, scale: number): string {
  let x = 0;
  let y = 0;
  let start = [0, 0];
  let out = "";
  for (const [, command, body] of d.matchAll(/([mMzZ])([^mMzZ]*)/g)) {
    if (command === "z" || command === "Z") {
      out += "Z";
      [x, y] = start as [number, number];
      continue;
    }
    const numbers = (body!.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const points: [number, number][] = [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const absolute = command === "M" && index === 0;
      x = absolute ? numbers[index]! : x + numbers[index]!;
      y = absolute ? numbers[index + 1]! : y + numbers[index + 1]!;
      if (index === 0) start = [x, y];
      const point: [number, number] = [Math.round(x * scale), Math.round(y * scale)];
      const [previous, before] = [points.at(-1), points.at(-2)];
      if (previous && previous[0] === point[0] && previous[1] === point[1]) continue;
      // A point on the straight line from the one before it to this one adds nothing.
      if (
        previous &&
        before &&
        (previous[0] - before[0]) * (point[1] - before[1]) ===
          (previous[1] - before[1]) * (point[0] - before[0])
      ) {
        points.pop();
      }
      points.push(point);
    }
    out += `M${points.map(([px, py]) => `${px} ${py}`).join(" ")}`;
  }
  return out;
}

const MAP = {
  viewBox: (brazil as unknown as { viewBox: string }).viewBox
    .split(" ")
    .map((value) => Number(value) * MAP_SCALE)
    .join(" "),
  states: (brazil as unknown as { locations: MapLocation[] }).locations.map((location) => ({
    uf: location.id.toUpperCase(),
    path: wholeUnitPath(location.path, MAP_SCALE),
  })),
};

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/** The patterns of the series, defined once for every chart of the page. */
function SeriesPatterns() {
  const lines: Record<number, ReactNode> = {
    1: <path d="M0 8L8 0M-2 2L2 -2M6 10L10 6" />,
    2: <circle cx="4" cy="4" r="1.6" />,
    3: <path d="M0 4H8" />,
    4: <path d="M0 0L8 8M8 0L0 8" />,
    5: <path d="M4 0V8" />,
    6: <path d="M0 0L8 8M-2 6L2 10M6 -2L10 2" />,
    7: <path d="M0 2H8M0 6H8M2 0V8M6 0V8" />,
  };
  return (
    <svg className="painel__defs" width="0" height="0" aria-hidden="true">
      <defs>
        {Object.entries(lines).map(([index, shape]) => (
          <pattern
            key={index}
            id={`painel-padrao-${index}`}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
          >
            <g className="painel__padrao">{shape}</g>
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

/** A swatch or segment of series `index`: its colour, and its pattern over it. */
function SeriesShape(props: { index: number; x?: string; width: string; height: number }) {
  const style = props.index % SERIES_STYLES;
  const rect = { x: props.x, width: props.width, height: props.height };
  return (
    <>
      <rect {...rect} className={`painel__serie painel__serie--${style}`} />
      {style > 0 && <rect {...rect} fill={`url(#painel-padrao-${style})`} />}
    </>
  );
}

type Series = { key: string; name: string };
type StackRow = { key: string; label: string; totais: Record<string, number>; total: number };

function Legend({ series }: { series: Series[] }) {
  const { t } = useTranslation();
  return (
    <ul className="painel__legenda" aria-label={t("dados.painel.legenda")}>
      {series.map((item, index) => (
        <li key={item.key}>
          <svg width="16" height="16" aria-hidden="true">
            <SeriesShape index={index} width="16" height={16} />
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Horizontal stacked bars, one row per period: the name and total as text, the bar as
 * SVG whose segments d3's stack lays end to end on one linear scale for every row.
 */
function StackedBars({ rows, series, alt }: { rows: StackRow[]; series: Series[]; alt: string }) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((row) => row.total))])
    .range([0, 100]);
  const layers = stack<StackRow>()
    .keys(series.map((item) => item.key))
    .value((row, key) => row.totais[key] ?? 0)(rows);
  return (
    <div className="painel__barras" role="img" aria-label={alt}>
      <Legend series={series} />
      <ul className="painel__linhas">
        {rows.map((row, rowIndex) => (
          <li key={row.key} className="painel__linha">
            <span className="painel__rotulo">{row.label}</span>
            <svg className="painel__barra" width="100%" height="20" aria-hidden="true">
              {layers.map((layer, index) => {
                const [start, end] = layer[rowIndex]!;
                if (end === start) return null;
                return (
                  <SeriesShape
                    key={layer.key}
                    index={index}
                    x={`${x(start)}%`}
                    width={`${x(end) - x(start)}%`}
                    height={20}
                  />
                );
              })}
            </svg>
            <span className="painel__valor">{row.total}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A sorted list of links with one bar each: states and topics. */
function BarList({
  items,
  label,
}: {
  items: { key: string; href: string; name: string; total: number }[];
  label: string;
}) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...items.map((item) => item.total))])
    .range([0, 100]);
  return (
    <ol className="painel__linhas" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="painel__linha">
          <a className="painel__rotulo" href={item.href}>
            {item.name}
          </a>
          <svg className="painel__barra" width="100%" height="20" aria-hidden="true">
            <SeriesShape index={0} width={`${x(item.total)}%`} height={20} />
          </svg>
          <span className="painel__valor">{item.total}</span>
        </li>
      ))}
    </ol>
  );
}

/** The numbers of a chart as a table, folded: columns, then one row per line. */
function NumbersTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  const { t } = useTranslation();
  const name = t("dados.painel.tabelaNome", { grafico: caption });
  return (
    <details className="painel__tabela">
      <summary>{t("dados.painel.tabela")}</summary>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="painel__rolagem" role="region" aria-label={name} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{name}</caption>
          <thead>
            <tr>
              {head.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest]) => (
              <tr key={String(first)}>
                <th scope="row">{first}</th>
                {rest.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

type ChartProps = {
  id: PainelGrafico;
  title: string;
  reading: string;
  busca: string;
  children: ReactNode;
};

/*
 * A monthly or weekly chart draws only the last rows of a long period, so the page keeps
 * its weight whatever the period (all time, without a filter): two years of months or half
 * a year of weeks. The chart's CSV file keeps every row.
 */
const PERIODS = {
  mensal: { max: 24, head: "dados.painel.mes" },
  sugestoes: { max: 26, head: "dados.painel.semana" },
} as const;

/** A period's stacked bars and their table, of its last rows, saying so when they are fewer. */
function PeriodBars({
  kind,
  all,
  series,
}: {
  kind: keyof typeof PERIODS;
  all: StackRow[];
  series: Series[];
}) {
  const { t } = useTranslation();
  const rows = all.slice(-PERIODS[kind].max);
  return (
    <>
      {rows.length < all.length ? (
        <p>{t(`dados.painel.${kind}.recorte`, { count: rows.length, total: all.length })}</p>
      ) : null}
      <StackedBars
        rows={rows}
        series={series}
        alt={t(`dados.painel.${kind}.alt`, { de: rows[0]!.label, ate: rows.at(-1)!.label })}
      />
      <NumbersTable
        caption={t(`dados.painel.${kind}.title`)}
        head={[t(PERIODS[kind].head), ...series.map((item) => item.name), t("dados.painel.total")]}
        rows={rows.map((row) => [
          row.label,
          ...series.map((item) => row.totais[item.key] ?? 0),
          row.total,
        ])}
      />
    </>
  );
}

/** One chart: its title, its reading in one sentence, the drawing, its table and its CSV. */
function Chart({ id, title, reading, busca, children }: ChartProps) {
  const { t } = useTranslation();
  return (
    <section className="painel__grafico" aria-labelledby={`grafico-${id}`}>
      <h3 id={`grafico-${id}`}>{title}</h3>
      <p className="painel__leitura">{reading}</p>
      {children}
      <p>
        <a href={`/dados/${id}.csv${busca ? `?${busca}` : ""}`} type="text/csv">
          {t("dados.painel.csv", { grafico: title })}
        </a>
      </p>
    </section>
  );
}

function verdictSeries(t: TFunction<"translation">, painel: Painel): Series[] {
  return painel.vereditos.map((veredito) => ({
    key: veredito.chave,
    name: verdictLabel(
      t,
      veredito.status,
      veredito.rotulo === null
        ? null
        : { slug: veredito.chave, nome: veredito.rotulo, cor: "", icone: "" },
    ),
  }));
}

function MonthlyChart({ page }: { page: DadosPage }) {
  const { t } = useTranslation();
  const { painel, nomes } = page;
  const series = verdictSeries(t, painel);
  const last = painel.meses.at(-1);
  if (!last) return null;
  const debunked = painel.vereditos
    .filter((veredito) => veredito.status === "desmentida")
    .reduce((sum, veredito) => sum + (last.totais[veredito.chave] ?? 0), 0);
  const all = painel.meses.map((mes) => ({ ...mes, key: mes.mes, label: nomes[mes.mes]! }));
  return (
    <Chart
      id="checagens-por-mes"
      title={t("dados.painel.mensal.title")}
      reading={t("dados.painel.mensal.leitura", {
        mes: all.at(-1)!.label,
        pct: percent(debunked, last.total),
        count: debunked,
        total: last.total,
      })}
      busca={page.filtros.busca}
    >
      <PeriodBars kind="mensal" all={all} series={series} />
    </Chart>
  );
}

function StatesChart({ page }: { page: DadosPage }) {
  const { t } = useTranslation();
  const { painel } = page;
  const top = painel.estados[0];
  if (!top) return null;
  const totals = new Map(painel.estados.map((estado) => [estado.uf, estado.total]));
  const classes = scaleQuantize<number>().domain([0, top.total]).range([1, 2, 3, 4]);
  const amazonia = painel.estados
    .filter((estado) => AMAZONIA_LEGAL.has(estado.uf))
    .reduce((sum, estado) => sum + estado.total, 0);
  // The Legal Amazon's states last, so their thick outline is drawn over their neighbours'.
  const states = [...MAP.states].sort(
    (a, b) => Number(AMAZONIA_LEGAL.has(a.uf)) - Number(AMAZONIA_LEGAL.has(b.uf)),
  );
  const ufName = (uf: string) => UF_NOMES[uf as keyof typeof UF_NOMES] ?? uf;
  return (
    <Chart
      id="checagens-por-estado"
      title={t("dados.painel.estados.title")}
      reading={t("dados.painel.estados.leitura", {
        estado: ufName(top.uf),
        count: top.total,
        total: painel.total,
        pct: percent(amazonia, painel.total),
      })}
      busca={page.filtros.busca}
    >
      <div className="painel__mapa-e-lista">
        <figure className="painel__mapa">
          <svg viewBox={MAP.viewBox} role="group" aria-label={t("dados.painel.estados.alt")}>
            {states.map((state) => {
              const total = totals.get(state.uf) ?? 0;
              const label = t("dados.painel.estados.link", {
                estado: ufName(state.uf),
                count: total,
              });
              return (
                <a key={state.uf} href={placePath(state.uf)} aria-label={label}>
                  <path
                    d={state.path}
                    className={[
                      "painel__estado",
                      `painel__estado--${total === 0 ? 0 : classes(total)}`,
                      AMAZONIA_LEGAL.has(state.uf) && "painel__estado--amazonia",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                  />
                </a>
              );
            })}
          </svg>
          <figcaption>
            <ul className="painel__legenda">
              <li>
                <svg width="24" height="16" aria-hidden="true">
                  <rect
                    x="2"
                    y="2"
                    width="20"
                    height="12"
                    className="painel__estado painel__estado--0 painel__estado--amazonia"
                  />
                </svg>
                {t("dados.painel.estados.amazonia")}
              </li>
              <li>
                <span className="painel__escala" aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((step) => (
                    <svg key={step} width="16" height="16">
                      <rect
                        width="16"
                        height="16"
                        className={`painel__estado painel__estado--${step}`}
                      />
                    </svg>
                  ))}
                </span>
                {t("dados.painel.estados.escala", { max: top.total })}
              </li>
            </ul>
            <small>{t("dados.painel.estados.fonte")}</small>
          </figcaption>
        </figure>
        <BarList
          label={t("dados.painel.estados.lista")}
          items={painel.estados.map((estado) => ({
            key: estado.uf,
            href: placePath(estado.uf),
            name: ufName(estado.uf),
            total: estado.total,
          }))}
        />
      </div>
      {painel.semEstado > 0 && (
        <p>{t("dados.painel.estados.semEstado", { count: painel.semEstado })}</p>
      )}
      <NumbersTable
        caption={t("dados.painel.estados.title")}
        head={[
          t("dados.painel.estado"),
          t("dados.painel.checagens"),
          t("dados.painel.amazoniaLegal"),
        ]}
        rows={UFS.filter((uf) => totals.has(uf) || AMAZONIA_LEGAL.has(uf))
          .map(
            (uf) =>
              [
                ufName(uf),
                totals.get(uf) ?? 0,
                AMAZONIA_LEGAL.has(uf) ? t("dados.painel.sim") : t("dados.painel.nao"),
              ] as (string | number)[],
          )
          .sort(
            (a, b) =>
              Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0]), "pt-BR"),
          )}
      />
    </Chart>
  );
}

function TopicsChart({ page }: { page: DadosPage }) {
  const { t } = useTranslation();
  const { painel } = page;
  const top = painel.temas[0];
  if (!top) return null;
  return (
    <Chart
      id="temas"
      title={t("dados.painel.temas.title")}
      reading={t("dados.painel.temas.leitura", {
        tema: top.nome,
        count: top.total,
        total: painel.total,
      })}
      busca={page.filtros.busca}
    >
      <BarList
        label={t("dados.painel.temas.title")}
        items={painel.temas.map((tema) => ({
          key: tema.slug,
          href: temaPath(tema.slug),
          name: tema.nome,
          total: tema.total,
        }))}
      />
      <NumbersTable
        caption={t("dados.painel.temas.title")}
        head={[t("dados.painel.tema"), t("dados.painel.checagens")]}
        rows={painel.temas.map((tema) => [tema.nome, tema.total])}
      />
    </Chart>
  );
}

function TipsChart({ page }: { page: DadosPage }) {
  const { t } = useTranslation();
  const { sugestoes } = page.painel;
  const first = sugestoes.semanas[0];
  const last = sugestoes.semanas.at(-1);
  if (!first || !last) {
    return (
      <section className="painel__grafico" aria-labelledby="grafico-sugestoes-por-semana">
        <h3 id="grafico-sugestoes-por-semana">{t("dados.painel.sugestoes.title")}</h3>
        <p>{t("dados.painel.sugestoes.vazio")}</p>
      </section>
    );
  }
  const series = sugestoes.plataformas.map((plataforma) => ({
    key: plataforma,
    name: plataformaNome(t, plataforma),
  }));
  const all = sugestoes.semanas.map((semana) => ({
    ...semana,
    key: semana.semana,
    label: page.nomes[semana.semana]!,
  }));
  const reading = [
    t("dados.painel.sugestoes.leitura", { total: sugestoes.total, plataforma: series[0]!.name }),
    page.mediana === null
      ? t("dados.painel.sugestoes.semResposta")
      : t("dados.painel.sugestoes.mediana", { tempo: page.mediana, count: sugestoes.respondidas }),
  ].join(" ");
  return (
    <Chart
      id="sugestoes-por-semana"
      title={t("dados.painel.sugestoes.title")}
      reading={reading}
      busca={page.filtros.busca}
    >
      <PeriodBars kind="sugestoes" all={all} series={series} />
    </Chart>
  );
}

/** The filters as a plain GET form: it works without script and its answer is an address. */
function PainelFilters({ page }: { page: DadosPage }) {
  const { t } = useTranslation();
  const { valores, ignorados } = page.filtros;
  const active = Object.values(valores).filter((value) => value !== undefined).length;
  const shown = active > 0 || ignorados.length > 0;
  return (
    <>
      <IgnoredFilters ignorados={ignorados} />
      <FiltersFold active={active} open={shown}>
        <form
          className="fake-news-filters painel__filtros"
          method="get"
          action="/dados"
          aria-label={t("dados.painel.filtros")}
        >
          <div className="fake-news-filters__field">
            <label htmlFor="painel-de">{t("dados.painel.de")}</label>
            <input id="painel-de" type="date" name="de" defaultValue={valores.de ?? ""} />
          </div>
          <div className="fake-news-filters__field">
            <label htmlFor="painel-ate">{t("dados.painel.ate")}</label>
            <input id="painel-ate" type="date" name="ate" defaultValue={valores.ate ?? ""} />
          </div>
          <div className="fake-news-filters__field">
            <label htmlFor="painel-uf">{t("fakeNewsFilters.uf")}</label>
            <select id="painel-uf" name="uf" defaultValue={valores.uf ?? ""}>
              <option value="">{t("fakeNewsFilters.anyUf")}</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf.toLowerCase()}>
                  {UF_NOMES[uf]}
                </option>
              ))}
            </select>
          </div>
          <div className="fake-news-filters__actions">
            <button type="submit" className="fake-news-filters__submit">
              {t("fakeNewsFilters.submit")}
            </button>
            {shown && <a href="/dados">{t("fakeNewsFilters.clear")}</a>}
          </div>
        </form>
      </FiltersFold>
    </>
  );
}

/** The panel: the filters, then the four charts (or a word that nothing matches). */
export function DadosPainel({ page }: { page: DadosPage }) {
  const { t } = useTranslation();
  return (
    <section className="painel" aria-labelledby="dados-painel">
      <h2 id="dados-painel">{t("dados.painel.title")}</h2>
      <p>{t("dados.painel.intro")}</p>
      <PainelFilters page={page} />
      <SeriesPatterns />
      {page.painel.total === 0 ? (
        <p className="painel__vazio">{t("dados.painel.vazio")}</p>
      ) : (
        <>
          <MonthlyChart page={page} />
          <StatesChart page={page} />
          <TopicsChart page={page} />
        </>
      )}
      <TipsChart page={page} />
    </section>
  );
}
