/**
 * A ceiling of `npm run bench`: a bare node:http server that reads the request's body (a GraphQL
 * POST has one) and answers the bytes of the file given as its argument, as JSON. It prints its
 * address once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = readFileSync(process.argv[2]!);
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.byteLength });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
