// Gang of Four's screen renders every phase from real engine states (rigged deals), for a seat
// and for a spectator: whose turn it is, the hand, the trick, the exchange, the score sheet and
// the end of the game; and never a card the viewer may not know.
import { describe, expect, test } from 'vitest';
import { gangOfFour, type GofState } from '../../../engine/index.ts';
import {
  CARD_TOKEN,
  knownCards,
  moves,
  must,
  rigged,
} from '../../../engine/games/gang-of-four/test-kit.ts';
import { markupText, renderScreen } from '../../kit/screen-test-kit.tsx';
import { GofScreen } from './Screen.tsx';

/** The markup seat `seat` (null: spectator) sees in state `s`. */
function render(s: GofState, seat: number | null): string {
  const view = seat === null ? gangOfFour.spectatorView(s) : gangOfFour.view(s, seat);
  return renderScreen(GofScreen, view, seat, {
    game: 'gang-of-four',
    options: {},
    seats: s.seats,
    minSeats: 3,
    maxSeats: 4,
  });
}

const text = markupText;

/** Every card token in the markup's card faces (data-card) and rail cards (data-token). */
const shownCards = (html: string) =>
  [...html.matchAll(/data-(?:card|token)="([^"]+)"/g)].map((m) => m[1]!);

// Clockwise, seat 0 leads: 0 → 1 → 2 → 3.
const hands = [
  '3G 5R 5G 7G 7Y 7R PG PY 9Y',
  '4G 4Y 6Y 6R DR 8G 8Y',
  '2G 7G 7Y 10R 1G',
  '8R 8Y 10G 3R 4R',
];
const start = () => rigged({ hands, leader: 0, direction: 'clockwise' });

describe('Gang of Four in the DOM', () => {
  test('your turn to lead: the banner is yours, your cards on the rail, every count shown', () => {
    const html = render(start(), 0);
    const t = text(html);
    expect(t).toContain('Your turn');
    expect(t).toContain('You lead: play any combination.');
    expect(t).toContain('Round 1 · ↻ clockwise · Bo dealt');
    expect(t).toContain('Play goes clockwise, to the left.');
    expect(html).toContain('data-mine="true"');
    expect(html.match(/role="option"/g)).toHaveLength(9);
    expect(html).toContain('aria-label="yellow phoenix"');
    expect(t).toContain('By number');
    expect(t).toContain('By colour');
    // Leading, passing is not allowed; Play waits for a selection.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Pass</);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Play</);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*>Hint</);
    for (const n of [9, 7, 5]) expect(html).toContain(`aria-label="${n} cards"`);
  });

  test('mid-trick: the play to beat, named, and whose turn it is for the others', () => {
    const s = moves(start(), '5R 5G', 'pass');
    const cy = text(render(s, 2));
    expect(cy).toContain('Your turn');
    expect(cy).toContain('Beat Ann’s pair of 5s, or pass.');
    expect(cy).toContain('To beat: Ann’s pair of 5s');
    expect(cy).toContain('Bo passes.');
    const di = text(render(s, 3));
    expect(di).toContain('Cy to play');
    expect(di).toContain('To beat: Ann’s pair of 5s.');
    expect(render(s, 3)).toMatch(/<button[^>]*disabled=""[^>]*>Hint</);
  });

  test('no card the viewer may not know is ever drawn', () => {
    const states = [start(), moves(start(), '5R 5G', 'pass', '7G 7Y')];
    for (const s of states) {
      for (const seat of [0, 1, 2, 3, null]) {
        const html = render(s, seat);
        const known = knownCards(s, seat);
        for (const t of shownCards(html)) expect(known.has(t), `${seat} sees ${t}`).toBe(true);
        for (const m of html.matchAll(CARD_TOKEN)) expect(known.has(m[1]!)).toBe(true);
      }
    }
    expect(text(render(start(), null))).toContain('You are watching');
  });

  test('the exchange: the winner gives, the loser waits, everyone sees both cards', () => {
    let s = rigged({ hands, round: 2, previous: { winner: 2, penalties: [3, 9, 0, 4] } });
    const cy = text(render(s, 2));
    expect(cy).toContain('Your turn: give Bo a card');
    expect(cy).toContain('Bo gave you their highest card, the dragon.');
    expect(render(s, 2)).toMatch(/<button[^>]*disabled=""[^>]*>Give</);
    expect(text(render(s, 1))).toContain('Cy chooses a card for you');
    const ann = text(render(s, 0));
    expect(ann).toContain('Cy chooses a card for Bo');
    expect(ann).toContain('Bo gave Cy their highest card:');
    expect(render(s, 0)).toContain('data-card="DR"');
    s = must(s, 2, { type: 'give', card: '10R' });
    const after = render(s, 3);
    expect(text(after)).toContain('Cy gave Bo:');
    expect(after).toContain('data-card="10R"');
    expect(text(after)).toContain('Cy gives Bo the red 10.');
  });

  test('"last card": the call toggle when players call it, the red badge when one card is left', () => {
    const s = rigged({
      hands: ['3G 5R', '4G 6Y 6R', '2G 7G'],
      leader: 0,
      options: { lastCard: 'called' },
    });
    expect(text(render(s, 0))).toContain('“Last card!”');
    expect(text(render(start(), 0))).not.toContain('“Last card!”');
    const down = moves(rigged({ hands: ['3G 5R', '4G 6Y 6R', '2G 7G'], leader: 0 }), '3G');
    expect(text(render(down, 1))).toContain('last card!');
    expect(text(render(down, 2))).toContain('Ann: “Last card!”');
  });

  test('the defence warning for the player before a last-card player', () => {
    const s = rigged({
      hands: ['3G 5R', '4G 6Y 6R', '2G 7G 9Y'],
      leader: 0,
      direction: 'clockwise',
      options: { defence: 'enforced' },
    });
    // Ann is down to one card; Cy sits just before her.
    const t = moves(s, '3G', '4G');
    expect(t.turn).toBe(2);
    expect(text(render(t, 2))).toContain('Ann holds one card: you must stop them');
  });

  test('the round’s end: the score sheet over the table, and the next deal', () => {
    const s = moves(
      rigged({ hands: ['3G', '4G 6Y', '2G 7G 7Y 8Y 9Y 10Y 1G 1Y'], leader: 0 }),
      '3G',
    );
    const t = text(render(s, 1));
    expect(t).toContain('Round 1 is over');
    expect(t).toContain('Ann went out first.');
    expect(t).toContain('Cards left: Ann 0 · Bo 2 · Cy 8');
    expect(t).toContain('Deal round 2');
    expect(t).toContain('★ 0');
    expect(t).toMatch(/Total 0 2 16/);
    expect(text(render(s, null))).not.toContain('Deal round 2');
  });

  test('the end of the game names the winners; the host takes the table back', () => {
    const s = moves(
      rigged({
        hands: ['3G', '4G 6Y', '2G 7G 7Y 8Y 9Y 10Y 1G 1Y'],
        leader: 0,
        totals: [40, 99, 90],
      }),
      '3G',
    );
    expect(s.phase).toBe('over');
    const host = text(render(s, 0));
    expect(host).toContain('You win the game!');
    expect(host).toContain('Back to the lobby');
    const bo = text(render(s, 1));
    expect(bo).toContain('Ann wins the game!');
    expect(bo).toContain('The host takes the table back to the lobby.');
  });
});
