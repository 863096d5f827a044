/**
 * The physical limit of an uncached Sandbox read in `npm run bench` (issue 29, item 3): a bare
 * node:http server that opens a copy of Lintel's data directory as Lintel does (`openPglite`, the
 * same lean settings), runs the Sandbox's own SQL for the page (the store's `list`, not a copy of
 * it) once per request, and answers the bytes Lintel answered for that page. What Lintel does
 * beyond this (the token, the route, the mapping to the model, the JSON, the log line) is what its
 * ratio to this server measures.
 *
 * Arguments: the data directory (a copy: PGlite opens a directory in one process), the Sandbox
 * kind, the page size, the answer's file. It prints its address once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxKind } from '../../src/connectors/sandbox/types.js';
import { openPglite } from '../../src/store/db.js';
import { createSandboxStore } from '../../src/store/sandbox.js';

const [dataDir, kind, size, answer] = process.argv.slice(2);
if (!dataDir || !kind || !size || !answer)
  throw new Error('usage: reference.ts <data dir> <kind> <page size> <answer file>');
const body = readFileSync(answer);
const db = await openPglite(dataDir);
const store = createSandboxStore(db);
const [connection] = await db.query<{ connection_id: string }>(
  'select connection_id from sandbox_records where kind = $1 limit 1',
  [kind],
);
if (!connection) throw new Error(`no Sandbox records of kind ${kind} in ${dataDir}`);
const limit = Number(size);

const server = createServer((request, response) => {
  request.resume();
  store.list(connection.connection_id, kind as SandboxKind, { offset: 0, limit }).then(
    (page) => {
      if (page.items.length === 0) throw new Error('empty page');
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.byteLength });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500).end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
