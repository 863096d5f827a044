import type { LoadResult } from './load.js';
import type { Row as ProcessRow } from './process.js';

/**
 * What `npm run bench` prints, as a pure function of its measurements, within 100 columns (a
 * terminal's width, a CI log's, a pasted report's). Every target keeps its honest verdict; the
 * ones a machine's core count decides say so, with this machine's count.
 */

export const REPORT_WIDTH = 100;

/** The PostgreSQL rows the targets read: one worker without a rate limit, and with the shared one. */
export const REST_PG_ONE_WORKER = 'REST cached, PostgreSQL, 1 worker';
export const REST_PG_RATE_LIMITED = 'REST cached, PostgreSQL, rate limit on';

export interface BenchRow {
  name: string;
  /** The median run (by throughput) of the row's runs. */
  load: LoadResult & { serverCores: number };
  /** The row it is a ratio of (its physical limit); the first row, the ceiling, when absent. */
  reference?: string;
  /** Its throughput over its reference's, one per run, each pair measured back to back. */
  ratios?: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A row's ratio of its reference: the median of its runs' ratios, or of its one run. */
function ratioOf(result: BenchResult, row: BenchRow): number | undefined {
  if (row.ratios?.length) return median(row.ratios);
  const reference = row.reference ? result.rows.find((r) => r.name === row.reference) : result.rows[0];
  return reference && reference !== row && reference.load.rps ? row.load.rps / reference.load.rps : undefined;
}

export interface BenchMemory {
  name: string;
  before: number;
  after: number;
  seconds: number;
}

export interface BenchResult {
  connections: number;
  seconds: number;
  tool: string;
  /** How Lintel was started (`node dist/main.js`). */
  lintel: string;
  /** The first row is the ceiling (a bare node:http server answering the same bytes). */
  rows: BenchRow[];
  /** How many times the Sandbox rows and their references were measured (medians reported). */
  runs: number;
  /** False when the PostgreSQL rows could not run. */
  postgres: boolean;
  memory: BenchMemory[];
  cacheMb: number;
  loadGrowthMb: number;
  /** `os.availableParallelism()` of this machine. */
  cores: number;
  process: ProcessRow[];
  notes: string[];
}

/** Splits `text` into lines of at most `width` columns at spaces, each after the first indented. */
export function wrap(text: string, width = REPORT_WIDTH, indent = '    '): string[] {
  // A line that fits keeps its spacing (the columns of a target line).
  if (text.length <= width) return [text];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : `${lines.length ? indent : lead}${word}`;
    if (next.length > width && line.trim()) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const NAME_WIDTH = 38;
const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

/** The throughput table: one line per row, or two when its name is longer than the column. */
function table(result: BenchResult): string[] {
  const lines = [
    `${'row'.padEnd(NAME_WIDTH)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'errors'.padStart(6)} ${'×ref'.padStart(6)} ${'server'.padStart(6)} ${'load'.padStart(5)}`,
    `${''.padEnd(NAME_WIDTH)} ${''.padStart(7)} ${'ms'.padStart(5)} ${'ms'.padStart(5)} ${''.padStart(6)} ${''.padStart(6)} ${'cores'.padStart(6)} ${'cores'.padStart(5)}`,
  ];
  for (const row of result.rows) {
    const { name, load: r } = row;
    const ratio = ratioOf(result, row);
    const figures = `${num(r.rps, 7)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)} ${String(r.non2xx + r.errors).padStart(6)} ${ratio === undefined ? '—'.padStart(6) : num(ratio, 6, 3)} ${num(r.serverCores, 6, 2)} ${num(r.loadCores, 5, 2)}`;
    if (name.length <= NAME_WIDTH) lines.push(`${name.padEnd(NAME_WIDTH)} ${figures}`);
    else lines.push(name, `${''.padEnd(NAME_WIDTH)} ${figures}`);
  }
  lines.push(
    ...wrap(
      `×ref: the row's throughput over its reference's (the first row, or the reference named above it), ${result.runs > 1 ? `the median of ${result.runs} runs, each pair measured back to back` : 'one run'}.`,
    ),
  );
  return lines;
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function targets(result: BenchResult): string[] {
  const find = (name: string) => result.rows.find((r) => r.name.startsWith(name));
  const row = (name: string) => find(name)?.load;
  const ratio = (name: string) => {
    const found = find(name);
    return found && ratioOf(result, found);
  };
  const one = result.postgres ? row(REST_PG_ONE_WORKER) : undefined;
  const limited = result.postgres ? row(REST_PG_RATE_LIMITED) : undefined;
  const two = result.postgres ? row('REST cached, PostgreSQL, 2 workers') : undefined;
  const lines = ['', "targets (each row's ratio of its reference, both measured in this run):"];
  const target = (label: string, value: number | undefined, goal: number, note = '') => {
    const figure = value === undefined ? 'n/a'.padStart(6) : num(value, 6, 3);
    const met = value === undefined ? 'not measured' : verdict(value >= goal);
    lines.push(...wrap(`  ${label.padEnd(24)} ${figure}  ≥ ${String(goal).padEnd(5)} ${met}${note}`));
  };
  target('REST cached', ratio('REST taxes size=50, cached'), 0.75);
  target('GraphQL cached', ratio('GraphQL same page, cached'), 0.4);
  target('REST uncached (Sandbox)', ratio('REST taxes size=50, uncached'), 0.7);
  target(
    '2 workers / 1 worker',
    one && two ? two.rps / one.rps : undefined,
    1.6,
    ` (depends on free cores: this machine has ${result.cores})`,
  );
  if (one && one.rps > 0) {
    // What two workers could reach here at best: the CPU one request costs the server and the
    // load process (measured on the one-worker row), with all of this machine's cores shared by
    // the three processes, and no worker above one core.
    const serverUs = (one.serverCores / one.rps) * 1e6;
    const loadUs = (one.loadCores / one.rps) * 1e6;
    const best = Math.min(result.cores / (serverUs + loadUs), 2 / serverUs) * 1e6;
    lines.push(
      ...wrap(
        `    at best here: ${(best / one.rps).toFixed(2)} (${result.cores} cores shared with the load process; per request ${serverUs.toFixed(0)} µs of server CPU, ${loadUs.toFixed(0)} µs of load-generator CPU)`,
        REPORT_WIDTH,
        '      ',
      ),
    );
  }
  // Not a target: what counting each request of an account in PostgreSQL costs (issue 31), the
  // same row with the shared limit and without (LINTEL_RATE_LIMIT=0) side by side.
  lines.push(
    ...wrap(
      one && limited
        ? `  ${'rate limit on / off'.padEnd(24)} ${num(limited.rps / one.rps, 6, 3)}  (REST cached, PostgreSQL: ${num(limited.rps, 0)} / ${num(one.rps, 0)} req/s, p99 ${limited.p99} / ${one.p99} ms)`
        : `  ${'rate limit on / off'.padEnd(24)} ${'n/a'.padStart(6)}  not measured`,
    ),
  );
  lines.push(
    ...wrap(
      `  Core count: "2 workers / 1 worker" needs three free cores (two workers and the load generator) to reach 1.6; this machine has ${result.cores}. The ratios compare servers that each use one core, and hold on any machine that is otherwise quiet.`,
      REPORT_WIDTH,
      '  ',
    ),
  );
  return lines;
}

function memory(result: BenchResult): string[] {
  const growth = result.cacheMb + result.loadGrowthMb;
  const lines = [
    '',
    `RSS (MB) of each server before and after its rows (goal: idle + ${result.cacheMb} MB cache bound + ${result.loadGrowthMb}):`,
  ];
  for (const m of result.memory) {
    const goal = m.before + growth;
    lines.push(
      `  ${m.name.padEnd(32)} ${num(m.before, 5)} → ${num(m.after, 5)} after ${String(m.seconds).padStart(3)} s  goal ≤ ${num(goal, 4)}  ${verdict(m.after <= goal)}`,
    );
  }
  return lines;
}

/** The start-up rows alone (`npx tsx test/bench/process.ts`). */
export function formatStartup(rows: ProcessRow[]): string {
  return startup(rows).join('\n');
}

function startup(rows: ProcessRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = [
    '',
    'start-up and idle memory of the built server (a first start, then a restart):',
    `  ${'server'.padEnd(44)} ${'RSS MB idle'.padEnd(13)} ${'ms to /health'.padEnd(15)} CPU ms`,
    `  ${''.padEnd(44)} ${'first  again'.padEnd(13)} ${'first   again'.padEnd(15)} again`,
  ];
  for (const r of rows) {
    lines.push(
      `  ${r.label.padEnd(44)} ${num(r['RSS MB idle after first start'], 5)} ${num(r['RSS MB idle after restart'], 6)}  ${num(r['ms to ready /health, first start'], 5)} ${num(r['ms to ready /health, restart'], 7)}  ${num(r['CPU ms to ready, restart'], 5)}`,
    );
    if (r.goal) lines.push(`    goal: ${r.goal}`);
  }
  return lines;
}

/** The whole report, every line within REPORT_WIDTH columns. */
export function formatReport(result: BenchResult): string {
  const lines = [
    '',
    ...wrap(
      `${result.connections} connections, ${result.seconds} s per row, load from a separate process (${result.tool}); Lintel: ${result.lintel}`,
    ),
    '',
    ...table(result),
    ...targets(result),
    ...memory(result),
    ...startup(result.process),
    ...(result.notes.length ? ['', ...result.notes.flatMap((note) => wrap(note))] : []),
  ];
  return lines.join('\n');
}
