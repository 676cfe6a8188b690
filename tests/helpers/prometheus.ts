export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\]|\\\\.)*",?)*)\\})? (\\S+)(?: -?\\d+)?$`,
);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const SUFFIXES = ["_bucket", "_sum", "_count", "_total", "_created"];

/**
 * Parses Prometheus' text exposition format (version 0.0.4) strictly: any line that is
 * not a HELP, a TYPE or a well-formed sample of a declared family throws.
 */
export function parsePrometheusText(text: string): Sample[] {
  const families = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = TYPE.exec(line);
    if (type) {
      families.add(type[1]!);
      continue;
    }
    if (HELP.test(line)) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a Prometheus text line: ${line}`);
    const [, name, labelText = "", raw] = sample;
    const family = [
      name!,
      ...SUFFIXES.map((suffix) => name!.replace(new RegExp(`${suffix}$`), "")),
    ];
    if (!family.some((candidate) => families.has(candidate)))
      throw new Error(`sample of an undeclared metric: ${line}`);
    // Prometheus reads values with Go's ParseFloat, which takes NaN and Inf in any case.
    const value = /^\+?inf$/i.test(raw!)
      ? Infinity
      : /^-inf$/i.test(raw!)
        ? -Infinity
        : /^nan$/i.test(raw!)
          ? NaN
          : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw!)) throw new Error(`bad value: ${line}`);
    const labels: Record<string, string> = {};
    for (const match of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    samples.push({ name: name!, labels, value });
  }
  return samples;
}
