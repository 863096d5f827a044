import type { LoadResult } from './load.js';
import type { Row as ProcessRow } from './process.js';

/**
 * What `npm run bench` prints, as a pure function of its measurements, within 100 columns (a
 * terminal's width, a CI log's, a pasted report's). Every target keeps its honest verdict; the
 * ones a machine's core count decides say so, with this machine's count.
 */

export const REPORT_WIDTH = 100;

export interface BenchRow {
  name: string;
  load: LoadResult & { serverCores: number };
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
  const ceiling = result.rows[0]?.load.rps ?? 0;
  const lines = [
    `${'row'.padEnd(NAME_WIDTH)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'errors'.padStart(6)} ${'×ceil'.padStart(6)} ${'server'.padStart(6)} ${'load'.padStart(5)}`,
    `${''.padEnd(NAME_WIDTH)} ${''.padStart(7)} ${'ms'.padStart(5)} ${'ms'.padStart(5)} ${''.padStart(6)} ${''.padStart(6)} ${'cores'.padStart(6)} ${'cores'.padStart(5)}`,
  ];
  for (const { name, load: r } of result.rows) {
    const figures = `${num(r.rps, 7)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)} ${String(r.non2xx + r.errors).padStart(6)} ${num(ceiling ? r.rps / ceiling : 0, 6, 3)} ${num(r.serverCores, 6, 2)} ${num(r.loadCores, 5, 2)}`;
    if (name.length <= NAME_WIDTH) lines.push(`${name.padEnd(NAME_WIDTH)} ${figures}`);
    else lines.push(name, `${''.padEnd(NAME_WIDTH)} ${figures}`);
  }
  return lines;
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function targets(result: BenchResult): string[] {
  const ceiling = result.rows[0]?.load.rps ?? 0;
  const row = (name: string) => result.rows.find((r) => r.name.startsWith(name))?.load;
  const ratio = (name: string) => {
    const rps = row(name)?.rps;
    return rps === undefined || !ceiling ? undefined : rps / ceiling;
  };
  const one = result.postgres ? row('REST cached, PostgreSQL, 1 worker') : undefined;
  const two = result.postgres ? row('REST cached, PostgreSQL, 2 workers') : undefined;
  const lines = ['', 'targets (ratios of the ceiling, both measured in this run):'];
  const target = (label: string, value: number | undefined, goal: number, note = '') => {
    const figure = value === undefined ? 'n/a'.padStart(6) : num(value, 6, 3);
    const met = value === undefined ? 'not measured' : verdict(value >= goal);
    lines.push(...wrap(`  ${label.padEnd(24)} ${figure}  ≥ ${String(goal).padEnd(5)} ${met}${note}`));
  };
  target('REST cached', ratio('REST taxes size=50, cached'), 0.5);
  target('GraphQL cached', ratio('GraphQL same page, cached'), 0.25);
  target('REST uncached (Sandbox)', ratio('REST taxes size=50, uncached'), 0.06);
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
  lines.push(
    ...wrap(
      `  Core count: "2 workers / 1 worker" needs three free cores (two workers and the load generator) to reach 1.6; this machine has ${result.cores}. The ratios of the ceiling compare servers that each use one core, and hold on any machine that is otherwise quiet.`,
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
