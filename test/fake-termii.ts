import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TermiiRequest = { method: string; path: string; contentType: string; body: unknown };

/**
 * A local stand-in for Termii's Messaging API (POST /api/sms/send, JSON in and out), so the
 * adapter is tested against HTTP rather than a mock. `answer` decides each reply.
 */
export async function startFakeTermii(
  answer: (request: TermiiRequest) => { status: number; body: string } = () => ({
    status: 200,
    body: JSON.stringify({
      code: 'ok',
      message_id: '9122821270554876574',
      message: 'Successfully Sent',
      balance: 9,
      user: 'Telo',
    }),
  }),
) {
  const received: TermiiRequest[] = [];
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Recorded as text: the test then sees what was sent.
    }
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      body,
    };
    received.push(request);
    const reply = answer(request);
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
