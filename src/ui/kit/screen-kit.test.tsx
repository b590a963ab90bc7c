// GameLayout: with the 3D table, every part in its corner's slot with a reserve the camera keeps
// clear (and no slot for a part a game leaves out); with the text table, the table's column and
// the panels' column, in reading order; the room's notices under the header, never over it; the
// host's lock and hand-over with the table's settings, folded under "More" over the 3D table.
import { describe, expect, test } from 'vitest';
import { RoomHint, RoomNotices } from './room-notices.ts';
import { GameLayout, type GameLayoutParts } from './screen-kit.tsx';
import { renderScreen } from './screen-test-kit.tsx';

const parts: GameLayoutParts = {
  header: <h2>Heist 1</h2>,
  table: <canvas />,
  overlay: <p>Round over</p>,
  side: <p>Your hand</p>,
  log: <p>What happened</p>,
  tools: <button type="button">Reset view</button>,
  foot: <p>Settings</p>,
};

const table = { game: 'the-gang', options: {}, seats: 3, minSeats: 3, maxSeats: 6 } as const;

/** The layout as seat `seat` sees it (1: a guest; 0: the host). */
const render = (mode: '3d' | 'text', p: GameLayoutParts = parts, seat = 1) =>
  renderScreen(
    () => <GameLayout label="A game" className="game" mode={mode} parts={p} />,
    null,
    seat,
    table,
  );

/** The slots' names in document order, each with the first words in it. */
function slots(html: string): string[] {
  return [...html.matchAll(/data-hud-stack="([a-z-]+)"[^>]*><[^>]+>([^<]*)/g)].map(
    (m) => `${m[1]}: ${m[2]}`,
  );
}

describe('GameLayout', () => {
  test('3D: the table under the corners, each part in its slot, in reading order', () => {
    const html = render('3d');
    expect(html).toContain('class="game-screen game-screen--hud game"');
    expect(html).toContain('data-hud=""');
    expect(slots(html)).toEqual([
      'top-left: Heist 1',
      'bottom-right: Your hand',
      'top-right: What happened',
      'bottom-left: Reset view',
    ]);
    // The foot's less-used entries fold under "More" after the table's own control, so the
    // corner keeps to its reserve whatever a game puts there.
    expect(html).toMatch(
      /<details class="hud-more"><summary class="hud-more__toggle">More<\/summary><div class="hud-more__body"><p>Settings<\/p>/,
    );
    // Each slot has a reserve: the box the seat's view keeps the cards out of; and the phone's
    // sheet has one (its closed box), with a handle that opens it; and the first-game hint's
    // place has one, there before any hint (the table watches the reserves it found at first).
    expect(html.match(/data-hud-reserve=/g)).toHaveLength(6);
    expect(html).toContain('data-hud-reserve="sheet"');
    expect(html).toContain(
      '<div class="hud__hint"><div class="hud__hint-reserve" data-hud-reserve="hint">',
    );
    expect(html).toMatch(/<button type="button" class="hud__handle" aria-expanded="false"/);
    expect(html).toMatch(/class="hud__table"><canvas><\/canvas><div class="hud__overlay">/);
    // The strip has a toggle that shows its words whole (a phone held sideways shows it).
    expect(html).toContain('data-strip="closed"');
    expect(html).toMatch(
      /<button type="button" class="hud__strip-toggle" aria-expanded="false" aria-controls="game-top-left"/,
    );
    expect(html).toContain('id="game-top-left" data-hud-stack="top-left"');
  });

  test('3D: a rail across the foot gets its own slot; a part left out gets none', () => {
    const html = render('3d', { ...parts, side: null, rail: <p>The hand</p> });
    expect(html).toContain('data-rail=""');
    expect(slots(html)).toEqual([
      'top-left: Heist 1',
      'bottom: The hand',
      'top-right: What happened',
      'bottom-left: Reset view',
    ]);
  });

  test('text: the table with its overlay and rail in one column, the panels in the other', () => {
    const html = render('text', { ...parts, rail: <p>The hand</p> });
    expect(html).not.toContain('data-hud');
    const main = html.slice(html.indexOf('game-screen__main'), html.indexOf('<aside'));
    const side = html.slice(html.indexOf('<aside'));
    for (const part of ['Heist 1', 'canvas', 'Round over', 'The hand']) {
      expect(main).toContain(part);
    }
    expect(side.indexOf('Your hand')).toBeLessThan(side.indexOf('What happened'));
    expect(side.indexOf('What happened')).toBeLessThan(side.indexOf('Settings'));
  });

  test('3D: the room’s notices sit in the header’s strip, after it; the hint in its own place', () => {
    // (The room provides the notices and the hint above the screen; here, above the layout.)
    const withNotices = renderScreen(
      () => (
        <RoomNotices.Provider value={<p className="trouble">Reconnecting</p>}>
          <RoomHint.Provider value={<aside className="first-hint">Take a chip</aside>}>
            <GameLayout label="A game" className="game" mode="3d" parts={parts} />
          </RoomHint.Provider>
        </RoomNotices.Provider>
      ),
      null,
      1,
      table,
    );
    const strip = withNotices.slice(
      withNotices.indexOf('data-hud-stack="top-left"'),
      withNotices.indexOf('hud__table'),
    );
    expect(strip.indexOf('Heist 1')).toBeGreaterThan(-1);
    expect(strip.indexOf('hud__notices')).toBeGreaterThan(strip.indexOf('Heist 1'));
    expect(strip).toContain('Reconnecting');
    // The hint: in the slot, after its stack, beside the reserve kept clear while it shows.
    const hint = strip.slice(strip.indexOf('class="hud__hint"'));
    expect(hint).toMatch(/^class="hud__hint"><div class="hud__hint-reserve"[^>]*><\/div><aside/);
    expect(hint).toContain('Take a chip');
    expect(strip.slice(0, strip.indexOf('class="hud__hint"'))).not.toContain('Take a chip');
    // Outside the room (no notices) the strip has the header alone.
    expect(render('3d')).not.toContain('hud__notices');
  });

  test('text: the hint with the room’s notices above the screen', () => {
    const html = renderScreen(
      () => (
        <RoomHint.Provider value={<aside className="first-hint">Take a chip</aside>}>
          <GameLayout label="A game" className="game" mode="text" parts={parts} />
        </RoomHint.Provider>
      ),
      null,
      1,
      table,
    );
    expect(html.indexOf('Take a chip')).toBeGreaterThan(html.indexOf('room__notices-stack'));
    expect(html.indexOf('Take a chip')).toBeLessThan(html.indexOf('game-screen__main'));
  });

  test('the host’s lock and hand-over sit with the table’s settings, for the host only', () => {
    const host = render('3d', parts, 0);
    const foot = host.slice(host.indexOf('data-hud-stack="bottom-left"'));
    expect(foot.indexOf('Settings')).toBeLessThan(foot.indexOf('lock-toggle'));
    expect(foot).toContain('Hand the table to');
    const top = host.slice(0, host.indexOf('data-hud-stack="bottom-left"'));
    expect(top).not.toContain('lock-toggle');
    const guest = render('3d');
    expect(guest).not.toContain('lock-toggle');
    expect(guest).not.toContain('Hand the table');
  });
});
