import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test can break in two ways:
 * - cut(): every connection is destroyed and new ones are refused (the database host is down);
 * - stall(): nothing is closed, but no byte gets through and new connections hang after the
 *   handshake (a network partition: the nastier case, where only timeouts help). Bytes are held,
 *   not dropped, as TCP would retransmit them once the partition heals.
 * restore() lets traffic through again.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;
  /** Work held back while stalled: bytes to forward and connections to open. */
  private held: (() => void)[] = [];
  private readonly listenPort: number;
  private readonly target: { host: string; port: number };

  constructor(listenPort: number, target: { host: string; port: number }) {
    this.listenPort = listenPort;
    this.target = target;
  }

  async start() {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.listenPort, '127.0.0.1', resolve));
    this.server = server;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
  }

  /** Runs `work` now, or when the stall ends. */
  private pass(work: () => void) {
    if (this.stalled) this.held.push(work);
    else work();
  }

  private accept(client: net.Socket) {
    this.track(client);
    const early: Buffer[] = [];
    let upstream: net.Socket | null = null;
    client.on('data', (chunk) => {
      if (upstream) this.pass(() => upstream?.write(chunk));
      else early.push(chunk);
    });
    this.pass(() => {
      if (client.destroyed) return;
      upstream = net.connect(this.target.port, this.target.host);
      this.track(upstream);
      upstream.on('data', (chunk) => this.pass(() => client.write(chunk)));
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream?.destroy());
      for (const chunk of early) upstream.write(chunk);
    });
  }

  /** The database host goes away: connections reset, new ones refused. */
  async cut() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.held = [];
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** The network stops carrying packets: nothing is closed, nothing arrives. */
  stall() {
    this.stalled = true;
  }

  async restore() {
    this.stalled = false;
    const held = this.held;
    this.held = [];
    for (const work of held) work();
    if (!this.server) await this.start();
  }

  async close() {
    await this.cut();
  }
}
