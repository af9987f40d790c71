/**
 * A fake of LINE's push endpoint for the notification tests (node:http on loopback): it records
 * every request and answers from a script, or, when the script is empty, as LINE does with retry
 * keys (200 the first time a key is seen, 409 after).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';

/** A fake LINE push endpoint answering from a script, or, when the script is empty, as LINE would with retry keys. */
export class FakeLine {
  readonly seen: Seen[] = [];
  readonly script: Answer[] = [];
  readonly accepted = new Set<string>();
  private server!: Server;
  base = '';

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null });
    const next = this.script.shift();
    if (next === 'drop') {
      req.socket.destroy();
      return;
    }
    const key = String(req.headers['x-line-retry-key'] ?? '');
    const answer =
      next ??
      (this.accepted.has(key)
        ? { status: 409, body: { message: 'The retry key is already accepted' } }
        : { status: 200, body: { sentMessages: [{ id: '1', quoteToken: 'q' }] } });
    if (answer.status === 200 && key) this.accepted.add(key);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.headers ?? {}) });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
