import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { FIXTURES_DIR } from './paths';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.pdf': 'application/pdf',
};

/** Serves tests/fixtures on 127.0.0.1 at a free port; nothing leaves the machine. */
export async function startFixtureServer(): Promise<LocalServer> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    if (path === '/favicon.ico') {
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
