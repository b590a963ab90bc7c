// `npm start`'s static server (start.ts) as a browser meets it: Rapier's WebAssembly comes as
// application/wasm (so the page compiles it while it downloads, with instantiateStreaming),
// compressed for a browser that accepts it, and cached for good like every hashed asset.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from './start.ts';

let dist: string;
let server: RunningServer;

/** GETs `file` with `acceptEncoding`: status, headers and the size of the body as sent. */
function get(
  file: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, unknown>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(file, server.url), {
      headers: { 'accept-encoding': acceptEncoding },
    });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A stand-in wasm module: the magic number, then 64 KB of repetitive bytes. */
const WASM = Buffer.concat([
  Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
  Buffer.alloc(64 * 1024, 'rapier'),
]);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gang-table-start-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(dist, 'assets', 'rapier_wasm3d_bg-abc123.wasm'), WASM);
  server = await startServer({ host: '127.0.0.1', port: 0, distDir: dist, build: false });
});

afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('npm start serves WebAssembly', () => {
  test('as application/wasm, brotli or gzip as the browser accepts, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip, deflate', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('assets/rapier_wasm3d_bg-abc123.wasm', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/wasm');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.bytes).toBeLessThan(WASM.length / 10);
    }
  });

  test('uncompressed to a client that accepts no encoding', async () => {
    const res = await get('assets/rapier_wasm3d_bg-abc123.wasm', 'identity');
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.bytes).toBe(WASM.length);
  });
});
