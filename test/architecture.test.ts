import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules of STYLE.md, read from the source: which folder of `src/` imports which.
 * A top-level file (`src/app.ts`) is its own unit; a folder's subfolders belong to it.
 */

const SRC = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** `src/rest/index.ts` → `rest`; `src/app.ts` → `app.ts`. */
function unitOf(file: string): string {
  const [first, second] = relative(SRC, file).split('/');
  return second === undefined ? first! : first!;
}

interface Import {
  from: string;
  /** A package name, or the unit of a file of src. */
  to: string;
  local: boolean;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const imports: Import[] = sourceFiles(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = (match[1] ?? match[2])!;
    if (!specifier.startsWith('.')) {
      const parts = specifier.split('/');
      const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      return { from: unitOf(file), to: pkg, local: false };
    }
    return {
      from: unitOf(file),
      to: unitOf(resolve(dirname(file), specifier)).replace(/\.js$/, '.ts'),
      local: true,
    };
  });
});

function importsOf(unit: string): Set<string> {
  return new Set(imports.filter((i) => i.from === unit && i.to !== unit).map((i) => i.to));
}

describe('architecture', () => {
  it('reads the imports of every source file (the rules below see the code)', () => {
    expect(imports.filter((i) => i.from === 'rest' && i.to === 'services').length).toBeGreaterThan(0);
    expect(importsOf('schema')).toContain('services');
  });

  it('has no import cycle between folders of src', () => {
    const units = [...new Set(imports.filter((i) => i.local).map((i) => i.from))];
    const edges = new Map(
      units.map((u) => [u, [...importsOf(u)].filter((to) => units.includes(to) && to.indexOf('.') < 0)]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (unit: string, path: string[]) => {
      state.set(unit, 'open');
      for (const next of edges.get(unit) ?? []) {
        if (state.get(next) === 'open')
          cycles.push([...path, unit, next].slice(path.indexOf(next)).join(' → '));
        else if (!state.has(next)) walk(next, [...path, unit]);
      }
      state.set(unit, 'done');
    };
    for (const unit of units.filter((u) => u.indexOf('.') < 0)) if (!state.has(unit)) walk(unit, []);
    expect(cycles).toEqual([]);
  });

  it('REST builds no GraphQL: rest/ imports neither graphql nor the schema', () => {
    const rest = importsOf('rest');
    for (const forbidden of ['graphql', 'graphql-jit', 'graphql-yoga', '@pothos/core', 'schema', 'graphql'])
      expect(rest).not.toContain(forbidden);
  });

  it('the services know no surface: no HTTP, REST, GraphQL, MCP or page of their own', () => {
    const services = importsOf('services');
    for (const forbidden of [
      'rest',
      'schema',
      'graphql',
      'http',
      'mcp',
      'connect',
      'hono',
      'graphql-yoga',
      '@pothos/core',
    ])
      expect(services).not.toContain(forbidden);
  });

  it('the model depends on nothing of Lintel but the error catalogue', () => {
    const local = [...importsOf('model')].filter((to) => imports.some((i) => i.local && i.to === to));
    expect(local.filter((u) => u !== 'errors.ts')).toEqual([]);
  });

  it('connectors reach no surface and no service', () => {
    const connectors = importsOf('connectors');
    for (const forbidden of ['rest', 'schema', 'graphql', 'http', 'mcp', 'services', 'app.ts'])
      expect(connectors).not.toContain(forbidden);
  });
});
