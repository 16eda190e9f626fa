/**
 * The ceiling of an endpoint: a bare `node:http` server that answers every request with the bytes
 * the real endpoint answered (status, content type, content coding and body), held in memory. No routing, no
 * validation, no database: what Node alone can do with those bytes on this machine.
 * Usage: node bench/same-bytes-server.ts <port> <answer.json>
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, answerFile] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(answerFile ?? '', 'utf8')) as {
  status: number;
  contentType: string;
  contentEncoding?: string;
  bodyBase64: string;
};
const body = Buffer.from(answer.bodyBase64, 'base64');
const headers = {
  'content-type': answer.contentType,
  'content-length': body.length,
  ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
};

const server = createServer((_request, response) => {
  response.writeHead(answer.status, headers);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
