// The 3D table in real Chromium over real WebRTC (local signalling, loopback-only namespace, no
// STUN/TURN): three players play a complete heist of The Gang with real pointer drags on the
// canvas. Every chip move is a mouse press on the chip where window.gangTable.screenPoint says it
// is, a drag across the felt and a release over the player's own area (or the centre). Two players
// grabbing one chip at the same moment: exactly one gets it. A chip put before somebody else is
// refused and glides back. Screenshots from every seat at the flop and at the showdown, and one
// of the first frame drawn. The table draws before its physics loads (Rapier's WebAssembly comes
// as its own compressed application/wasm file afterwards); once it runs, a chip put down falls
// under it.
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gangBotIntent } from '../../src/engine/bots/the-gang/bot.ts';
import { seedRng, type RngState } from '../../src/engine/core/rng.ts';
import { RESULTS_DIR } from './harness.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';
import { drag, gt, press, TablePlayers, trace } from './table-kit.ts';

let players: TablePlayers;
let pages: TablePlayers['pages'];

const viewOf = (i: number) => players.view(i);
const pointOf = (i: number, id: string) => players.pointOf(i, id);
const allSettled = () => players.allSettled();
const ownArea = (i: number, seat: number) => players.ownArea(i, seat);
const shoot = (name: string) => players.shoot(name);

beforeAll(async () => {
  // Half the pixels per CSS pixel (a quarter of SwiftShader's work per frame), and 2 frames a
  // second at most while chips move: this test plays by pointer (the pieces land on time, with
  // fewer pictures on the way; only the pages moving a chip draw while it moves, the others catch
  // up after: onlyDrawing); looks.e2e.ts and the demos show the table at full size.
  players = await TablePlayers.open(['Arsène', 'Doris', 'Trudy'], undefined, {
    pixelScale: 0.5,
    maxFps: 2,
  });
  pages = players.pages;
}, 180_000);

afterAll(async () => {
  await players?.close();
});

/** Every page's side of the table now, for a failure's message: its chips, what it carries,
 * what it was told; then the pages' last console lines. */
async function states(): Promise<string> {
  const lines: string[] = [];
  for (const [i, page] of pages.entries()) {
    const v = await viewOf(i);
    const chips = v.players.map((p) => `${p.chip ?? '-'}/${p.row.join('')}`).join(' ');
    const carrying = await gt<unknown>(page, 'carrying');
    const notices = await gt<string[]>(page, 'notices');
    lines.push(
      `page ${i}: round ${v.round}, chips ${chips}, centre ${v.centre.join(' ')}; carrying ` +
        `${JSON.stringify(carrying)}; notices ${notices.join(', ')}`,
    );
  }
  return [...lines, ...players.consoleLines.slice(-12)].join('\n  ');
}

/** `check`, or its failure with every page's state. */
async function explained(what: string, check: Promise<unknown>): Promise<void> {
  try {
    await check;
  } catch (e) {
    throw new Error(`${what}: ${(e as Error).message}\n  ${await states()}`, { cause: e });
  }
}

/** With E2E_TRACE, the frames each page has drawn so far (where the time goes), else ''. */
async function framesDrawn(): Promise<string> {
  if (!process.env.E2E_TRACE) return '';
  const tables = await Promise.all(pages.map((_, i) => players.table(i)));
  return tables.map((t) => t?.frames ?? '-').join('/');
}

/** Holds the frames of every page but `actors` (hud-kit's holdFrames): a page that only watches
 * a move draws nothing while it happens (each of its frames is ≈ 0.35 CPU s of SwiftShader's),
 * and catches up once released (motion is timed by the clock: its next frame shows where the
 * pieces are). Every page is released, and settles, before anything is read from its picture. */
async function onlyDrawing(...actors: number[]): Promise<void> {
  await Promise.all(pages.map((p, i) => (actors.includes(i) ? releaseFrames(p) : holdFrames(p))));
}

/** Every page draws again, and every table settles. */
async function allDrawing(): Promise<void> {
  await Promise.all(pages.map((p) => releaseFrames(p)));
  await allSettled();
}

/** The responses for WebAssembly files a page received: their headers. */
function wasmResponses(i: number): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  pages[i]!.on('response', (r) => {
    if (r.url().endsWith('.wasm')) seen.push(r.headers());
  });
  return seen;
}

test('three players play a heist on the 3D table with real pointer drags', async () => {
  const wasm = wasmResponses(0);
  await players.startGang({ mode: 'basic' });
  // Seat 0's page alone draws the deal (its first draw is looked at); the others catch up once it
  // is dealt.
  await onlyDrawing(0);
  // The first frame drawn, as it looks before anything settles (physics may still be loading).
  await pages[0]!.waitForFunction(() => window.gangTable?.table()?.ready === true, null, {
    timeout: 60_000,
    polling: 50,
  });
  trace(`first draw; physics ${(await players.table(0))!.physics ? 'running' : 'loading'}`);
  await pages[0]!.screenshot({ path: path.join(RESULTS_DIR, 'table-first-draw-seat0.png') });
  await allDrawing();
  // Rapier's engine came as its own file, compressed, with the type that lets the page compile
  // it while it downloads.
  expect(wasm).toHaveLength(1);
  expect(wasm[0]!['content-type']).toBe('application/wasm');
  expect(wasm[0]!['content-encoding']).toMatch(/^(br|gzip)$/);
  const seats = await Promise.all(pages.map((p) => gt<number>(p, 'seat')));
  expect(seats).toEqual([0, 1, 2]);
  await shoot('preflop');
  trace('dealt');

  // A chip put down before somebody else is refused, and glides back to the centre. Let go, it
  // first falls under physics (every frame's falling objects are recorded).
  await pages[1]!.evaluate(() => {
    const w = window as unknown as { __fell: Set<string>; __look: number };
    w.__fell = new Set();
    const look = () => {
      for (const id of window.gangTable?.table()?.falling ?? []) w.__fell.add(id);
      w.__look = requestAnimationFrame(look);
    };
    look();
  });
  const before = (await pointOf(1, 'W1'))!;
  const area0 = await ownArea(1, 0);
  await onlyDrawing(1);
  await drag(pages[1]!, before, area0);
  // Counted from the notices the page keeps (its toast, "Chips only go in front of yourself.",
  // may fade before a slow page is asked).
  const said = async (i: number, reason: string) =>
    (await gt<string[]>(pages[i]!, 'notices')).filter((n) => n === reason).length;
  await explained(
    'W1 put before seat 0 by seat 1',
    expect.poll(() => said(1, 'not-in-front-of-others'), { timeout: 30_000 }).toBe(1),
  );
  // (The fall, recorded meanwhile, is checked after it.)
  await expect
    .poll(() =>
      pages[1]!.evaluate(() => [...(window as unknown as { __fell: Set<string> }).__fell]),
    )
    .toEqual(['W1']);
  await pages[1]!.evaluate(() =>
    cancelAnimationFrame((window as unknown as { __look: number }).__look),
  );
  await allDrawing();
  const back = (await pointOf(1, 'W1'))!;
  expect(Math.hypot(back.x - before.x, back.y - before.y)).toBeLessThan(3);
  expect((await viewOf(1)).centre).toContain('W1');

  trace('refused and back');
  // Two players grab the same chip at the same moment: exactly one gets it.
  const [p1, p2] = await Promise.all([pointOf(1, 'W2'), pointOf(2, 'W2')]);
  const [to1, to2] = await Promise.all([ownArea(1, 1), ownArea(2, 2)]);
  await onlyDrawing(1, 2);
  await Promise.all([press(pages[1]!, p1!), press(pages[2]!, p2!)]);
  // Both pressed before either moved: exactly one is refused, by the host (both grabs reached
  // it) or by its own page (the other's hold arrived before this press on a slow page).
  const refusedOn = (i: number) => said(i, 'held-by-other');
  await explained(
    'W2 grabbed by seats 1 and 2',
    expect
      .poll(async () => `${await refusedOn(1)},${await refusedOn(2)}`, { timeout: 30_000 })
      .toMatch(/^(1,0|0,1)$/),
  );
  const loser = (await refusedOn(1)) === 1 ? 1 : 2;
  trace(`seat ${loser} was refused`);
  const winner = 3 - loser;
  await Promise.all([drag(pages[1]!, p1!, to1, 6, false), drag(pages[2]!, p2!, to2, 6, false)]);
  await explained(
    `W2 dragged by seat ${winner}, who has it, and seat ${loser}`,
    expect
      .poll(
        async () => {
          const v = await viewOf(0);
          return [v.players[winner]!.chip, v.players[loser]!.chip];
        },
        { timeout: 30_000 },
      )
      .toEqual(['W2', null]),
  );
  await allDrawing();

  // The heist, every chip moved by hand: bots decide from each page's own view.
  let rngs: RngState[] = seats.map((s) => seedRng(`table-e2e-${s}`));
  let flopShot = false;
  let drags = 2;
  for (let steps = 0; steps < 200; steps++) {
    const v0 = await viewOf(0);
    if (v0.phase === 'showdown' || v0.phase === 'over') break;
    if (v0.round === 2 && !flopShot) {
      flopShot = true;
      await shoot('flop');
    }
    let acted = false;
    for (let i = 0; i < pages.length && !acted; i++) {
      const v = await viewOf(i);
      const [intent, next] = gangBotIntent(v, rngs[i]!);
      rngs = rngs.map((r, k) => (k === i ? next : r));
      if (!intent) continue;
      acted = true;
      if (intent.type === 'takeChip' || intent.type === 'returnChip') {
        const from = await pointOf(i, intent.chip);
        const to = intent.type === 'takeChip' ? await ownArea(i, i) : await pointOf(i, 'deck');
        expect(from, intent.chip).not.toBeNull();
        await onlyDrawing(i);
        await drag(pages[i]!, from!, to!);
        drags++;
        const done = async () => {
          const w = await viewOf(i);
          const mine =
            w.players[i]!.chip === intent.chip || w.players[i]!.row.includes(intent.chip);
          return intent.type === 'takeChip' ? mine : w.centre.includes(intent.chip);
        };
        for (let waited = 0; !(await done()); waited += 200) {
          if (waited > 30_000) {
            throw new Error(
              `seat ${i} dragged ${intent.chip} (${intent.type}) from ${JSON.stringify(from)} ` +
                `to ${JSON.stringify(to)}: not done in 30 s; it is now at ` +
                `${JSON.stringify(await pointOf(i, intent.chip))}\n  ${await states()}`,
            );
          }
          await pages[i]!.waitForTimeout(200);
        }
        await allDrawing();
        trace(`seat ${i} ${intent.type} ${intent.chip}; frames drawn ${await framesDrawn()}`);
      } else {
        expect(await gt(pages[i]!, 'act', intent)).toEqual({ ok: true });
      }
    }
    expect(acted).toBe(true);
  }
  trace('showdown');
  expect(drags).toBeGreaterThanOrEqual(12);
  for (const p of pages) {
    await p.waitForFunction(
      () => {
        const v = (
          window as unknown as { gangTable: { view(): { phase: string } } }
        ).gangTable.view();
        return v.phase === 'showdown' || v.phase === 'over';
      },
      null,
      { timeout: 15_000 },
    );
  }
  // The reveal takes a few seconds: hands one by one (each labelled), then the vault or the alarm.
  const shown = () =>
    pages[0]!.locator('.table-label--hand:visible, .table-label--mistake:visible').count();
  await expect.poll(shown, { timeout: 30_000 }).toBe(3);
  await shoot('showdown');
  expect(players.problems).toEqual([]);
}, 600_000);
