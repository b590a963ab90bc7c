// Players at a 3D table in real Chromium, for the table's end-to-end test and its browser
// benchmark: the app built as players get it, served with the embedded PeerJS signalling on
// loopback, one browser context per player (WebRTC on loopback, no STUN/TURN), and helpers that
// drive window.gangTable and the real mouse. Run it inside scripts/loopback-netns.sh.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../scripts/start.ts';
import type { GameId, GangOptions, GangView } from '../../src/engine/index.ts';
import type { Lobby } from '../../src/net/protocol.ts';
import {
  RESULTS_DIR,
  builtApp,
  pagesApp,
  gt,
  launchChromium,
  printCpu,
  type Api,
  type BuiltApp,
} from './harness.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';

export { gt };

export type Point = { x: number; y: number };

/** A phone held upright (CSS px). */
export const PHONE = { width: 390, height: 844 } as const;

const T0 = Date.now();
/** Progress lines on stderr with E2E_TRACE=1 (where a slow or stuck run spends its time). */
export function trace(what: string): void {
  if (process.env.E2E_TRACE) console.error(`${((Date.now() - T0) / 1000).toFixed(1)} s  ${what}`);
}

/** What a pointer at `at` lands on, when it is not the 3D table's canvas (a panel over a piece is
 * a piece nobody can take): `null` when it lands on the canvas. */
export function coveredBy(page: Page, at: Point): Promise<string | null> {
  return page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    if (el instanceof HTMLCanvasElement) return null;
    if (!el) return `nothing at ${Math.round(x)},${Math.round(y)} (off the window)`;
    const cls = typeof el.className === 'string' ? el.className : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls.split(/\s+/).join('.')}` : ''} at ${Math.round(x)},${Math.round(y)}`;
  }, at);
}

/** Presses the mouse on a point, which must be on the table's canvas. */
export async function press(page: Page, at: Point): Promise<void> {
  const over = await coveredBy(page, at);
  if (over) throw new Error(`the press would land on ${over}, not on the table`);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
}

/** Drags with the real mouse from one screen point to another, in small steps. */
export async function drag(
  page: Page,
  from: Point,
  to: Point,
  steps = 6,
  down = true,
): Promise<void> {
  if (down) await press(page, from);
  const over = await coveredBy(page, to);
  if (over) throw new Error(`the drop would land on ${over}, not on the table`);
  for (let k = 1; k <= steps; k++) {
    const t = k / steps;
    await page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/** Every 3D table `context` opens draws at `scale` pixels per CSS pixel (quality.ts): what
 * TablePlayers.open's `pixelScale` does, and what a test does for a context it opens itself. */
export async function drawAtScale(context: BrowserContext, scale: number): Promise<void> {
  await context.addInitScript(
    (s) => localStorage.setItem('gang-table:pixel-scale', String(s)),
    scale,
  );
}

/** Every 3D table `context` opens draws `fps` frames a second at most (frame-cap.ts). */
export async function drawSeldom(context: BrowserContext, fps: number): Promise<void> {
  await context.addInitScript((f) => localStorage.setItem('gang-table:max-fps', String(f)), fps);
}

/** A setting for every page, or per page (a list by page index, missing: not set). */
type PerPage = number | readonly (number | undefined)[];

function ofPage(setting: PerPage | undefined, i: number): number | undefined {
  return typeof setting === 'number' ? setting : setting?.[i];
}

/** Players at one table, one Chromium context each; page 0 hosts. */
export class TablePlayers {
  readonly pages: Page[] = [];
  /** Page errors, console errors and requests to anywhere but loopback. */
  readonly problems: string[] = [];
  /** Everything the pages said on their consoles, for a failure's message. */
  readonly consoleLines: string[] = [];

  private constructor(
    private readonly app: BuiltApp,
    private readonly server: RunningServer,
    readonly browser: Browser,
    readonly names: readonly string[],
  ) {}

  /** Builds the app, serves it and opens one page per name. `text` shows the text table instead
   * of the 3D one, on every page or on the pages listed (tests about the network keep
   * software-rendered pages fast); `entries` builds test pages beside the app; the pages in
   * `phone` are phones held upright (390×844, touch, a mobile browser); `pixelScale` draws every
   * 3D table at that many pixels per CSS pixel (0.5: a quarter of the pixels, for a test that
   * plays on the 3D table without looking closely at it; quality.ts); `maxFps` caps the frames
   * every 3D table draws a second (frame-cap.ts: pieces still land on time, fewer pictures of
   * them on the way; a software rasteriser's every frame is CPU). Either, given as a list, is
   * per page (`[0.5]`: page 0 alone; a missing entry: the page as it would be);
   * `reducedMotion`: every page asks for reduced motion, so no endless animation (the status
   * dot's pulse while a page reconnects) keeps the compositor drawing 60 frames a second for a
   * test that waits on the network. The app with test pages (`entries`) is built once for the
   * lane's files that ask for the same pages (harness pagesApp), not once per file. */
  static async open(
    names: readonly string[],
    viewport = { width: 1280, height: 860 },
    opts: {
      text?: boolean | readonly number[];
      entries?: string[];
      phone?: readonly number[];
      pixelScale?: PerPage;
      maxFps?: PerPage;
      reducedMotion?: boolean;
    } = {},
  ): Promise<TablePlayers> {
    const withPages = opts.entries ? ['index.html', ...opts.entries] : undefined;
    const app = withPages ? await pagesApp(withPages) : await builtApp();
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      distDir: app.dir,
      build: false,
    });
    const browser = await launchChromium(['--allow-loopback-in-peer-connection']);
    const players = new TablePlayers(app, server, browser, names);
    for (const [i, name] of names.entries()) {
      const phone = opts.phone?.includes(i)
        ? { viewport: PHONE, hasTouch: true, isMobile: true }
        : { viewport };
      const context = await browser.newContext({
        permissions: ['microphone', 'camera'],
        ...phone,
        ...(opts.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
      });
      if (opts.text === true || (Array.isArray(opts.text) && opts.text.includes(i))) {
        await context.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
      }
      const scale = ofPage(opts.pixelScale, i);
      if (scale) await drawAtScale(context, scale);
      const fps = ofPage(opts.maxFps, i);
      if (fps) await drawSeldom(context, fps);
      const page = await context.newPage();
      page.on('pageerror', (e) => players.problems.push(`${name} pageerror: ${e.message}`));
      page.on('crash', () => players.problems.push(`${name} crash: the page's renderer died`));
      page.on('console', (m) => {
        if (m.type() === 'error') players.problems.push(`${name} console: ${m.text()}`);
        players.consoleLines.push(`${name} ${m.type()}: ${m.text()}`);
      });
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.hostname !== '127.0.0.1' && u.protocol !== 'data:' && u.protocol !== 'blob:')
          players.problems.push(`request to ${r.url()}`);
      });
      players.pages.push(page);
    }
    return players;
  }

  get url(): string {
    return this.server.url;
  }

  private readonly others: RunningServer[] = [];

  /** Another server of the same build on another port, with its own signalling server: what a
   * page sees when a different (say, malicious) broker introduces it. Resolves its address. */
  async otherServer(): Promise<string> {
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      distDir: this.app.dir,
      build: false,
    });
    this.others.push(server);
    return server.url;
  }

  /** Another browser context on the same server: a stranger, with nobody's storage. */
  async stranger(url: string): Promise<Page> {
    const context = await this.browser.newContext({ permissions: ['microphone', 'camera'] });
    const page = await context.newPage();
    page.on('pageerror', (e) => this.problems.push(`stranger pageerror: ${e.message}`));
    page.on('console', (m) => this.consoleLines.push(`stranger ${m.type()}: ${m.text()}`));
    await page.goto(new URL(url, this.server.url).href);
    return page;
  }

  /** Page 0 hosts The Gang, the others join and mark ready, the host starts; resolves the room's
   * code once every page holds its view. */
  startGang(options: Partial<GangOptions>): Promise<string> {
    return this.start('the-gang', options);
  }

  /** Page 0 hosts `game`, the others join and mark ready, the host starts; resolves the room's
   * code once every page holds its view. */
  async start(game: GameId, options: unknown): Promise<string> {
    const [host, ...guests] = this.pages;
    await host!.goto(this.url);
    await host!.waitForFunction(() => 'gangTable' in window);
    const code = await gt<string>(host!, 'createRoom', { game, name: this.names[0], options });
    for (const [k, page] of guests.entries()) {
      await page.goto(this.url);
      await page.waitForFunction(() => 'gangTable' in window);
      await gt(page, 'joinRoom', code, this.names[k + 1]);
      await gt(page, 'ready');
    }
    // Every player in the seat they joined for, nobody else: a failure says who sat where.
    const sitting = async () =>
      (await gt<Lobby>(host!, 'lobby')).players
        .map((p) => `${p.name}@${p.seat}${p.ready ? '' : ' (not ready)'}`)
        .join(', ');
    const expected = this.names.map((n, i) => `${n}@${i}`).join(', ');
    for (let waited = 0; (await sitting()) !== expected; waited += 100) {
      if (waited > 10_000) {
        const said = this.consoleLines.slice(-20).join('\n  ');
        throw new Error(`the lobby before the start: ${await sitting()}\n  ${said}`);
      }
      await host!.waitForTimeout(100);
    }
    // Started without awaiting the page's promise from here: Chromium's inspector awaits it
    // through a weak handle, and on a loaded machine reported it collected before it settled
    // ("Resulting promise was garbage collected"), several times a run. What counts is below:
    // every page holds its view; a start the host refused is said.
    await host!.evaluate(() => {
      const w = window as unknown as { gangTable: Api; __started?: string };
      w.__started = 'waiting';
      void (w.gangTable.startGame!() as Promise<void>).then(
        () => (w.__started = 'ok'),
        (e: unknown) => (w.__started = String(e)),
      );
    });
    for (const p of this.pages) {
      await p.waitForFunction(
        () => {
          const w = window as unknown as { gangTable: Api; __started?: string };
          if (w.__started !== undefined && !['waiting', 'ok'].includes(w.__started))
            throw new Error(`the start was refused: ${w.__started}`);
          return w.gangTable.view!() !== null;
        },
        null,
        { timeout: 30_000 },
      );
    }
    return code;
  }

  /** Page 0 opens a new table of `game` in place of the one it is at (`createRoom` leaves it in
   * the page: nothing reloads, the app's and the 3D table's code stay loaded), the others leave
   * theirs and join it in their seats and mark ready, the host starts; resolves the new room's
   * code once every page holds a view of it. A room is cheaper so than a browser and its pages
   * opened and loaded anew. */
  async startAgain(game: GameId, options: unknown): Promise<string> {
    const [host, ...guests] = this.pages;
    const code = await gt<string>(host!, 'createRoom', { game, name: this.names[0], options });
    for (const [k, page] of guests.entries()) {
      await gt(page, 'joinRoom', code, this.names[k + 1]);
      await gt(page, 'ready');
    }
    // Every player ready in the seat they joined for, nobody else.
    const expected = this.names.map((n, i) => `${n}@${i}`).join(', ');
    await host!.waitForFunction(
      (want) =>
        (window as unknown as { gangTable: { lobby(): Lobby | null } }).gangTable
          .lobby()
          ?.players.map((p) => `${p.name}@${p.seat}${p.ready ? '' : ' (not ready)'}`)
          .join(', ') === want,
      expected,
      { timeout: 10_000, polling: 100 },
    );
    // Not awaited over the inspector (start says why): every page's view says it.
    await host!.evaluate(() => {
      void (window as unknown as { gangTable: Api }).gangTable.startGame!();
    });
    for (const p of this.pages) {
      await p.waitForFunction(
        () => (window as unknown as { gangTable: Api }).gangTable.view!() !== null,
        null,
        { timeout: 30_000 },
      );
    }
    return code;
  }

  view(i: number): Promise<GangView> {
    return gt<GangView>(this.pages[i]!, 'view');
  }

  /** Where object `id` is on page i's screen. */
  pointOf(i: number, id: string): Promise<Point | null> {
    return gt<Point | null>(this.pages[i]!, 'screenPoint', id);
  }

  /** Page i's table: loaded, physics running, anything moving, frames drawn. */
  table(
    i: number,
  ): Promise<{ ready: boolean; physics: boolean; busy: boolean; frames: number } | null> {
    return gt(this.pages[i]!, 'table');
  }

  /** Waits until page i's table is drawn, its physics (which loads after the first draw) runs
   * and nothing on it moves; `timeout` ms at most (a bench on a loaded machine waits longer). */
  async settled(i: number, timeout = 30_000): Promise<void> {
    await this.pages[i]!.waitForFunction(
      () => {
        type T = { ready: boolean; physics: boolean; busy: boolean };
        const t = (window as unknown as { gangTable: { table(): T | null } }).gangTable.table();
        return t !== null && t.ready && t.physics && !t.busy;
      },
      null,
      { timeout, polling: 100 },
    );
  }

  /** Page i's table stops drawing while the test waits on the network or bots and nobody looks
   * at it (hud-kit's holdFrames: a software rasteriser's frames are CPU the others need). Still
   * first: a piece held mid-fall would fall on in one long physics step. Repeats do nothing. */
  async away(i: number): Promise<void> {
    await this.settled(i);
    await holdFrames(this.pages[i]!);
  }

  /** Page i's table draws again (away) and comes to rest: what it owes is on screen. */
  async back(i: number): Promise<void> {
    await releaseFrames(this.pages[i]!);
    await this.settled(i);
  }

  async allSettled(): Promise<void> {
    await Promise.all(this.pages.map((_, i) => this.settled(i)));
  }

  /** Where player i drops a chip to take it: over seat `seat`'s cards, as page i sees them. */
  async ownArea(i: number, seat: number): Promise<Point> {
    const p = await this.pointOf(i, `pocket:${seat}:0`);
    const q = await this.pointOf(i, `pocket:${seat}:1`);
    if (!p || !q) throw new Error(`seat ${seat}'s cards are not on screen`);
    return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  }

  /** Once the tables are still, saves `test-results/table-{name}-seat{i}.png` from every page. */
  async shoot(name: string): Promise<void> {
    mkdirSync(RESULTS_DIR, { recursive: true });
    await this.allSettled();
    await Promise.all(
      this.pages.map((p, i) =>
        p.screenshot({ path: path.join(RESULTS_DIR, `table-${name}-seat${i}.png`) }),
      ),
    );
  }

  /** Closes everything; with E2E_CPU=1 (under vitest), first prints on stderr the CPU seconds
   * the test's process and every process under it (its Chromiums) have spent since its file
   * began (`e2e.cpu_s`, a JSON line: docs/PERFORMANCE.md, harness.ts printCpu). */
  async close(): Promise<void> {
    await printCpu();
    await this.browser.close();
    for (const other of this.others) await other.close();
    await this.server.close();
    this.app.release();
  }
}
