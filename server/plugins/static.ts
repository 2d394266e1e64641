/**
 * Serves the built SPA (dist/) when it exists: files as they are (hashed assets cached for a
 * year), and index.html for any other GET outside /api and /dev so client routes survive a reload.
 * The build writes a brotli and a gzip copy of each text file (vite.config.ts, precompress):
 * a browser that accepts one gets it (preCompressed), at no compression cost per request.
 * index.html goes out with the first paint's public answers in it (shellPage.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createShellPage } from './shellPage';

/** Registers the static files; returns the SPA fallback for the not-found handler, or undefined. */
export async function registerStatic(app: FastifyInstance, root: string | undefined) {
  if (!root || !existsSync(join(root, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // '/' is the shell too (with its first paint's answers), not the plain index.html.
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shellPage = createShellPage(app, root);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing file (a path with an extension) is a 404, not the app shell.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[A-Za-z0-9]+$/.test(request.url.split('?')[0])) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const path = request.url.split('?')[0];
    const shell = await shellPage(request.hostname.toLowerCase().replace(/:\d+$/, ''), path, request);
    // A page with the visitor's own answers in it (a quoted visitor's shop page, a wizard screen's
    // saved values) is stored nowhere, by no one.
    reply.header('cache-control', shell.personal ? 'no-store' : 'no-cache');
    // Its language comes from the lang cookie, else Accept-Language (plugins/language.ts): a cache
    // that keeps the page must keep one per pair, never hand a Spanish page to an English visitor.
    reply.header('vary', 'Cookie, Accept-Language');
    // The head goes out at once; the rest when the visitor's own answers are ready (shellPage.ts ShellHtml).
    const body = Readable.from((async function* streamed() {
      yield shell.head;
      yield await shell.rest;
    })());
    return reply.type('text/html; charset=utf-8').send(body);
  };
}
