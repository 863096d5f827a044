import { createRequire } from 'node:module';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

/**
 * Relay's naming rules on the printed schema (CONTRACT §7, issue 28): graphql-schema-linter's
 * `relay-connection-types-spec` (a type whose name ends in `Connection` is a Relay connection:
 * `edges` of edges with `node` and `cursor`, and `pageInfo`) and `relay-connection-arguments-spec`
 * (a field answering a connection takes `first` and `after`), run as its command line runs them.
 */

interface Runner {
  run(stdout: Writable, stdin: Readable, stderr: Writable, argv: string[]): Promise<number>;
}
// The package ships CommonJS without type declarations.
const { runner } = createRequire(import.meta.url)('graphql-schema-linter') as { runner: Runner };

const RULES = 'relay-connection-types-spec,relay-connection-arguments-spec';

interface LintError {
  message: string;
  rule: string;
  location: { line: number; column: number; file: string };
}

/** The linter's exit code and errors for `target` (a file, or `--stdin` with `sdl`). */
async function lint(target: string[], sdl = ''): Promise<{ code: number; errors: LintError[] }> {
  let out = '';
  let err = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        write(String(chunk));
        done();
      },
    });
  const code = await runner.run(
    sink((text) => {
      out += text;
    }),
    Readable.from([Buffer.from(sdl)]),
    sink((text) => {
      err += text;
    }),
    ['node', 'graphql-schema-linter', '--rules', RULES, '--format', 'json', ...target],
  );
  expect(err, 'the linter’s own complaints').toBe('');
  return { code, errors: out ? (JSON.parse(out) as { errors: LintError[] }).errors : [] };
}

describe('Relay rules on schema/schema.graphql', () => {
  it('pass: every *Connection type is a Relay connection, every connection field pages', async () => {
    const { code, errors } = await lint(['schema/schema.graphql']);
    expect(errors.map((e) => `${e.rule} line ${e.location.line}: ${e.message}`)).toEqual([]);
    expect(code).toBe(0);
  });

  it('fail on what the schema had before: an object named Connection that is not one', async () => {
    const { code, errors } = await lint(
      ['--stdin'],
      `
      """A consumer’s link to one connector"""
      type Connection { """Its id""" id: ID! }
      """A customer"""
      type Consumer { """Its links""" connections: [Connection!]! """Its link""" link: Connection }
      """Reads"""
      type Query { """A consumer""" consumer: Consumer }
      `,
    );
    expect(code).toBe(1);
    expect(new Set(errors.map((e) => e.rule))).toEqual(
      new Set(['relay-connection-types-spec', 'relay-connection-arguments-spec']),
    );
  });
});
