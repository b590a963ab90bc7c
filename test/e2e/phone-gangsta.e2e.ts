// Gangsta! by touch alone on a phone (390×844, touch, a mobile browser), over real WebRTC with a
// host on a laptop's 3D table (and a third player on the text table): on its turn the phone
// recruits a gangster from the river onto its own gang once with a one-finger drag (real touch
// events) and once by tap then tap (the gangster, then its gang, lit as its place). The others
// pass their turns through window.gangTable.act. A long turn's ending move (pass) stays in view
// in the laptop's scrolling moves corner and the phone's opened sheet. Screenshots of both 3D seats at the three
// sizes: test-results/touch-gangsta-*.png; and of the tables of two and four (each its own
// layout), a laptop host and a phone guest on the 3D table: touch-gangsta{2,4}-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gangsterCard } from '../../src/engine/games/gangsta/catalogue.ts';
import type { GangstaView } from '../../src/engine/index.ts';
import { gt, PHONE, TablePlayers } from './table-kit.ts';
import {
  boxesOn,
  chromeAcross,
  phoneTable,
  PHONE_DRAWING,
  PHONE_SEAT,
  pointOn,
  snap,
  shootSizes,
  spotOfZone,
  touchDrag,
  touchTap,
} from './touch-kit.ts';
import { holdFrames, releaseFrames, reservesAcross } from './hud-kit.ts';

let players: TablePlayers;
let phone: Page;
const SEAT = PHONE_SEAT;

beforeAll(async () => {
  players = await phoneTable('gangsta', { consent: false });
  [, , phone] = players.pages as [Page, Page, Page];
}, 360_000);

afterAll(async () => {
  await players?.close();
});

const view = (i: number) => gt<GangstaView>(players.pages[i]!, 'view');

/** The others pass until it is the phone's turn; resolves the cheapest gangster it can pay. The
 * two 3D tables draw nothing meanwhile (hud-kit's holdFrames: the test waits on the network, not
 * on a picture); released, each draws the picture it owes (motion is timed by the clock) and the
 * callers wait for it to be still before they look or touch. */
async function phonesTurn(): Promise<string> {
  // (Still first: a piece held mid-fall would go on falling in one long physics step.)
  await Promise.all([players.settled(0), players.settled(SEAT)]);
  const tables = [players.pages[0]!, phone];
  await Promise.all(tables.map(holdFrames));
  try {
    return await passUntilPhonesTurn();
  } finally {
    await Promise.all(tables.map(releaseFrames));
  }
}

async function passUntilPhonesTurn(): Promise<string> {
  for (let k = 0; k < 24; k++) {
    const v = await view(0);
    const money = v.players[SEAT]!.money;
    const pick = [...v.gangsterRiver]
      .filter((g) => gangsterCard(g)!.cost <= money)
      .sort((a, b) => gangsterCard(a)!.cost - gangsterCard(b)!.cost)[0];
    if (v.phase === 'turn' && v.current === SEAT && pick) {
      await expect.poll(async () => (await view(SEAT)).log.length).toBe(v.log.length);
      return pick;
    }
    const who = v.waitingFor[0]!;
    const r = await gt<{ ok: boolean }>(players.pages[who]!, 'act', { type: 'pass' });
    const said = () => players.consoleLines.slice(-12).join('\n  ');
    expect(r, `seat ${who} passing; the pages said:\n  ${said()}`).toEqual({ ok: true });
    await expect
      .poll(async () => (await view(0)).log.length, { timeout: 15_000 })
      .toBeGreaterThan(v.log.length);
  }
  throw new Error('the phone never had a turn with a gangster it could pay for');
}

/** Waits until the host saw `gangster` join the phone's gang. */
async function recruited(gangster: string): Promise<void> {
  await expect
    .poll(async () => (await view(0)).players[SEAT]!.gang.map((m) => m.id), { timeout: 20_000 })
    .toContain(gangster);
  expect((await view(SEAT)).gangsterRiver).not.toContain(gangster);
  await players.settled(SEAT);
}

test('host and phone: header, hint and the host’s tools apart; the status bar whole', async () => {
  // In English, Korean and German (test-results/chrome-gangsta-*.png); the host's laptop window
  // made phone-sized (the layout follows the width).
  const found = [
    ...(await chromeAcross(
      players.pages[0]!,
      'gangsta-host',
      () => players.settled(0),
      () => view(0).then((v) => boxesOn(players.pages[0]!, [v.players[0]!.boss])),
    )),
    ...(await chromeAcross(
      phone,
      'gangsta-seat2',
      () => players.settled(SEAT),
      () => view(SEAT).then((v) => boxesOn(phone, [v.players[SEAT]!.boss])),
    )),
  ];
  expect(found).toEqual([]);
}, 240_000);

test('every corner’s panels inside their reserve, at every size and language', async () => {
  // The reserves are what the seat's view keeps the pieces out of: a panel past its reserve
  // would cover pieces (hud-kit's HUD_SIZES and HUD_LANGUAGES; on the phone's page, its table
  // held still while the page takes each size).
  expect(await reservesAcross(phone, 'phone')).toEqual([]);
}, 180_000);

test('a long turn keeps its ending move in view: a laptop’s moves corner, a phone’s opened sheet', async () => {
  await phonesTurn();
  const end = phone.locator('.gangsta-moves > .moves__group--row').first();
  /** Whether the turn's ending move lies wholly inside the box of `around` (that scrolls). */
  const inView = async (around: string) => {
    const [a, b] = [(await end.boundingBox())!, (await phone.locator(around).boundingBox())!];
    return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
  };
  // The phone's page at a laptop's size: its moves' corner, capped at its reserve, scrolls.
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => inView('[data-hud-stack="bottom-right"]')).toBe(true);
  await phone.setViewportSize(PHONE);
  // (The handle rises with the sheet: found again before each tap.)
  const handle = async () => {
    const b = (await phone.locator('.hud__handle').boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  await touchTap(phone, await handle());
  await expect.poll(() => phone.locator('[data-sheet="open"]').count()).toBe(1);
  await expect.poll(() => inView('.hud__sheet')).toBe(true);
  await snap(phone, 'touch-gangsta-sheet-open-seat2');
  await touchTap(phone, await handle());
  await expect.poll(() => phone.locator('[data-sheet="closed"]').count()).toBe(1);
}, 90_000);

test('the phone recruits with a one-finger drag from the river onto its gang', async () => {
  const gangster = await phonesTurn();
  await players.settled(SEAT);
  await snap(phone, 'touch-gangsta-turn-seat2');
  const boss = (await view(SEAT)).players[SEAT]!.boss;
  await touchDrag(phone, await pointOn(phone, gangster), await pointOn(phone, boss));
  await recruited(gangster);
}, 90_000);

test('the phone recruits by tap then tap: the gangster, then its own gang', async () => {
  const gangster = await phonesTurn();
  await players.settled(SEAT);
  await touchTap(phone, await pointOn(phone, gangster));
  await expect
    .poll(() => gt(phone, 'carrying'), { timeout: 10_000 })
    .toEqual({ id: gangster, selected: true });
  const places = (await gt<{ kind: string }[]>(phone, 'targets')) ?? [];
  expect(places.length).toBeGreaterThan(0);
  await snap(phone, 'touch-gangsta-chosen-seat2');
  const spot = await spotOfZone(phone, places[0]!);
  expect(spot).not.toBeNull();
  await touchTap(phone, spot!);
  await recruited(gangster);
}, 90_000);

test('both 3D seats at the three sizes: nothing runs off the phone sizes', async () => {
  expect(await shootSizes(players, 'gangsta', [SEAT, 0])).toEqual([]);
  expect(players.problems).toEqual([]);
}, 120_000);

/** Gangsta! with `names.length` players: a laptop host and a phone guest (the last seat) on the 3D
 * table, the others on the text table; both 3D seats shot at the three sizes. */
async function otherCount(names: readonly string[]): Promise<void> {
  const last = names.length - 1;
  const table = await TablePlayers.open(
    names,
    { width: 1280, height: 800 },
    {
      text: names.map((_, i) => i).filter((i) => i > 0 && i < last),
      phone: [last],
      ...PHONE_DRAWING,
    },
  );
  try {
    await table.start('gangsta', { consent: false });
    await Promise.all([table.settled(0), table.settled(last)]);
    expect(await shootSizes(table, `gangsta${names.length}`, [last, 0])).toEqual([]);
    expect(table.problems).toEqual([]);
  } finally {
    await table.close();
  }
}

test('two players: both 3D seats at the three sizes', async () => {
  await otherCount(['Host', 'Phone']);
}, 360_000);

test('four players: both 3D seats at the three sizes', async () => {
  await otherCount(['Host', 'Bea', 'Cy', 'Phone']);
}, 420_000);
