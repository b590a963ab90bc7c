// The embedded PeerJS signalling server, mounted under /peerjs on the same HTTP server (and port)
// as the app: used by `npm start` (scripts/start.ts) and, through the Vite plugin below, by
// `npm run dev` and `npm run preview`. Pages served this way carry a meta tag that tells
// src/net/peerjs.ts to signal on their own origin instead of the public PeerJS broker.
//
// Two traps of the `peer` package (see TOOLCHAIN.md), both handled here:
// 1. ExpressPeerServer starts its WebSocket server on express's 'mount' event, so it is mounted
//    inside an express app (plain connect middleware never fires 'mount').
// 2. Its WebSocket server answers every 'upgrade' on the HTTP server it is given and aborts the
//    ones on other paths, which would kill Vite's HMR socket. It is given a stand-in emitter
//    instead, which only sees the upgrades under /peerjs/: Vite's HMR socket then shares the
//    port unharmed, so no separate HMR port is needed.
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import type { Plugin } from 'vite';

/** Where the signalling server lives on the app's origin. */
export const PEER_PATH = '/peerjs';

/** Tells the page (src/net/peerjs.ts) that signalling is on its own origin. */
export const SIGNALLING_META = '<meta name="gang-table-signalling" content="same-origin" />';

/** `html` with SIGNALLING_META at the start of its head. */
export function injectSignallingMeta(html: string): string {
  if (html.includes('name="gang-table-signalling"')) return html;
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${SIGNALLING_META}`);
}

/** Whether a request URL is for the signalling server. */
export function isSignallingUrl(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  return pathname === PEER_PATH || pathname.startsWith(`${PEER_PATH}/`);
}

type Next = (error?: unknown) => void;

/** The signalling server bound to one HTTP server. */
export type Signalling = {
  /** Connect/express-style middleware: handles /peerjs requests, passes the rest on. */
  handle(req: IncomingMessage, res: ServerResponse, next: Next): void;
  /** Routes a WebSocket upgrade to the signalling server; false if it is not for /peerjs. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
};

/**
 * A PeerJS server under PEER_PATH. Created lazily on its first request, so a server that never
 * sees a peer (a Vite instance inside vitest) never starts the `peer` package's timers.
 */
export function createSignalling(): Signalling {
  // What `peer`'s WebSocket server takes for the HTTP server: only /peerjs upgrades reach it.
  const upgrades = new EventEmitter();
  let handler: Signalling['handle'] | null = null;
  const ensure = (): Signalling['handle'] => {
    if (handler) return handler;
    const app = express().disable('x-powered-by');
    // A peer whose socket was never closed (a crashed tab, a lost network) keeps its id until it
    // misses heartbeats for alive_timeout (PeerJS clients send one every 5 s). The package's 90 s
    // kept a crashed host from taking its own room back for a minute and a half; 15 s is three
    // missed heartbeats.
    const peerServer = ExpressPeerServer(upgrades as unknown as HttpServer, {
      path: '/',
      alive_timeout: 15_000,
    });
    peerServer.disable('x-powered-by');
    peerServer.on('error', (error) => console.warn(`signalling: ${error.message}`));
    app.use(PEER_PATH, peerServer); // fires 'mount': the WebSocket server starts listening now
    // An express app is a (req, res, next) handler; its types just ask for express's own req.
    handler = app as unknown as Signalling['handle'];
    return handler;
  };
  return {
    handle(req, res, next) {
      if (!isSignallingUrl(req.url)) return next();
      // What the PeerJS server does not answer under /peerjs is not found (never the app's page).
      ensure()(req, res, (error?: unknown) => {
        if (error) return next(error);
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      });
    },
    upgrade(req, socket, head) {
      if (!isSignallingUrl(req.url)) return false;
      ensure();
      upgrades.emit('upgrade', req, socket, head);
      return true;
    },
  };
}

/** Attaches a signalling server to `server`'s requests and upgrades (used by the Vite plugin). */
function attach(
  server: Pick<EventEmitter, 'on'> | null,
  middlewares: { use(fn: (req: IncomingMessage, res: ServerResponse, next: Next) => void): void },
): void {
  if (!server) return; // middleware mode (vitest): no HTTP server of our own to signal on
  const signalling = createSignalling();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    signalling.upgrade(req, socket, head);
  });
  middlewares.use(signalling.handle);
}

/** The built HTML file a request is for (a page, or index.html for an app route), or null. */
function pageFile(req: IncomingMessage, outDir: string): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname);
  } catch {
    return null;
  }
  if (pathname.endsWith('/')) pathname += 'index.html';
  if (pathname.endsWith('.html')) {
    const file = path.join(outDir, pathname);
    return file.startsWith(outDir + path.sep) ? file : null;
  }
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  return !last.includes('.') && wantsHtml ? path.join(outDir, 'index.html') : null;
}

/**
 * Mounts the PeerJS server under /peerjs on Vite's dev and preview servers and marks their pages
 * with SIGNALLING_META. Builds are untouched: a static build signals on the public broker.
 */
export function peerServerPlugin(): Plugin {
  return {
    name: 'gang-table-peer-server',
    configureServer(server) {
      attach(server.httpServer, server.middlewares);
    },
    configurePreviewServer(server) {
      attach(server.httpServer, server.middlewares);
      // Preview serves the built pages as they are: serve them with the meta tag instead.
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const file = pageFile(req, outDir);
        if (!file) return next();
        readFile(file, 'utf8').then(
          (html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : injectSignallingMeta(html));
          },
          () => next(), // no such page: Vite answers
        );
      });
    },
    transformIndexHtml(html, ctx) {
      // Only on the dev server; a build's HTML stays as it is.
      return ctx.server ? injectSignallingMeta(html) : html;
    },
  };
}
