/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), for tests: it throws on
 * anything a Prometheus server would refuse or that the format forbids (a bad name or escape, a sample
 * outside its TYPE'd family, a family split in two, a series given twice, histogram buckets that do
 * not add up), so a test that parses /metrics checks the whole document, not a few lines of it.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

const parseValue = (text: string, line: number): number => {
  // As Prometheus reads them (Go's ParseFloat): any case; prom-client writes NaN as "Nan".
  if (/^\+?inf$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text))
    throw new Error(`line ${line}: bad value ${text}`);
  return Number(text);
};

/** Reads `{a="1",b="x\"y"}` from `text` at `i` (just after the brace); returns the labels and the end. */
const parseLabels = (text: string, start: number, line: number): [Record<string, string>, number] => {
  const labels: Record<string, string> = {};
  let i = start;
  for (;;) {
    if (text[i] === '}') return [labels, i + 1];
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`line ${line}: unterminated labels`);
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`line ${line}: bad label name ${JSON.stringify(name)}`);
    if (name in labels) throw new Error(`line ${line}: label ${name} given twice`);
    if (text[eq + 1] !== '"') throw new Error(`line ${line}: label ${name}'s value is not quoted`);
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === '\\') {
        const next = text[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`line ${line}: bad escape \\${next}`);
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`line ${line}: unterminated label value`);
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw new Error(`line ${line}: expected , or } after a label`);
  }
};

/** The family a sample name belongs to, given the TYPE'd families so far. */
const familyOf = (sample: string, families: Map<string, Family>): Family | undefined => {
  const direct = families.get(sample);
  if (direct) return direct;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sample.endsWith(suffix)) continue;
    const f = families.get(sample.slice(0, -suffix.length));
    if (f && (f.type === 'histogram' || (f.type === 'summary' && suffix !== '_bucket'))) return f;
  }
  return undefined;
};

export const parsePrometheusText = (text: string): Map<string, Family> => {
  if (!text.endsWith('\n')) throw new Error('the document must end with a newline');
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  const closed = new Set<string>();
  const series = new Set<string>();
  let current: Family | undefined;
  text
    .slice(0, -1)
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '') return;
      if (raw.startsWith('#')) {
        const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
        if (!m) return; // a plain comment
        const [, kind, name = '', rest = ''] = m;
        if (!METRIC_NAME.test(name)) throw new Error(`line ${line}: bad metric name ${name}`);
        if (kind === 'HELP') {
          if (helps.has(name)) throw new Error(`line ${line}: HELP for ${name} given twice`);
          helps.set(name, rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\'));
          return;
        }
        if (!TYPES.has(rest)) throw new Error(`line ${line}: bad type ${rest}`);
        if (families.has(name)) throw new Error(`line ${line}: TYPE for ${name} given twice`);
        if (current) closed.add(current.name);
        current = { name, type: rest as Family['type'], help: helps.get(name) ?? '', samples: [] };
        families.set(name, current);
        return;
      }
      const nameEnd = raw.search(/[{ ]/);
      if (nameEnd <= 0) throw new Error(`line ${line}: not a sample: ${raw}`);
      const name = raw.slice(0, nameEnd);
      if (!METRIC_NAME.test(name)) throw new Error(`line ${line}: bad metric name ${name}`);
      let [labels, i] = [{} as Record<string, string>, nameEnd];
      if (raw[i] === '{') [labels, i] = parseLabels(raw, i + 1, line);
      if (raw[i] !== ' ') throw new Error(`line ${line}: expected a space before the value`);
      const [valueText = '', timestamp, ...extra] = raw.slice(i + 1).split(' ');
      if (extra.length > 0 || (timestamp !== undefined && !/^-?\d+$/.test(timestamp)))
        throw new Error(`line ${line}: unexpected text after the value`);
      const value = parseValue(valueText, line);
      const family = familyOf(name, families);
      if (!family) throw new Error(`line ${line}: sample ${name} has no TYPE`);
      if (family !== current || closed.has(family.name))
        throw new Error(`line ${line}: the samples of ${family.name} are not together`);
      const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
      if (series.has(key)) throw new Error(`line ${line}: series ${key} given twice`);
      series.add(key);
      if (family.type === 'histogram' && name.endsWith('_bucket') && !('le' in labels))
        throw new Error(`line ${line}: a bucket without le`);
      if ((family.type === 'counter' || name.endsWith('_count')) && !(value >= 0))
        throw new Error(`line ${line}: a counter below zero`);
      family.samples.push({ name, labels, value });
    });
  for (const f of families.values()) if (f.type === 'histogram') checkHistogram(f);
  return families;
};

/** Each series' buckets rise with `le`, end at +Inf, and +Inf equals its _count. */
const checkHistogram = (f: Family) => {
  const bySeries = new Map<string, Sample[]>();
  const keyOf = (s: Sample) =>
    JSON.stringify(
      Object.entries(s.labels)
        .filter(([k]) => k !== 'le')
        .sort(),
    );
  for (const s of f.samples.filter((x) => x.name === `${f.name}_bucket`))
    bySeries.set(keyOf(s), [...(bySeries.get(keyOf(s)) ?? []), s]);
  for (const [key, buckets] of bySeries) {
    const les = buckets.map((b) => parseValue(b.labels.le ?? '', 0));
    if (les.at(-1) !== Number.POSITIVE_INFINITY) throw new Error(`${f.name}${key}: no +Inf bucket`);
    for (let i = 1; i < buckets.length; i++) {
      if (!((les[i] ?? 0) > (les[i - 1] ?? 0))) throw new Error(`${f.name}${key}: buckets out of order`);
      if ((buckets[i]?.value ?? 0) < (buckets[i - 1]?.value ?? 0))
        throw new Error(`${f.name}${key}: a bucket counts less than a smaller one`);
    }
    const count = f.samples.find((s) => s.name === `${f.name}_count` && keyOf(s) === key);
    if (!count || count.value !== buckets.at(-1)?.value)
      throw new Error(`${f.name}${key}: _count differs from the +Inf bucket`);
  }
};

/** The value of the one sample named `name` whose labels include `labels`; undefined if none. */
export const sampleValue = (
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined => {
  for (const f of families.values())
    for (const s of f.samples)
      if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) return s.value;
  return undefined;
};
