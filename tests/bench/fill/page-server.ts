import { createServer, type Server } from 'node:http';
import { listenOnLoopback, type LocalServer } from '../../e2e/support/fixture-server';

/** Serves in-memory pages on 127.0.0.1 at a free port; anything else is a 404. */
export async function startPageServer(pages: Record<string, string>): Promise<LocalServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const html = pages[path];
    if (html === undefined) {
      response.writeHead(path === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  return listenOnLoopback(server);
}
