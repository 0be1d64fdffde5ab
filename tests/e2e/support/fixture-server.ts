import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { FIXTURES_DIR } from './paths';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.pdf': 'application/pdf',
};

/**
 * Serves tests/fixtures on 127.0.0.1 at a free port; nothing leaves the machine.
 * `/hold/<key>` answers only once `/release/<key>` is asked for (before or after), so a page can wait on the test.
 */
export async function startFixtureServer(): Promise<LocalServer> {
  const held = new Map<string, ServerResponse>();
  const released = new Set<string>();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const [, verb, key] = /^\/(hold|release)\/([\w-]+)$/.exec(path) ?? [];
    if (verb === 'hold') {
      if (released.has(key!)) response.writeHead(204).end();
      else held.set(key!, response);
      return;
    }
    if (verb === 'release') {
      released.add(key!);
      held.get(key!)?.writeHead(204).end();
      response.writeHead(204).end();
      return;
    }
    const file = join(FIXTURES_DIR, path);
    if (!file.startsWith(FIXTURES_DIR) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return listenOnLoopback(server);
}

export interface LocalServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 at a free port; `close` also drops kept-alive connections. */
export async function listenOnLoopback(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * slow-form.html with a fill that cannot end before the test says so: the page's input handler
 * waits, synchronously, on the fixture server's `/hold/<key>` until `release()`.
 * @example const slow = heldForm(origin); await page.goto(slow.url); ...; await slow.release();
 */
export function heldForm(origin: string): { url: string; release: () => Promise<void> } {
  const key = randomUUID();
  return {
    url: `${origin}/pages/slow-form.html?hold=${key}`,
    release: async () => void (await fetch(`${origin}/release/${key}`)),
  };
}
