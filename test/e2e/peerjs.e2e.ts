// The PeerJS transport between two real Chromium pages over real WebRTC, signalled by the real
// `npm start` server (scripts/start.ts) on 127.0.0.1: a host listens, a client connects, strings
// (one of 100 KB) go both ways; the host page reloads and takes its room back, the client
// reconnects; a host waits out a room id the broker still holds; an empty room is unreachable.
// No STUN/TURN, nothing but 127.0.0.1.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/start.ts';
import { buildApp, launchChromium } from './harness.ts';
import type { PeerTest, Snapshot } from './peer-page.ts';

const PAGE = 'test/e2e/peer-page.html';
const BIG = 100_000;

let outDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
const urls: string[] = [];
const problems: string[] = [];

/** Opens the test page and waits for `window.peerTest`. */
async function openPage(): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('websocket', (socket) => urls.push(socket.url()));
  await page.goto(new URL(PAGE, server.url).href);
  await page.waitForFunction(() => 'peerTest' in window);
  return page;
}

/** Runs `fn` in the page against its `window.peerTest` (`fn` must not use anything else). */
function call<T, A = null>(
  page: Page,
  fn: (t: PeerTest, arg: A) => T | Promise<T>,
  arg: A | null = null,
): Promise<T> {
  return page.evaluate<T>(`(${fn.toString()})(window.peerTest, ${JSON.stringify(arg)})`);
}

const snapshot = (page: Page): Promise<Snapshot> => call(page, (t) => t.snapshot());

beforeAll(async () => {
  // Only the test page is built, into a temporary folder: the app's bundle never contains it.
  outDir = mkdtempSync(path.join(tmpdir(), 'gang-table-peer-e2e-'));
  await buildApp(outDir, [PAGE]);
  // A stand-in app page, to check what the server does with index.html.
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body></body></html>',
  );
  server = await startServer({ host: '127.0.0.1', port: 0, distDir: outDir, build: false });
  browser = await launchChromium(['--allow-loopback-in-peer-connection']);
  // The camera/microphone permission turns on network enumeration: without it, no ICE candidate.
  context = await browser.newContext({ permissions: ['microphone', 'camera'] });
  context.on('request', (request) => urls.push(request.url()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the npm start server', () => {
  test('serves pages with the same-origin signalling tag, assets gzipped and cached', async () => {
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<meta name="gang-table-signalling" content="same-origin"');
    // App routes get the app; missing files and dotfiles do not.
    expect(await (await fetch(new URL('/table/KTR94M', server.url))).text()).toContain('<title>');
    expect((await fetch(new URL('/nothing.js', server.url))).status).toBe(404);
    expect((await fetch(new URL('/.gang-table-build.json', server.url))).status).toBe(404);

    const html = await (await fetch(new URL(PAGE, server.url))).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(new URL(script!, server.url), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(
      /^(text|application)\/javascript; charset=utf-8$/i,
    );
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const etag = asset.headers.get('etag') ?? '';
    // A conditional request, as a browser revalidating its cache sends it (fetch would add
    // `Cache-Control: no-cache` to a hand-made conditional request, which forbids a 304).
    const again = await fetch(new URL(script!, server.url), {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  test('answers PeerJS on /peerjs', async () => {
    const info = (await (await fetch(new URL('/peerjs/', server.url))).json()) as { name: string };
    expect(info.name).toBe('PeerJS Server');
    const id = await (await fetch(new URL('/peerjs/peerjs/id', server.url))).text();
    expect(id).toMatch(/^[\w-]{8,}$/);
  });
});

describe('PeerJS transport between two pages', () => {
  let a: Page;
  let b: Page;
  const code = 'KTR94M';
  const held = 'WXY347';

  test('pages find the signalling server on their own origin, without ICE servers', async () => {
    a = await openPage();
    b = await openPage();
    const config = await call(a, (t) => t.config());
    const port = new URL(server.url).port;
    expect(config).toMatchObject({ host: '127.0.0.1', port: Number(port), path: '/peerjs' });
    expect(config.secure).toBe(false);
    expect(config.iceServers).toEqual([]);
  });

  test('a host listens, a client connects, and strings go both ways, 100 KB included', async () => {
    const listenMs = await call(a, (t, c) => t.listen(c), code);
    const connectMs = await call(b, (t, c) => t.connect(c), code);
    console.log(
      `host registered in ${listenMs.toFixed(0)} ms, client connected in ${connectMs.toFixed(0)} ms`,
    );
    await expect.poll(async () => (await snapshot(a)).opened).toBe(1);

    await call(b, (t) => t.send('hello host'));
    await call(a, (t) => t.send('hello client'));
    await call(b, (t, n) => t.sendBig(n), BIG);
    await call(a, (t, n) => t.sendBig(n), BIG);
    await call(b, (t) => t.send('after the big one'));
    const fromClient = ['hello host', `big ${BIG} intact`, 'after the big one'];
    await expect.poll(async () => (await snapshot(a)).received).toEqual(fromClient);
    await expect
      .poll(async () => (await snapshot(b)).received)
      .toEqual(['hello client', `big ${BIG} intact`]);
  });

  test('the host page reloads and takes its room back; the client reconnects', async () => {
    await a.reload();
    await a.waitForFunction(() => 'peerTest' in window);
    // The client notices at once, and reconnects while the host is registering again.
    await expect.poll(async () => (await snapshot(b)).closed, { timeout: 5_000 }).toBe(1);
    const started = Date.now();
    const [listenMs, connect] = await Promise.all([
      call(a, (t, c) => t.listen(c), code),
      (async () => {
        // A real client retries too: the broker may answer before the host is back.
        for (let attempt = 1; ; attempt++) {
          try {
            return { ms: await call(b, (t, c) => t.connect(c), code), attempt };
          } catch (error) {
            if (attempt >= 3 || !String(error).includes('host-unreachable')) throw error;
          }
        }
      })(),
    ]);
    console.log(
      `after the reload: host registered in ${listenMs.toFixed(0)} ms, client reconnected in ` +
        `${connect.ms.toFixed(0)} ms (attempt ${connect.attempt}), ${Date.now() - started} ms in all`,
    );
    // The client speaks first: its channel can open before the host's side hands it over, and
    // a host sends only to the channels it has accepted (a failed attempt's offer, queued by the
    // broker while the host was away, may have opened one more that is closing again).
    await call(b, (t) => t.send('back again'));
    await expect.poll(async () => (await snapshot(a)).received).toEqual(['back again']);
    await call(a, (t) => t.send('welcome back'));
    await expect.poll(async () => (await snapshot(b)).received.at(-1)).toBe('welcome back');
    expect((await snapshot(b)).opened).toBe(2);
  });

  test('a host waits while the broker still holds its room id, then gets it', async () => {
    const holder = await openPage();
    await call(holder, (t, c) => t.listen(c), held);
    const waiting = call(a, (t, c) => t.listen(c), held);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await call(holder, (t) => t.stop()); // frees the id, as a closed host tab would
    const ms = await waiting;
    console.log(`a held room id was taken over after ${ms.toFixed(0)} ms`);
    expect(ms).toBeGreaterThanOrEqual(1_500);
    expect(ms).toBeLessThan(6_000);
    await holder.close();
  });

  test('the signalling server restarts: open channels carry on, peers register again', async () => {
    const { port } = server;
    await server.close(); // drops every WebSocket to the broker
    server = await startServer({ host: '127.0.0.1', port, distDir: outDir, build: false });
    await call(b, (t) => t.send('during the outage'));
    await expect.poll(async () => (await snapshot(a)).received.at(-1)).toBe('during the outage');
    // A newcomer reaches page A, the host of `held`: it has registered the room's id again.
    const newcomer = await openPage();
    const ms = await call(newcomer, (t, c) => t.connect(c), held);
    console.log(`after a signalling restart, a new client connected in ${ms.toFixed(0)} ms`);
    await call(newcomer, (t) => t.send('newcomer here'));
    await expect.poll(async () => (await snapshot(a)).received.at(-1)).toBe('newcomer here');
    await newcomer.close();
  });

  test('connecting to a room nobody hosts fails with host-unreachable', async () => {
    const started = Date.now();
    const result = await call(b, (t) =>
      t.connect('CCCCCC').then(
        () => 'connected',
        (error: Error) => error.message,
      ),
    );
    expect(result).toBe('host-unreachable');
    expect(Date.now() - started).toBeLessThan(9_000);
  });

  test('nothing left 127.0.0.1 and no page threw', () => {
    const origin = new URL(server.url);
    const signalling = `ws://${origin.host}/peerjs/peerjs?`;
    expect(urls.filter((url) => url.startsWith(signalling)).length).toBeGreaterThanOrEqual(4);
    expect(urls.filter((url) => new URL(url).host !== origin.host)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
