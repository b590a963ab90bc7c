// `npm start`: one HTTP server on HOST:PORT (default localhost:5173) that serves the built app
// from dist/ and the PeerJS signalling server under /peerjs, so friends on one network play with
// no internet at all. The app is built first when dist/ is missing or older than its sources.
// `HOST=0.0.0.0 npm start` or `npm start -- --lan` serves the LAN and prints the addresses to share.
// Tests import startServer() to run the same server on 127.0.0.1 and a free port.
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { createSignalling, injectSignallingMeta } from './peer-plugin.ts';

const gzip = promisify(gzipCallback);

/** Repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST = path.join(ROOT, 'dist');
/** What the built app is made from: newer than the build means rebuild. */
const SOURCES = ['index.html', 'src', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json'];
/** Records the VITE_* variables a build was made with (dotfiles are never served). */
const STAMP = '.gang-table-build.json';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.ktx2': 'image/ktx2',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.bin': 'application/octet-stream',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.svg',
  '.wasm',
  '.gltf',
]);

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
  const serveStatic = staticHandler(distDir);
  const server = createServer((req, res) => {
    signalling.handle(req, res, () => {
      serveStatic(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal error');
      });
    });
  });
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

/** Serves the files of `distDir`: MIME types, caching, gzip, and index.html for app routes. */
function staticHandler(distDir: string) {
  const compressed = new Map<string, { etag: string; body: Buffer }>();

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const segments = pathname.split('/').filter((segment) => segment !== '');
    // No dotfiles, no '..', no NUL: everything served lies inside distDir.
    if (segments.some((segment) => segment.startsWith('.') || segment.includes('\0'))) {
      return notFound(res);
    }
    let file = path.join(distDir, ...segments);
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      // An app route (no dot in its last segment) gets the app; a missing file gets a 404.
      if ((segments.at(-1) ?? '').includes('.')) return notFound(res);
      file = path.join(distDir, 'index.html');
      info = await stat(file).catch(() => null);
      if (!info?.isFile()) return notFound(res);
    }

    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: OutgoingHttpHeaders = {
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      'Cache-Control':
        segments[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    const compressible = COMPRESSIBLE.has(ext);
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }

    if (!compressible) {
      headers['Content-Length'] = info.size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    let body: Buffer = await readFile(file);
    // Pages learn from this tag that signalling is on their own origin.
    if (ext === '.html') body = Buffer.from(injectSignallingMeta(body.toString('utf8')));
    if (body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let cached = compressed.get(file);
      if (cached?.etag !== etag) {
        cached = { etag, body: await gzip(body, { level: 9 }) };
        compressed.set(file, cached);
      }
      body = cached.body;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
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
