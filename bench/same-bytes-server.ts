/**
 * The ceiling of an endpoint: a bare `node:http` server that answers every request with the bytes
 * the real endpoint answered (status, content type, content coding and body; one of its bodies at
 * random when it gave several, as the home page does), held in memory. No routing, no
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
  bodiesBase64: string[];
};
// Each body the endpoint gave, with its headers; one picked per request, as Telo picks a hero.
const answers = answer.bodiesBase64.map((base64) => {
  const body = Buffer.from(base64, 'base64');
  const headers = {
    'content-type': answer.contentType,
    'content-length': body.length,
    ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
  };
  return { body, headers };
});

const server = createServer((_request, response) => {
  const { body, headers } = answers[Math.floor(Math.random() * answers.length)]!;
  response.writeHead(answer.status, headers);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
