// The Gang's DOM view renders every phase and step from real engine states (stacked decks),
// for a seat and for a spectator, and offers exactly the actions that seat has.
import { describe, expect, test } from 'vitest';
import { theGang } from '../../../engine/index.ts';
import type { GangState } from '../../../engine/games/the-gang/state.ts';
import {
  must,
  playToShowdown,
  rigged,
  takeAll,
  type Rig,
} from '../../../engine/games/the-gang/test-kit.ts';
import { markupText, renderScreen } from '../../kit/screen-test-kit.tsx';
import { GangScreen } from './Screen.tsx';

const four = ['Kd Jc', 'Qc 3d', 'Ah Ts', '9c 2h'];
const board = 'As 2s 7d Tc 4h';

/** The markup seat `seat` (null: spectator) sees in state `s`. */
function render(s: GangState, seat: number | null): string {
  const view = seat === null ? theGang.spectatorView(s) : theGang.view(s, seat);
  return renderScreen(GangScreen, view, seat, {
    game: 'the-gang',
    options: { mode: 'advanced', stacks: 'first-game' },
    seats: s.seats,
    minSeats: 3,
    maxSeats: 6,
    disconnected: [3],
  });
}

const text = markupText;

const gang = (rig: Partial<Rig> = {}) =>
  rigged({ pockets: four, next: board, options: { mode: 'advanced' }, ...rig });

describe('The Gang in the DOM', () => {
  test('round 1: own cards face up, others face down, centre chips to take', () => {
    const s = gang();
    const html = render(s, 1);
    expect(text(html)).toContain('Heist 1');
    expect(text(html)).toContain('Pre-flop: take white chips');
    expect(html).toContain('aria-label="queen of clubs"');
    expect(html).not.toContain('aria-label="king of diamonds"');
    expect(html.match(/Take white chip, \d stars?/g)).toHaveLength(4);
    expect(text(html)).toContain('12 ms');
    expect(text(html)).toContain('offline');
    const watcher = render(s, null);
    expect(text(watcher)).toContain('Watching');
    expect(watcher).not.toContain('of clubs"');
    expect(watcher).not.toContain('Take white chip');
  });

  test('holding a chip: return it, swap in the centre, take from others', () => {
    const s = must(must(gang(), 0, { type: 'takeChip', chip: 'W1' }), 1, {
      type: 'takeChip',
      chip: 'W2',
    });
    const html = render(s, 0);
    expect(text(html)).toContain('Return');
    expect(html).toContain('Swap for white chip, 3 stars');
    expect(html).toContain('Take white chip, 2 stars from Bo');
    expect(text(html)).toContain('Ann took the white 1★.');
  });

  test('a group specialist: propose with pickers, then agree or decline', () => {
    const s = gang({ specialist: 'informant' });
    const html = render(s, 2);
    expect(text(html)).toContain('Use the Informant?');
    expect(text(html)).toContain('Who shows');
    expect(text(html)).toContain('To whom');
    const proposed = must(s, 0, {
      type: 'propose',
      proposal: { kind: 'informant', seat: 1, target: 2 },
    });
    const vote = text(render(proposed, 2));
    expect(vote).toContain('Ann proposes: Informant: Bo secretly shows a card to Cy');
    expect(vote).toContain('Agree');
    expect(vote).toContain('Decline');
    expect(text(render(proposed, 0))).toContain('Withdraw');
    let agreed = proposed;
    for (const seat of [1, 2, 3]) {
      agreed = must(agreed, seat, { type: 'agree', proposal: proposed.proposal!.id });
    }
    const shower = text(render(agreed, 1));
    expect(shower).toContain('Informant: choose a card to show secretly to Cy.');
    expect(shower.match(/Show/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text(render(agreed, 3))).toContain('Waiting for Bo to show a card to Cy.');
    const shown = must(agreed, 1, { type: 'show', card: 'Qc' });
    expect(text(render(shown, 2))).toContain('Bo showed you');
    expect(render(shown, 2)).toContain('aria-label="queen of clubs"');
  });

  test('Mastermind asks for a value; Jack keeps the suitless Jack out of the discard', () => {
    expect(text(render(gang({ specialist: 'mastermind' }), 0))).toContain('Which value');
    let s = gang({ specialist: 'jack' });
    s = must(s, 0, { type: 'propose', proposal: { kind: 'jack', seat: 0 } });
    for (const seat of [1, 2, 3]) s = must(s, seat, { type: 'agree', proposal: s.proposal!.id });
    const html = render(s, 0);
    expect(text(html)).toContain('J no suit');
    expect(text(html)).toContain('Jack: discard one of your other cards face down.');
    expect(html.match(/>Discard</g)).toHaveLength(2);
  });

  test('Coordinator: pass a card to the left', () => {
    const s = gang({ specialist: 'coordinator' });
    const html = text(render(s, 0));
    expect(html).toContain('Coordinator: choose a card to pass to Bo on your left.');
    expect(html).toContain('Waiting for Ann, Bo, Cy and Di to pick a card to pass.');
    const passed = must(s, 0, { type: 'pass', card: 'Kd' });
    expect(text(render(passed, 0))).toContain('You are passing');
  });

  test('announcements and challenges are spelled out', () => {
    const s = gang({ specialist: 'investor', challenges: ['blackout', 'noise-sensors'] });
    const html = text(render(s, 0));
    expect(html).toContain('Ann holds 2 face cards (J, Q, K).');
    expect(html).toContain('Blackout');
    expect(html).toContain('Noise Sensors');
    expect(html).toContain('Specialist · used');
  });

  test('a scan guess before the last hand, then the showdown and the next heist', () => {
    let s = gang({ challenges: ['retina-scan', 'fingerprint-scan'] });
    s = playToShowdown(s, [1, 2, 3, 4]);
    expect(s.phase).toBe('guess');
    const guesser = text(render(s, 0));
    expect(guesser).toContain('Guess about Di’s hand before it is shown');
    expect(guesser).toContain('Retina Scan: one of the cards is a');
    expect(guesser).toContain('Fingerprint Scan: the hand is');
    expect(text(render(s, 3))).toContain('You hold the top red chip');
    s = must(s, 0, { type: 'propose', proposal: { kind: 'retina-scan', rank: '9' } });
    for (const seat of [1, 2]) s = must(s, seat, { type: 'agree', proposal: s.proposal!.id });
    s = must(s, 0, { type: 'propose', proposal: { kind: 'fingerprint-scan', category: 'pair' } });
    for (const seat of [1, 2]) s = must(s, seat, { type: 'agree', proposal: s.proposal!.id });
    expect(s.phase).toBe('showdown');
    const show = text(render(s, 1));
    expect(show).toContain('Showdown');
    expect(show).toContain('Retina Scan: guessed 9');
    expect(show).toContain('Next heist');
    expect(text(render(s, null))).not.toContain('Next heist');
  });

  test('the last call: the specialist is offered, and each player confirms the reveal', () => {
    let s = gang({ specialist: 'muscle' });
    for (let r = 0; r < 4; r++) s = takeAll(s, [1, 2, 3, 4]);
    expect(s.lastCall).not.toBeNull();
    const before = text(render(s, 1));
    expect(before).toContain('Everyone holds a red chip.');
    expect(before).toContain('Ready to reveal');
    expect(before).toContain('Use the Muscle?');
    expect(text(render(s, null))).not.toContain('Ready to reveal');
    s = must(s, 1, { type: 'reveal' });
    const after = text(render(s, 1));
    expect(after).not.toContain('Ready to reveal');
    expect(after).toContain('Waiting for Ann, Cy and Di');
  });

  test('the showdown shows the cards revealed for the next heist', () => {
    const s = playToShowdown(gang({}), [1, 2, 3, 4]);
    expect(s.upcoming).not.toBeNull();
    expect(text(render(s, 2))).toMatch(/Revealed for the next heist: (challenge|specialist) /);
  });

  test('game over: the host may take the table back to the lobby', () => {
    let s: GangState = rigged({ pockets: ['2c 3d', '4c 5s', '9c 9d'], next: board });
    while (s.phase !== 'over') {
      s = s.phase === 'round' ? takeAll(s, [3, 2, 1]) : must(s, 0, { type: 'continue' });
    }
    const host = text(render(s, 0));
    expect(host).toContain('Game over');
    expect(host).toContain('Back to the lobby');
    expect(text(render(s, 1))).toContain('The host takes the table back to the lobby.');
  });
});
