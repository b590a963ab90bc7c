// `npm start`: one HTTP server on HOST:PORT (default localhost:5173) that serves the built app
// from dist/ and the PeerJS signalling server under /peerjs, so friends on one network play with
// no internet at all. The app is built first when dist/ is missing or older than its sources.
// `HOST=0.0.0.0 npm start` or `npm start -- --lan` serves the LAN and prints the addresses to share.
// Tests import startServer() to run the same server on 127.0.0.1 and a free port.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { createSignalling, injectSignallingMeta } from './peer-plugin.ts';

/** Repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST = path.join(ROOT, 'dist');
/** What the built app is made from: newer than the build means rebuild. */
const SOURCES = ['index.html', 'src', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json'];
/** Records the VITE_* variables a build was made with (dotfiles are never served). */
const STAMP = '.gang-table-build.json';

export type StartOptions = {
  /** 0 picks a free port. Default 5173. */
  port?: number;
  /** Default 'localhost'; '0.0.0.0' serves the LAN. */
  host?: string;
  /** The built app. Default dist/. */
  distDir?: string;
  /** 'if-stale' (default) builds when dist/ is missing or old; false serves distDir as it is. */
  build?: 'if-stale' | false;
};

export type RunningServer = {
  /** The URL to open on this machine. */
  url: string;
  port: number;
  close(): Promise<void>;
};

/** Builds if needed, then serves the app and signalling on one port. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const distDir = options.distDir ?? DEFAULT_DIST;
  const host = options.host ?? 'localhost';
  if (options.build !== false) await buildIfStale(distDir);

  const signalling = createSignalling();
  const app = staticApp(distDir);
  const server = createServer((req, res) => signalling.handle(req, res, () => app(req, res)));
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (!signalling.upgrade(req, socket, head)) socket.destroy();
  });
  // Open WebSockets would keep close() waiting: track every socket to end them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 5173, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(host)}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** How `host` appears in a URL to open on this machine. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Builds the app with Vite into `distDir` unless it is there, newer than the sources and made
 *  with the same VITE_* variables. */
async function buildIfStale(distDir: string): Promise<void> {
  const stamp = JSON.stringify(
    Object.fromEntries(
      Object.entries(process.env)
        .filter(([name]) => name.startsWith('VITE_'))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
  const reason = staleReason(distDir, stamp);
  if (!reason) return;
  console.log(`Building the app (${reason})…`);
  const started = Date.now();
  const { build } = await import('vite');
  // Test what players get: NODE_ENV=test or development would make Vite bundle React's dev build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(path.join(distDir, STAMP), stamp);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Why dist/ needs a build, or null if it does not. */
function staleReason(distDir: string, stamp: string): string | null {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  const stampFile = path.join(distDir, STAMP);
  // A build made by `npm run build` has no stamp: take it as built without VITE_* variables.
  const builtWith = existsSync(stampFile) ? statSync(stampFile) : null;
  const builtAt = (builtWith ?? statSync(index)).mtimeMs;
  const previous = builtWith ? readFileSync(stampFile, 'utf8') : '{}';
  if (previous !== stamp) return 'VITE_* variables changed';
  const newest = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  return newest > builtAt ? 'sources changed' : null;
}

/** The newest modification time in a file or folder tree (0 if it does not exist). */
function newestMtime(target: string): number {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The app's files from `distDir` (express.static and the compression middleware): hashed assets
 * cached for a year, everything else revalidated; no dotfiles; pages with the same-origin
 * signalling tag; index.html for app routes (no dot in the last segment), 404 for missing files.
 */
function staticApp(distDir: string): express.Express {
  const app = express().disable('x-powered-by');
  app.use(compression());
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).end();
      return;
    }
    next();
  });
  const page = (file: string) => (req: Request, res: Response) => {
    // Pages learn from this tag that signalling is on their own origin.
    const html = injectSignallingMeta(readFileSync(path.join(distDir, file), 'utf8'));
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(html);
  };
  // HTML pages get the signalling tag (any page of the build: the app, test pages).
  app.get(/\.html$/, (req, res, next) => {
    const file = decodeURIComponent(req.path).replace(/^\/+/, '');
    if (file.split('/').some((s) => s.startsWith('.')) || !existsSync(path.join(distDir, file))) {
      next();
      return;
    }
    page(file)(req, res);
  });
  app.get('/', page('index.html'));
  app.use(
    express.static(distDir, {
      dotfiles: 'ignore',
      index: false,
      setHeaders: (res, file) => {
        const asset = path.relative(distDir, file).split(path.sep)[0] === 'assets';
        res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // An app route gets the app; anything else that was not found is a 404.
  app.use((req, res) => {
    const last = req.path.split('/').at(-1) ?? '';
    if (!last.includes('.') && !req.path.split('/').some((s) => s.startsWith('.'))) {
      page('index.html')(req, res);
      return;
    }
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}

/** This machine's LAN addresses (IPv4, not loopback), to share with friends. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
}

async function main(): Promise<void> {
  const lan = process.argv.slice(2).includes('--lan');
  const host = lan ? '0.0.0.0' : process.env.HOST?.trim() || 'localhost';
  const portText = process.env.PORT?.trim() || '5173';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be an integer from 0 to 65535, got "${portText}".`);
    process.exit(2);
  }
  let server: RunningServer;
  try {
    server = await startServer({ host, port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`Port ${port} is in use: try another, e.g. PORT=8080 npm start`);
    } else console.error(error);
    process.exit(1);
  }
  const everywhere = host === '0.0.0.0' || host === '::';
  console.log('\nGang Table is ready, with its own signalling server (no internet needed):');
  console.log(`  This machine:  ${server.url}`);
  if (everywhere) {
    for (const address of lanAddresses()) {
      console.log(`  Your network:  http://${address}:${server.port}/   <- share this`);
    }
  } else if (host === 'localhost' || host.startsWith('127.')) {
    console.log('  To play with others on your network: npm start -- --lan');
  }
  console.log('Press Ctrl+C to stop.');
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
