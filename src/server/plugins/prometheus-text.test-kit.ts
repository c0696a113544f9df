// A strict parser of the Prometheus text exposition format (version 0.0.4), for tests of GET /metrics: prom-client
// writes the format but does not read it. Anything a Prometheus server would refuse or misread throws: a malformed
// line, an unknown type, a sample outside a declared family or away from its family's other samples, a repeated
// series or label, a histogram whose buckets are not cumulative or whose +Inf bucket is not its count.

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The sample names a family of each type may hold, as suffixes of the family's name. */
const SUFFIXES: Record<string, readonly string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** A float as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, so prom-client's 'Nan' too. */
function parseValue(text: string, line: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  const infinity = /^([-+]?)inf(inity)?$/i.exec(text);
  if (infinity) return infinity[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value in: ${line}`);
  return Number(text);
}

/** `{a="1",b="x\"y"}` at the start of `text`: the labels and the rest of the line. */
function parseLabels(text: string, line: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let at = 1;
  while (text[at] !== '}') {
    const name = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(text.slice(at))?.[0];
    if (!name || text.slice(at + name.length, at + name.length + 2) !== '="') {
      throw new Error(`bad label in: ${line}`);
    }
    if (name in labels) throw new Error(`label ${name} repeated in: ${line}`);
    at += name.length + 2;
    let value = '';
    for (; text[at] !== '"'; at++) {
      if (at >= text.length || text[at] === '\n') throw new Error(`unterminated label value in: ${line}`);
      if (text[at] === '\\') {
        const escaped = text[++at];
        if (escaped === 'n') value += '\n';
        else if (escaped === '\\' || escaped === '"') value += escaped;
        else throw new Error(`bad escape in: ${line}`);
      } else value += text[at];
    }
    labels[name] = value;
    at++;
    if (text[at] === ',') at++;
    else if (text[at] !== '}') throw new Error(`expected , or } in: ${line}`);
  }
  return { labels, rest: text.slice(at + 1) };
}

function parseSample(line: string): Sample {
  const name = /^[^\s{]+/.exec(line)?.[0] ?? '';
  if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
  let rest = line.slice(name.length);
  let labels: Record<string, string> = {};
  if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, line));
  const fields = rest.trim().split(/ +/);
  if (!rest.startsWith(' ') || fields.length < 1 || fields.length > 2) throw new Error(`bad sample: ${line}`);
  if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new Error(`bad timestamp in: ${line}`);
  return { name, labels, value: parseValue(fields[0]!, line) };
}

const seriesKey = (sample: Sample) =>
  `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort(([a], [b]) => a.localeCompare(b)))}`;

function checkHistogram(family: Family) {
  const groups = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    const { le, ...others } = sample.labels;
    if (sample.name.endsWith('_bucket') && le === undefined) throw new Error(`${sample.name} without le`);
    const key = JSON.stringify(Object.entries(others).sort(([a], [b]) => a.localeCompare(b)));
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  for (const [key, samples] of groups) {
    const buckets = samples
      .filter((s) => s.name === `${family.name}_bucket`)
      .map((s) => ({ le: parseValue(s.labels.le!, s.labels.le!), value: s.value }))
      .sort((a, b) => a.le - b.le);
    const count = samples.find((s) => s.name === `${family.name}_count`)?.value;
    const sum = samples.find((s) => s.name === `${family.name}_sum`);
    if (count === undefined || sum === undefined) throw new Error(`${family.name}${key}: no _count or _sum`);
    if (buckets.at(-1)?.le !== Number.POSITIVE_INFINITY || buckets.at(-1)?.value !== count) {
      throw new Error(`${family.name}${key}: the +Inf bucket is not the count`);
    }
    if (buckets.some((b, i) => i > 0 && b.value < buckets[i - 1]!.value)) {
      throw new Error(`${family.name}${key}: buckets are not cumulative`);
    }
  }
}

/** The families of `text`, by name. */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const series = new Set<string>();
  const closed = new Set<string>();
  let current: Family | undefined;
  if (text.length > 0 && !text.endsWith('\n')) throw new Error('the exposition does not end with a newline');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
      if (closed.has(name)) throw new Error(`${name} declared again after other families`);
      if (current && current.name !== name) closed.add(current.name);
      let family = families.get(name);
      if (!family) {
        family = { name, type: 'untyped', help: '', samples: [] };
        families.set(name, family);
      }
      if (family.samples.length > 0) throw new Error(`${kind} of ${name} after its samples`);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`unknown type in: ${line}`);
        family.type = rest;
      } else {
        family.help = rest.replace(/\\([\\n])/g, (_, c: string) => (c === 'n' ? '\n' : '\\'));
      }
      current = family;
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = parseSample(line);
    if (!current) throw new Error(`sample outside any family: ${line}`);
    const suffix = sample.name.slice(current.name.length);
    if (!sample.name.startsWith(current.name) || !SUFFIXES[current.type]!.includes(suffix)) {
      throw new Error(`${sample.name} is not a sample of ${current.type} ${current.name}`);
    }
    for (const label of Object.keys(sample.labels)) {
      if (!LABEL_NAME.test(label) || label.startsWith('__')) throw new Error(`bad label name in: ${line}`);
    }
    const key = seriesKey(sample);
    if (series.has(key)) throw new Error(`series repeated: ${line}`);
    series.add(key);
    current.samples.push(sample);
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The value of the one series named `name` with exactly `labels`; undefined when there is none. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = seriesKey({ name, labels, value: 0 });
  for (const family of families.values()) {
    const found = family.samples.find((sample) => seriesKey(sample) === wanted);
    if (found) return found.value;
  }
  return undefined;
}
