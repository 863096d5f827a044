import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * PGlite's WebAssembly, compiled, and its file-system bundle, read ahead of opening the database
 * (issue 29). `PGlite.create` would read and compile them itself, on the main thread's turn, after
 * the app's modules have loaded; started first, V8 compiles the 9 MB module on its background
 * threads while those modules load, and a restart is ready sooner. This module imports nothing of
 * PGlite so that starting costs no module loading either.
 */
export interface PgliteFiles {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** Where PGlite's own files are: next to its entry point. */
export function pgliteDist(): URL {
  return new URL('.', `file://${createRequire(import.meta.url).resolve('@electric-sql/pglite')}`);
}

/**
 * Reads and compiles PGlite's files. Undefined when that fails (PGlite then reads them itself and
 * reports what is wrong): the promise is made early and awaited late, so it never rejects.
 */
export function loadPgliteFiles(): Promise<PgliteFiles | undefined> {
  const dist = pgliteDist();
  return Promise.all([
    readFile(new URL('pglite.wasm', dist)).then((bytes) => WebAssembly.compile(bytes)),
    readFile(new URL('pglite.data', dist)).then((bytes) => new Blob([bytes])),
  ]).then(
    ([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }),
    () => undefined,
  );
}
