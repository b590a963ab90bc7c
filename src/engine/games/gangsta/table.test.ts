// Gangsta! by hand on the table: what a seat may pick up, what each drop means, and that every
// refusal is a reason code that changes nothing. One rule per row, beside the rulebook's words.
import { describe, expect, test } from 'vitest';
import type { Drop, DropZone } from '../../core/game.ts';
import { seedRng, type RngState } from '../../core/rng.ts';
import { legalIntents, randomBot } from '../../bots/gangsta/simple.ts';
import { endGame, cloneState } from './flow.ts';
import { gangsta } from './index.ts';
import type { GangstaIntent } from './intents.ts';
import type { GangstaState } from './state.ts';
import { gangstaCanGrab, gangstaDropIntent, gangstaTable, TABLE_ZONES } from './table.ts';
import { deepFreeze, must, play, rig } from './test-kit.ts';
import { gangstaView } from './view.ts';

const gang = TABLE_ZONES.gang;
const on = (object: string): DropZone => ({ kind: 'object', object });
const { heists, gangsters, discards } = TABLE_ZONES;
const reasonOf = (x: unknown) => (x === null ? null : (x as { reason: string }).reason);
const drop = (zone: DropZone | null): Drop => ({ zone, items: [] });

// b5: Enforcer + Driver. g10 Enforcer ($2), g13 Hacker (engaged), g16 Driver; g30 costs $5.
// h1-01 needs Enforcer + Hacker.
const turn = () =>
  deepFreeze(
    rig({
      gangs: ['b5 g10 g13*', 'b3 g16'],
      money: [3, 5],
      river: 'g01 g04 g07 g11 g30',
      heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
    }),
  );
const staffing = () => deepFreeze(must(turn(), 0, { type: 'heist', heist: 'h1-01' }));

/** Runs a drop the way the host does: the table rules, then the game, on a frozen state. */
function handDrop(s: GangstaState, seat: number, object: string, zone: DropZone | null) {
  const intent = gangstaDropIntent(s, seat, object, drop(zone));
  if ('ok' in intent) return intent;
  return gangsta.apply(s, seat, intent);
}

describe('canGrab on your turn', () => {
  test.each([
    ['a gangster in the river', 0, 'g04', null],
    ['a heist in the river', 0, 'h1-01', null],
    ['your engaged gangster (to mobilise it)', 0, 'g13', null],
    ['your available gangster', 0, 'g10', 'not-engaged'],
    ['your boss, available', 0, 'b5', 'not-engaged'],
    ['another player’s gangster', 0, 'g16', 'not-your-gangster'],
    ['the river, on somebody else’s turn', 1, 'g04', 'not-your-turn'],
    ['your own gangster, on somebody else’s turn', 1, 'g16', 'not-your-turn'],
    ['a card still in a deck', 0, 'g02', 'no-such-card'],
    ['something that is no card', 0, 'deck:gangsters', 'no-such-card'],
  ])('%s', (_name, seat, object, want) => {
    expect(reasonOf(gangstaCanGrab(turn(), seat, object))).toBe(want);
  });
});

describe('dropIntent on your turn', () => {
  test.each<[string, number, string, DropZone | null, GangstaIntent | string]>([
    [
      'a river gangster on your gang: recruit',
      0,
      'g04',
      gang(0),
      { type: 'recruit', gangster: 'g04' },
    ],
    ['a river gangster on another gang', 0, 'g04', gang(1), 'not-your-gang'],
    ['a river gangster back in its river', 0, 'g04', gangsters, 'no-change'],
    ['a river gangster among the heists', 0, 'g04', heists, 'drop-on-your-gang'],
    ['a river gangster off the table', 0, 'g04', null, 'off-table'],
    ['a heist on your gang: choose it', 0, 'h1-01', gang(0), { type: 'heist', heist: 'h1-01' }],
    [
      'a heist clicked (back in its river): choose it',
      0,
      'h1-01',
      heists,
      { type: 'heist', heist: 'h1-01' },
    ],
    ['a heist on another gang', 0, 'h1-01', gang(1), 'not-your-gang'],
    ['a heist on the discards', 0, 'h1-01', discards, 'drop-on-your-gang'],
    [
      'your engaged gangster clicked: mobilise',
      0,
      'g13',
      gang(0),
      { type: 'mobilise', gangster: 'g13' },
    ],
    ['your engaged gangster elsewhere', 0, 'g13', heists, 'mobilise-on-gang'],
    ['a river gangster, not your turn', 1, 'g04', gang(1), 'not-your-turn'],
  ])('%s', (_name, seat, object, zone, want) => {
    const out = gangstaDropIntent(turn(), seat, object, drop(zone));
    expect(typeof want === 'string' ? reasonOf(out) : out).toEqual(want);
  });

  test('what the drop means, the rules still decide: a gangster you cannot afford', () => {
    // g30 costs $5; seat 0 has $3. "the refusal says what is missing".
    expect(handDrop(turn(), 0, 'g30', gang(0))).toMatchObject({
      ok: false,
      reason: 'cannot-afford',
    });
    const ok = handDrop(turn(), 0, 'g04', gang(0));
    expect(ok.ok && ok.state.players[0]!.gang.map((m) => m.id)).toEqual([
      'b5',
      'g10',
      'g13',
      'g04',
    ]);
  });
});

describe('while staffing a heist', () => {
  test.each([
    ['your available boss, which brings a missing skill', 0, 'b5', null],
    ['your engaged gangster', 0, 'g13', 'not-available'],
    ['a partner’s gangster on an unmarked heist', 0, 'g16', 'not-cooperative'],
    ['somebody else staffing it', 1, 'b3', 'not-your-turn'],
    ['the heist card itself (to abandon it)', 0, 'h1-01', null],
    ['the heist card, by somebody else', 1, 'h1-01', 'not-your-turn'],
    ['a river gangster', 0, 'g04', 'wrong-phase'],
    ['another heist in the river', 0, 'h1-02', 'wrong-phase'],
  ])('canGrab %s', (_name, seat, object, want) => {
    expect(reasonOf(gangstaCanGrab(staffing(), seat, object))).toBe(want);
  });

  test.each<[string, string, DropZone | null, GangstaIntent | string]>([
    ['a gangster on the heist card: engage', 'b5', on('h1-01'), { type: 'engage', gangster: 'b5' }],
    ['a gangster back on its gang', 'b5', gang(0), 'no-change'],
    ['a gangster elsewhere', 'b5', heists, 'drop-on-heist'],
    ['a gangster on another card', 'b5', on('h1-02'), 'drop-on-heist'],
    ['a gangster off the table', 'b5', null, 'off-table'],
    ['the heist back in the river: abandon', 'h1-01', heists, { type: 'abandon' }],
    ['the heist where it lies', 'h1-01', on('h1-01'), 'no-change'],
    ['the heist elsewhere', 'h1-01', gang(0), 'abandon-in-river'],
  ])('dropIntent: %s', (_name, object, zone, want) => {
    const out = gangstaDropIntent(staffing(), 0, object, drop(zone));
    expect(typeof want === 'string' ? reasonOf(out) : out).toEqual(want);
  });

  test('"only if they have at least one skill still needed": refused at the grab', () => {
    const s = deepFreeze(must(staffing(), 0, { type: 'engage', gangster: 'b5' }));
    expect(reasonOf(gangstaCanGrab(s, 0, 'g10'))).toBe('adds-no-skill');
    expect(reasonOf(gangstaCanGrab(s, 0, 'b5'))).toBe('already-in-heist');
  });

  test('a cooperative heist: a partner’s gangster after one of your own, with consent', () => {
    // h2-09 (marked) needs Enforcer, Hacker, Driver ×2; b5 is Enforcer + Driver, g13 Hacker.
    const start = (consent: boolean) =>
      must(
        rig({
          gangs: ['b5 g10', 'b4 g13 g16*'],
          chapter: 'gang-wars',
          heists: 'h2-09 h2-01 h2-02 h2-03 h2-04',
          options: { consent },
        }),
        0,
        { type: 'heist', heist: 'h2-09' },
      );
    const s = deepFreeze(start(false));
    expect(reasonOf(gangstaCanGrab(s, 0, 'g13'))).toBe('first-from-own-gang');
    const t = deepFreeze(must(s, 0, { type: 'engage', gangster: 'b5' }));
    expect(reasonOf(gangstaCanGrab(t, 0, 'g13'))).toBe(null);
    expect(reasonOf(gangstaCanGrab(t, 0, 'g16'))).toBe('not-available');
    expect(gangstaDropIntent(t, 0, 'g13', drop(on('h2-09')))).toEqual({
      type: 'engage',
      gangster: 'g13',
    });
    // With the consent option the owner is asked; nothing more may join meanwhile.
    const asked = deepFreeze(
      play(start(true), [
        [0, { type: 'engage', gangster: 'b5' }],
        [0, { type: 'engage', gangster: 'g13' }],
      ]),
    );
    expect(asked.heist!.asking).toEqual({ seat: 1, gangster: 'g13' });
    expect(reasonOf(gangstaCanGrab(asked, 0, 'g10'))).toBe('awaiting-consent');
  });
});

describe('choices owed', () => {
  // Gang Wars' 4-Informant snitch comes up as the river refills: nobody can pay, both discard.
  const snitched = () =>
    deepFreeze(
      must(
        rig({
          gangs: ['b1 g10', 'b3 g16'],
          money: [0, 0],
          chapter: 'gang-wars',
          heists: 'h2-01 h2-02 h2-03 h2-04',
          next: { heists: 's2-3' },
        }),
        0,
        { type: 'pass' },
      ),
    );

  test('the snitch asks both players for a discard', () => {
    expect(snitched().pending).toEqual([
      { kind: 'discard', seat: 0, from: 0, cause: 'snitch' },
      { kind: 'discard', seat: 1, from: 1, cause: 'snitch' },
    ]);
  });

  test.each([
    ['your gangster', 0, 'g10', null],
    ['your boss', 0, 'b1', 'cannot-discard-boss'],
    ['somebody else’s gangster', 0, 'g16', 'nothing-to-choose'],
    ['a river gangster', 0, 'g01', 'wrong-phase'],
    ['a heist', 0, 'h2-01', 'wrong-phase'],
  ])('canGrab %s', (_name, seat, object, want) => {
    const s = snitched();
    const river = s.gangsterRiver[0]!;
    expect(reasonOf(gangstaCanGrab(s, seat, object === 'g01' ? river : object))).toBe(want);
  });

  test.each<[string, DropZone | null, GangstaIntent | string]>([
    ['on the discard pile: discard it', discards, { type: 'discard', gangster: 'g10' }],
    ['back on your gang', gang(0), 'no-change'],
    ['anywhere else', heists, 'drop-on-discards'],
  ])('dropIntent: your gangster %s', (_name, zone, want) => {
    const out = gangstaDropIntent(snitched(), 0, 'g10', drop(zone));
    expect(typeof want === 'string' ? reasonOf(out) : out).toEqual(want);
  });

  test('a free gangster (h1-12’s reward): drag one from the river onto your gang', () => {
    const s = deepFreeze(
      play(rig({ gangs: ['b1 g13', 'b3'], heists: 'h1-12 h1-01 h1-02 h1-03 h1-04' }), [
        [0, { type: 'heist', heist: 'h1-12' }],
        [0, { type: 'engage', gangster: 'b1' }],
        [0, { type: 'engage', gangster: 'g13' }],
      ]),
    );
    expect(s.pending).toEqual([{ kind: 'free-recruit', seat: 0 }]);
    const g = s.gangsterRiver[0]!;
    expect(reasonOf(gangstaCanGrab(s, 0, g))).toBe(null);
    expect(reasonOf(gangstaCanGrab(s, 1, g))).toBe('wrong-phase');
    expect(gangstaDropIntent(s, 0, g, drop(gang(0)))).toEqual({ type: 'recruit', gangster: g });
    const after = handDrop(s, 0, g, gang(0));
    expect(after.ok && after.state.players[0]!.money).toBe(s.players[0]!.money);
  });

  test('after the end nothing is picked up', () => {
    const s = cloneState(turn());
    endGame(s, 'deck-out');
    expect(reasonOf(gangstaCanGrab(s, 0, 'g04'))).toBe('game-over');
  });
});

describe('the table rules over whole random games', () => {
  /** Every card id a seat sees on the table. */
  const visible = (s: GangstaState) => [
    ...s.gangsterRiver,
    ...s.heistRiver,
    ...s.players.flatMap((p) => p.gang.map((m) => m.id)),
  ];

  /** The drop that means `intent` for `seat`, if a hand can make it. */
  function dropFor(
    s: GangstaState,
    seat: number,
    intent: GangstaIntent,
  ): [string, DropZone] | null {
    switch (intent.type) {
      case 'recruit':
        return [intent.gangster, gang(seat)];
      case 'heist':
        return [intent.heist, heists];
      case 'engage':
        return [intent.gangster, on(s.heist!.card)];
      case 'abandon':
        return [s.heist!.card, heists];
      case 'mobilise':
        return [intent.gangster, gang(seat)];
      case 'discard':
        return [intent.gangster, discards];
      default:
        return null; // pass, consent, decline: buttons
    }
  }

  test.each([2, 3, 4])(
    '%i players: the state and every view agree on what may be picked up, and every legal move but pass and answers can be made by hand',
    (seats) => {
      for (const seed of ['a', 'b']) {
        const setup = gangsta.setup({
          seed: `table-${seed}`,
          seats,
          options: { consent: seed === 'b' },
        });
        if ('ok' in setup) throw new Error(setup.reason);
        let s: GangstaState = setup;
        let rngs: RngState[] = Array.from({ length: seats }, (_, i) => seedRng(`${seed}${i}`));
        for (let step = 0; step < 400 && !s.result; step++) {
          deepFreeze(s);
          for (let seat = 0; seat < seats; seat++) {
            const view = gangstaView(s, seat);
            for (const id of visible(s)) {
              expect(reasonOf(gangstaCanGrab(view, seat, id)), `${seat} ${id}`).toBe(
                reasonOf(gangstaTable.canGrab(s, seat, id)),
              );
            }
            for (const intent of legalIntents(view)) {
              const hand = dropFor(s, seat, intent);
              if (!hand) continue;
              expect(
                gangstaTable.dropIntent(s, seat, hand[0], drop(hand[1])),
                JSON.stringify(intent),
              ).toEqual(intent);
            }
          }
          const seat = s.pending[0]?.seat ?? (s.heist?.asking ? s.heist.asking.seat : s.current);
          const [intent, next] = randomBot(gangstaView(s, seat), rngs[seat]!);
          rngs = rngs.map((r, k) => (k === seat ? next : r));
          if (!intent) break;
          s = must(s, seat, intent);
        }
      }
    },
  );
});
