// Gangsta!'s screen renders every step from real engine states, for a seat and a spectator, and
// offers exactly the moves that seat has now: the turn's mobilise, recruit, heist and pass; the
// heist being staffed; discards, free gangsters, loans; the final scores.
import { describe, expect, test } from 'vitest';
import { endGame, cloneState } from '../../../engine/games/gangsta/flow.ts';
import { must, play, rig } from '../../../engine/games/gangsta/test-kit.ts';
import { gangsta, type GangstaState } from '../../../engine/index.ts';
import { buttonTexts, markupText, renderScreen } from '../../kit/screen-test-kit.tsx';
import { GangstaScreen } from './Screen.tsx';

/** The markup seat `seat` (null: spectator) sees in state `s`, on the text table. */
function render(s: GangstaState, seat: number | null): string {
  const view = seat === null ? gangsta.spectatorView(s) : gangsta.view(s, seat);
  return renderScreen(GangstaScreen, view, seat, {
    game: 'gangsta',
    options: { consent: false },
    seats: s.seats,
    minSeats: 2,
    maxSeats: 4,
  });
}

const text = markupText;
const buttons = buttonTexts;

// Server rendering has no window: the text table shows (useTableArea falls back to it).
// b5: Leader, Enforcer, Driver (it frees one mobilisation); g13 Hacker (engaged); h1-01 needs
// Enforcer + Hacker.
const table = () =>
  rig({
    gangs: ['b5 g10 g13*', 'b3 g16', 'b4'],
    money: [4, 3, 0],
    river: 'g01 g04 g07 g11 g30',
    heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
  });

describe('Gangsta! on the screen', () => {
  test('your turn: the chapter, your numbers, mobilise, recruit what you can afford, heists, pass', () => {
    const html = render(table(), 0);
    const t = text(html);
    expect(t).toContain('Chapter I · Genesis');
    expect(t).toContain('Your move');
    expect(t).toContain(
      'Your turn: mobilise (1 free, thanks to your Leaders) if you like, then recruit, pull a heist or pass.',
    );
    expect(t).toContain('Money $4');
    const b = buttons(html);
    expect(b).toContain('Mobilise (free)');
    expect(b).toContain('Recruit $3'); // g01, a Leader for $3
    expect(b).toContain('Need $5'); // g30
    expect(b.filter((x) => x === 'Choose')).toHaveLength(5);
    expect(b).toContain('Pass (+$1)'); // the boss leads
    // Heists say what the gang lacks: b5 and g10 cover Enforcer but not Hacker (g13 is engaged).
    expect(t).toContain('Corner Store');
    expect(t).toContain('you lack Hacker');
    // The text table: rivers, decks as counts, every gang with its members.
    expect(t).toContain('The rivers');
    expect(t).toMatch(/\d+ left in the Genesis deck/);
    expect(t).toContain('Knuckles O’Hara');
    expect(t).toContain('engaged');
  });

  test('somebody else’s turn: what the table waits for, no moves', () => {
    const t = text(render(table(), 1));
    expect(t).toContain('Ann’s turn.');
    expect(buttons(render(table(), 1))).toEqual(['Show the 3D table']);
    const watcher = text(render(table(), null));
    expect(watcher).toContain('You are watching.');
  });

  test('staffing a heist: what it still needs, who may join, abandon', () => {
    const s = must(table(), 0, { type: 'heist', heist: 'h1-01' });
    const html = render(s, 0);
    expect(text(html)).toContain(
      'Your heist, Corner Store: put gangsters on it. Still needs Enforcer, Hacker.',
    );
    // b5 and g10 bring Enforcer; g13 is engaged.
    expect(buttons(html).filter((x) => x === 'Engage')).toHaveLength(2);
    expect(buttons(html)).toContain('Abandon the heist');
    expect(text(render(s, 1))).toContain('Ann is staffing a heist.');
  });

  test('a snitch: each player discards one of their gangsters', () => {
    const s = must(
      rig({
        gangs: ['b1 g10', 'b3 g16'],
        money: [0, 0],
        chapter: 'gang-wars',
        heists: 'h2-01 h2-02 h2-03 h2-04',
        next: { heists: 's2-3' },
      }),
      0,
      { type: 'pass' },
    );
    const html = render(s, 1);
    expect(text(html)).toContain('The snitch: discard one of your gangsters');
    expect(buttons(html).filter((x) => x === 'Discard')).toEqual(['Discard']);
    expect(text(html)).toContain('A snitch, Stool Pigeon (4 Informants)!');
  });

  test('a free gangster from a heist’s reward: take one, or no thanks', () => {
    const s = play(rig({ gangs: ['b1 g13', 'b3'], heists: 'h1-12 h1-01 h1-02 h1-03 h1-04' }), [
      [0, { type: 'heist', heist: 'h1-12' }],
      [0, { type: 'engage', gangster: 'b1' }],
      [0, { type: 'engage', gangster: 'g13' }],
    ]);
    const html = render(s, 0);
    expect(text(html)).toContain('Your reward: take a gangster from the river for free.');
    expect(buttons(html).filter((x) => x === 'Take')).toHaveLength(5);
    expect(buttons(html)).toContain('No, thanks');
    expect(text(html)).toContain('Ann pulled off Boxing Match Fix (+$2, +1★).');
  });

  test('the consent option: the owner is asked to lend', () => {
    const s = play(
      rig({
        gangs: ['b5 g10', 'b4 g13'],
        chapter: 'gang-wars',
        heists: 'h2-09 h2-01 h2-02 h2-03 h2-04',
        options: { consent: true },
      }),
      [
        [0, { type: 'heist', heist: 'h2-09' }],
        [0, { type: 'engage', gangster: 'b5' }],
        [0, { type: 'engage', gangster: 'g13' }],
      ],
    );
    const owner = render(s, 1);
    expect(text(owner)).toContain('Ann asks to borrow your Sparky: lend or refuse.');
    expect(buttons(owner)).toEqual(expect.arrayContaining(['Lend', 'Refuse']));
    expect(text(render(s, 0))).toContain('Waiting for Bo to lend Sparky.');
  });

  test('the end: the score sheet, the winner, back to the lobby for the host', () => {
    const s = cloneState(table());
    s.players[0]!.heistInfluence = 9;
    endGame(s, 'ninth-gangster');
    const host = text(render(s, 0));
    expect(host).toContain('Final scores');
    expect(host).toContain('Game over: Ann wins.');
    expect(host).toContain('The game ended because a 9th gangster was recruited.');
    expect(host).toMatch(/Ann \(you\) 0 9 \+\d \+\d \d+★/);
    expect(host).toContain('Back to the lobby');
    expect(text(render(s, 1))).toContain('The host takes the table back to the lobby.');
  });
});
