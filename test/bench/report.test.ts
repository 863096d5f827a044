import { describe, expect, it } from 'vitest';
import { type BenchResult, type BenchRow, formatReport, REPORT_WIDTH, wrap } from './report.js';

/** `npm run bench`'s report, from a small fake result set: honest verdicts within 100 columns. */

const load = (rps: number, serverCores = 1, loadCores = 0.9): BenchRow['load'] => ({
  rps,
  p50: 12,
  p99: 140,
  non2xx: 0,
  errors: 0,
  loadCores,
  serverCores,
});

function result(cores: number): BenchResult {
  return {
    connections: 20,
    seconds: 1,
    tool: 'autocannon',
    lintel: 'node /a/rather/long/checkout/path/of/somebody/working/on/lintel/dist/main.js',
    runs: 1,
    rows: [
      { name: 'bare node:http, same bytes (ceiling)', load: load(20_000) },
      { name: 'REST taxes size=50, cached', load: load(12_000) },
      { name: 'bare node:http + the Sandbox SQL, same bytes', load: load(1_400) },
      {
        name: 'REST taxes size=50, uncached',
        load: load(900),
        reference: 'bare node:http + the Sandbox SQL, same bytes',
        ratios: [0.5, 0.9, 0.75],
      },
      { name: 'GraphQL same page, cached', load: load(4_000) },
      { name: 'GraphQL same page, uncached', load: load(700) },
      { name: 'GraphQL account lists (never cached)', load: load(1_500) },
      { name: 'GraphQL mutation createProduct', load: load(800) },
      { name: 'Odoo products, vendor 50 ms, cached', load: load(10_000) },
      { name: 'a row whose name is far longer than the name column of the table', load: load(5) },
      { name: 'REST cached, PostgreSQL, 1 worker', load: load(6_000, 0.95, 0.8) },
      { name: 'REST cached, PostgreSQL, rate limit on', load: load(5_400, 0.95, 0.8) },
      { name: 'REST cached, PostgreSQL, 2 workers', load: load(6_600, 1.1, 0.9) },
    ],
    postgres: true,
    memory: [
      { name: 'Lintel, PGlite', before: 270, after: 330, seconds: 66 },
      { name: 'Lintel, PostgreSQL, 2 workers', before: 300, after: 500, seconds: 11 },
    ],
    cacheMb: 64,
    loadGrowthMb: 50,
    cores,
    process: [
      {
        label: 'PostgreSQL, 2 workers (primary + workers)',
        'RSS MB idle after first start': 310,
        'RSS MB idle after restart': 305,
        'ms to ready /health, first start': 1_900,
        'ms to ready /health, restart': 1_400,
        'CPU ms to ready, restart': 2_300,
        goal: 'RSS ≤ 300, restart ≤ 1500 ms',
      },
    ],
    notes: [
      'PostgreSQL rows skipped: connect ECONNREFUSED 127.0.0.1:5432 (a long note that has to be wrapped at the report width, not printed on one line)',
    ],
  };
}

describe('the bench report', () => {
  it('fits 100 columns, long row names and notes included', () => {
    const report = formatReport(result(2));
    const wide = report.split('\n').filter((line) => line.length > REPORT_WIDTH);
    expect(wide, report).toEqual([]);
    expect(report).toContain('a row whose name is far longer than the name column of the table\n');
  });

  it('keeps each verdict, and says which target depends on the core count and how many there are', () => {
    const report = formatReport(result(2));
    const line = (label: string) => report.split('\n').find((l) => l.trimStart().startsWith(label)) ?? '';
    expect(line('REST cached ')).toMatch(/0\.600\s+≥ 0\.75\s+NOT met$/);
    expect(line('GraphQL cached')).toMatch(/0\.200\s+≥ 0\.4\s+NOT met$/);
    // The median of its runs' ratios of its own reference (not of the ceiling: 0.045).
    expect(line('REST uncached (Sandbox)')).toMatch(/0\.750\s+≥ 0\.7\s+met$/);
    expect(line('2 workers / 1 worker')).toMatch(
      /1\.100\s+≥ 1\.6\s+NOT met \(depends on free cores: this machine has 2\)/,
    );
    expect(report).toMatch(/this machine has 2\./);
    expect(line('rate limit on / off')).toMatch(
      /rate limit on \/ off\s+0\.900 {2}\(REST cached, PostgreSQL: 5400 \/ 6000 req\/s, p99 140 \/ 140 ms\)$/,
    );
    expect(line('Lintel, PostgreSQL, 2 workers')).toMatch(/goal ≤\s+414\s+NOT met$/);
    expect(line('Lintel, PGlite')).toMatch(/met$/);
    expect(formatReport(result(8))).toContain('this machine has 8)');
  });

  it('says "n/a" for a target whose rows did not run', () => {
    const report = formatReport({ ...result(2), postgres: false });
    expect(report).toMatch(/2 workers \/ 1 worker\s+n\/a\s+≥ 1\.6\s+not measured/);
    expect(report).toMatch(/rate limit on \/ off\s+n\/a {2}not measured/);
  });

  it('wraps at spaces, keeping the spacing of a line that fits', () => {
    expect(wrap('a  b', 10)).toEqual(['a  b']);
    expect(wrap('one two three four', 9, '  ')).toEqual(['one two', '  three', '  four']);
    expect(wrap('  one two three', 9, '    ')).toEqual(['  one two', '    three']);
  });
});
