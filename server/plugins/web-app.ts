/**
 * The built web app (dist/web): static files and the SPA fallback.
 *
 * - Hashed build output under /assets/ never changes under its name: a year,
 *   `immutable`. Everything else (index.html, login.html, sw.js, the
 *   manifest, icons) is `no-cache`: revalidated on every use, so a deploy is
 *   seen at once.
 * - The build writes `.br` and `.gz` beside every text file (build-web.ts);
 *   those are sent as they are (`preCompressed`), so no file is compressed per
 *   fetch. @fastify/compress leaves an answer alone once it carries a
 *   content-encoding.
 * - Source maps (built `hidden`, for our own debugging) are never served.
 * - Page routes (GET/HEAD accepting HTML, outside /api) answer the app's
 *   HTML: /login gets login.html, the login screen pre-rendered so it paints
 *   before the script runs; every other route gets index.html. Without
 *   login.html (an older build) /login gets index.html too.
 * - Everything else unknown is a plain 404 with the spec's message.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../domain/messages';
import { paths } from '../../domain/routes';

export interface WebAppOptions {
  /** The built web app's folder; when it holds no index.html only the 404 handler is registered. */
  root: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const isSourceMap = (pathname: string) => /\.map$/i.test(pathname);

export default fp<WebAppOptions>(
  async (app, { root }) => {
    const hasWeb = existsSync(path.join(root, 'index.html'));
    const hasLogin = existsSync(path.join(root, 'login.html'));
    const assetsDir = path.join(root, 'assets') + path.sep;

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Set below, per file: send's default (max-age=0) would otherwise win.
        cacheControl: false,
        // A hidden source map left in the folder is still not served.
        globIgnore: ['**/*.map'],
        allowedPath: (pathname) => !isSourceMap(pathname),
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          // The same URL is sent br, gzip or plain by the request's Accept-Encoding.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const file = hasLogin && (pathname === paths.login || pathname === `${paths.login}/`) ? 'login.html' : 'index.html';
      return reply.type('text/html').sendFile(file);
    };

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send({ message: messages.apiNotFound });
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
      if (hasWeb && wantsPage && !isSourceMap(pathname)) return sendPage(request, reply, pathname);
      return reply.code(404).send({ message: messages.notFound });
    });
  },
  { name: 'web-app' },
);
