import http from 'node:http';

/**
 * One request over node:http that also says when its bytes left for the server ('finish'), so a
 * test can tell requests already sent at some instant from those sent after it.
 */
export type Timed = { sentAt: number | null; doneAt: number; status: number; error?: string };

export function timedRequest(
  agent: http.Agent,
  origin: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Timed> {
  const url = new URL(path, origin);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    let sentAt: number | null = null;
    const done = (status: number, error?: string) =>
      resolve({ sentAt, doneAt: performance.now(), status, ...(error ? { error } : {}) });
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          'sec-fetch-site': 'same-origin',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', (e) => done(0, (e as NodeJS.ErrnoException).code ?? e.message));
      },
    );
    req.on('finish', () => (sentAt = performance.now()));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => done(0, (e as NodeJS.ErrnoException).code ?? e.message));
    req.end(payload);
  });
}
