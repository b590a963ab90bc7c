// Gangsta! in real Chromium over real WebRTC (local signalling, loopback-only namespace, no
// STUN/TURN): three players; the host plays on the 3D table with the real mouse, the others on the
// text table (software WebGL on two cores is slow). The host recruits by dragging a gangster from
// the river onto their own gang (after a drop on somebody else's gang is refused and changes
// nothing), and pulls a heist by clicking engaged gangsters to mobilise them if need be, clicking
// the heist's card and dragging gangsters onto it one at a time. Turns that are not about the
// pointer go through window.gangTable.act, decided by the simple bot from that page's own view.
// Every
// RTCDataChannel message the guests receive is recorded: no card still inside a deck (per the
// host's snapshot) ever reaches them, nor the seed or the RNG. Screenshots from every seat:
// test-results/gangsta-{start,recruit,heist,heist-done}-seat{i}.png.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cheapestCover, simpleBot } from '../../src/engine/bots/gangsta/simple.ts';
import { seedRng, type RngState } from '../../src/engine/core/rng.ts';
import { gangsterCard, heistCard } from '../../src/engine/games/gangsta/catalogue.ts';
import type { GangstaIntent, GangstaState, GangstaView } from '../../src/engine/index.ts';
import { cardName } from '../../src/i18n/games/gangsta/texts.ts';
import type { HostSnapshot } from '../../src/net/host.ts';
import { RESULTS_DIR, takeWire, WIRE_RECORDER } from './harness.ts';
import { drag, gt, TablePlayers, trace, type Point } from './table-kit.ts';

const NAMES = ['Arsène', 'Doris', 'Trudy'];
/** Pages on the 3D table; the others show the text table (software WebGL is slow). */
const THREE_D = [0];
/** The seat that plays by hand. */
const HAND = 0;

let players: TablePlayers;
let pages: TablePlayers['pages'];
let code = '';
/** What each guest received (page 0 hosts: its messages are its own). */
const wire: string[][] = NAMES.map(() => []);
let checkedWire = 0;

const view = (i: number) => gt<GangstaView>(pages[i]!, 'view');
const pointOf = (i: number, id: string) => players.pointOf(i, id);
const act = (i: number, intent: GangstaIntent) =>
  gt<{ ok: boolean; reason?: string }>(pages[i]!, 'act', intent);

async function settled(i: number): Promise<void> {
  if (THREE_D.includes(i)) await players.settled(i);
}

/** Once every 3D table is still, saves test-results/gangsta-{name}-seat{i}.png from each page. */
async function shoot(name: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await Promise.all(pages.map((_, i) => settled(i)));
  await Promise.all(
    pages.map((p, i) =>
      p.screenshot({ path: path.join(RESULTS_DIR, `gangsta-${name}-seat${i}.png`) }),
    ),
  );
  trace(`shot ${name}`);
}

async function point(i: number, id: string): Promise<Point> {
  const p = await pointOf(i, id);
  if (!p) throw new Error(`${id} is not on seat ${i}'s screen`);
  return p;
}

/** What the guests received so far holds no card still in a deck (per the host's snapshot
 * once it has caught up with the game), nor the seed, the RNG or the decks' order. Cards only
 * ever leave the decks, so a card in a deck now was in it when any earlier message was sent. */
async function checkWire(): Promise<void> {
  const logLength = (await view(0)).log.length;
  let snap: HostSnapshot | null = null;
  await expect
    .poll(
      async () => {
        const text = await pages[0]!.evaluate(
          (k) => localStorage.getItem(k),
          `gang-table:host:${code}`,
        );
        snap = text ? (JSON.parse(text) as HostSnapshot) : null;
        return (snap?.match?.state as GangstaState | undefined)?.log.length;
      },
      { timeout: 5000 },
    )
    .toBe(logLength);
  const state = snap!.match!.state as GangstaState;
  const seed = snap!.match!.seed;
  const inDecks = new Set([
    ...state.gangsterDeck,
    ...state.heistDecks.genesis,
    ...state.heistDecks['gang-wars'],
    ...state.heistDecks.domination,
  ]);
  expect(inDecks.size).toBeGreaterThan(40);
  for (let i = 1; i < pages.length; i++) {
    const got = await takeWire(pages[i]!);
    wire[i]!.push(...got);
    for (const m of wire[i]!) {
      expect(m.startsWith('[binary')).toBe(false);
      for (const hit of m.matchAll(/"([gh]\d[0-9-]*\d|s\d-\d)"/g)) {
        expect(inDecks.has(hit[1]!), `${NAMES[i]} received ${hit[1]}, still in a deck`).toBe(false);
      }
      expect(m.includes(seed)).toBe(false);
      expect(m).not.toMatch(/"(rng|seed|gangsterDeck|heistDecks)"/);
    }
    expect(wire[i]!.length).toBeGreaterThan(5);
  }
  checkedWire++;
}

/** One move decided by the simple bot for whoever the table waits for, sent as an intent. */
async function botMove(rngs: RngState[]): Promise<void> {
  const v0 = await view(0);
  const seat = v0.waitingFor[0]!;
  // The host's view is the freshest: the seat's page decides once it has caught up.
  await pages[seat]!.waitForFunction(
    (n) =>
      (window as unknown as { gangTable: { view(): { log: unknown[] } } }).gangTable.view().log
        .length >= n,
    v0.log.length,
  );
  const v = await view(seat);
  const [intent, next] = simpleBot(v, rngs[seat]!);
  rngs[seat] = next;
  expect(intent, `seat ${seat} has a move`).not.toBeNull();
  expect(await act(seat, intent!), JSON.stringify(intent)).toEqual({ ok: true });
}

/** A heist in the river `seat` can staff alone with two or more gangsters, mobilising engaged
 * ones it can pay for: the heist, the team, and which of them to mobilise first. */
function staffable(v: GangstaView, seat: number) {
  const me = v.players[seat]!;
  const candidates = me.gang.map((m) => ({ id: m.id, own: true, cost: m.engaged ? 1 : 0 }));
  for (const h of v.heistRiver) {
    const cover = cheapestCover(heistCard(h)!.requires, candidates);
    if (!cover || cover.length < 2) continue;
    const wake = cover.filter((c) => c.cost > 0).map((c) => c.id);
    if (wake.length > v.freeMobilisations + me.money) continue;
    return { heist: h, team: cover.map((c) => c.id), wake };
  }
  return null;
}

/** A click on a table object (press and release where it lies). */
async function click(i: number, id: string): Promise<void> {
  const at = await point(i, id);
  await pages[i]!.mouse.move(at.x, at.y);
  await pages[i]!.mouse.down();
  await pages[i]!.mouse.up();
}

beforeAll(async () => {
  // The 3D page draws half the pixels per CSS pixel: this test plays, looks.e2e.ts looks.
  players = await TablePlayers.open(NAMES, { width: 1280, height: 800 }, { pixelScale: 0.5 });
  pages = players.pages;
  for (const [i, page] of pages.entries()) {
    await page.context().addInitScript(WIRE_RECORDER);
    if (!THREE_D.includes(i)) {
      await page.context().addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
    }
  }
}, 180_000);

afterAll(async () => {
  await players?.close();
});

test('Gangsta! by hand on the 3D table over WebRTC: a recruit, a heist, nothing leaks', async () => {
  code = await players.start('gangsta', { consent: false });
  trace('started');
  expect(await Promise.all(pages.map((p) => gt<number>(p, 'seat')))).toEqual([0, 1, 2]);
  await shoot('start');
  await checkWire();
  const rngs: RngState[] = NAMES.map((_, i) => seedRng(`gangsta-e2e-${i}`));

  // --- A recruit by hand: a 3D seat whose turn it is, with a gangster it can pay for. -------
  let cur = -1;
  let pick: string | undefined;
  // The passes and the bots' moves below only wait on the network: the 3D table is away meanwhile.
  await players.away(HAND);
  for (let k = 0; k < 12; k++) {
    const v = await view(0);
    cur = v.current;
    const money = v.players[cur]!.money;
    pick = [...v.gangsterRiver]
      .filter((g) => gangsterCard(g)!.cost <= money)
      .sort((a, b) => gangsterCard(a)!.cost - gangsterCard(b)!.cost)[0];
    if (cur === HAND && v.phase === 'turn' && pick) break;
    pick = undefined;
    expect(await act(v.waitingFor[0]!, { type: 'pass' })).toEqual({ ok: true });
  }
  expect(pick, 'the hand seat can afford a gangster').toBeDefined();
  const gangster = pick!;
  await players.back(HAND);
  trace(`seat ${cur} to recruit ${pick}`);
  const before = await view(cur);
  const other = (cur + 1) % NAMES.length;

  // Onto somebody else's gang: refused with its reason, and nothing changes.
  await drag(
    pages[cur]!,
    await point(cur, gangster),
    await point(cur, before.players[other]!.boss),
  );
  await expect
    .poll(async () => (await gt<string[]>(pages[cur]!, 'notices')).includes('not-your-gang'), {
      timeout: 15_000,
    })
    .toBe(true);
  expect((await view(cur)).gangsterRiver).toEqual(before.gangsterRiver);
  await settled(cur);
  trace('refused a recruit onto another gang');

  // Onto your own gang: recruited, paid for.
  await drag(pages[cur]!, await point(cur, gangster), await point(cur, before.players[cur]!.boss));
  await expect
    .poll(async () => (await view(cur)).players[cur]!.gang.map((m) => m.id), { timeout: 15_000 })
    .toContain(gangster);
  const after = await view(cur);
  expect(after.players[cur]!.money).toBe(before.players[cur]!.money - gangsterCard(gangster)!.cost);
  expect(after.gangsterRiver).not.toContain(gangster);
  trace(`seat ${cur} recruited ${gangster} by hand`);
  await shoot('recruit');
  await checkWire();

  // --- A heist by hand: mobilise by clicks if need be, click a heist, drag gangsters onto it. --
  let job: ReturnType<typeof staffable> = null;
  await players.away(HAND);
  for (let k = 0; k < 80 && !job; k++) {
    const v = await view(0);
    if (v.phase === 'turn' && v.current === HAND) job = staffable(v, HAND);
    if (!job) await botMove(rngs);
  }
  expect(job, 'the hand seat can staff a heist of two or more gangsters').not.toBeNull();
  const { heist, team, wake } = job!;
  const seat = HAND;
  await players.back(seat);
  for (const member of wake) {
    await click(seat, member);
    await expect
      .poll(
        async () => (await view(seat)).players[seat]!.gang.find((m) => m.id === member)!.engaged,
        {
          timeout: 15_000,
        },
      )
      .toBe(false);
    await settled(seat);
    trace(`seat ${seat} mobilised ${member} with a click`);
  }
  const start = await view(seat);
  // A click on the heist card chooses it.
  await click(seat, heist);
  await expect
    .poll(async () => (await view(seat)).heist?.card ?? null, { timeout: 15_000 })
    .toBe(heist);
  await settled(seat);
  trace(`seat ${seat} chose ${heist} with a click`);
  for (const [k, member] of team.entries()) {
    await drag(pages[seat]!, await point(seat, member), await point(seat, heist));
    if (k < team.length - 1) {
      await expect
        .poll(async () => (await view(seat)).heist?.team.map((t) => t.gangster) ?? [], {
          timeout: 15_000,
        })
        .toContain(member);
      await settled(seat);
      if (k === 0) await shoot('heist');
    }
    trace(`seat ${seat} put ${member} on the job`);
  }
  await expect
    .poll(async () => (await view(seat)).players[seat]!.heists, { timeout: 15_000 })
    .toContain(heist);
  const done = await view(seat);
  expect(done.heist).toBeNull();
  // A snitch turning up as the heists' river refills bills everyone (rulebook "Snitches").
  const billed = done.log
    .slice(start.log.length)
    .flatMap((e) => (e.e === 'snitch' ? e.bills.filter((b) => b.seat === seat) : []))
    .reduce((sum, b) => sum + b.paid, 0);
  expect(done.players[seat]!.money).toBeGreaterThanOrEqual(
    start.players[seat]!.money + heistCard(heist)!.money - billed,
  );
  expect(done.players[seat]!.influence).toBeGreaterThan(start.players[seat]!.influence);
  for (const member of team) {
    const m = done.players[seat]!.gang.find((x) => x.id === member)!;
    expect(m.engaged || heistCard(heist)!.extra?.kind === 'getaway').toBe(true);
  }
  await shoot('heist-done');
  await checkWire();

  // The text table says the same in words.
  await expect
    .poll(() => pages[2]!.locator('.gangsta-gangs').innerText(), { timeout: 10_000 })
    .toContain(cardName(heist));
  expect(checkedWire).toBe(3);
  expect(players.problems).toEqual([]);
}, 240_000);
