// Every challenge beside every specialist, the specialist used in every round it may be used in,
// in every mode that can hold both, and every pair of Master Thief challenges: each heist is
// played to its showdown with every seat's view (and a spectator's) computed after every step.
// The audit found Professional mode stalling here: Security Cameras (three pocket cards) plus the
// Hacker or the Jack at the river left nine cards to evaluate, and the view threw.
import { describe, expect, test } from 'vitest';
import { theGang } from './index.ts';
import { CARD_TOKEN, knownCards, must, rigged } from './test-kit.ts';
import type { GangState, ProposalBody } from './state.ts';
import { CHALLENGES, GROUP_SPECIALISTS, SPECIALISTS, type Challenge } from './vocabulary.ts';
import type { Specialist } from './vocabulary.ts';

const POCKETS = ['Kd 9c 4s', 'Ac 8d 2h', 'Ts Th 6c', '3c 5d Qh'];
const TWO = POCKETS.map((p) => p.split(' ').slice(0, 2).join(' '));
const NEXT = 'As 2s 7d Jc 4h 9h 3d';

/** When the group uses its specialist: in round 1–4 (or the first round after it that is
 * played), or at round 4's last call, after the last red chip. */
type UseAt = 1 | 2 | 3 | 4 | 'last-call';
const USES: readonly UseAt[] = [1, 2, 3, 4, 'last-call'];

/** Every seat's view and a spectator's: none throws, none holds a card its viewer may not know. */
function checkViews(s: GangState): void {
  for (const seat of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
    const view = seat === null ? theGang.spectatorView(s) : theGang.view(s, seat);
    const known = knownCards(s, seat);
    for (const [, card] of JSON.stringify(view).matchAll(CARD_TOKEN)) {
      if (!known.has(card!)) throw new Error(`seat ${seat} sees ${card} in phase ${s.phase}`);
    }
  }
}

function proposalFor(kind: Specialist): ProposalBody {
  switch (kind) {
    case 'informant':
      return { kind, seat: 1, target: 2 };
    case 'mastermind':
      return { kind, seat: 2, rank: 'T' };
    default:
      return { kind: kind as 'hacker', seat: 3 };
  }
}

/** The next intent of a scripted crew, or null when the heist is over. */
function nextStep(s: GangState, useAt: UseAt): [number, unknown] | null {
  if (s.phase === 'showdown' || s.phase === 'over') return null;
  if (s.pending) {
    const pocket = s.pockets[s.pending.seat]!;
    const card = pocket.find((c) => c !== 'J*')!;
    return [
      s.pending.seat,
      { type: s.pending.kind === 'informant-show' ? 'show' : 'discard', card },
    ];
  }
  if (s.proposal) {
    const voter = [0, 1, 2, 3].find(
      (v) => !s.proposal!.agreed.includes(v) && (s.phase !== 'guess' || !isTop(s, v)),
    )!;
    return [voter, { type: 'agree', proposal: s.proposal.id }];
  }
  if (s.phase === 'coordinate') {
    const seat = s.passes!.findIndex((c) => c === null);
    return [seat, { type: 'pass', card: s.pockets[seat]![0] }];
  }
  if (s.phase === 'guess') {
    const voter = [0, 1, 2, 3].find((v) => !isTop(s, v))!;
    const open = s.challenges.find((c) => c === 'retina-scan' && !s.guesses[c])
      ? { kind: 'retina-scan', rank: 'A' }
      : { kind: 'fingerprint-scan', category: 'pair' };
    return [voter, { type: 'propose', proposal: open }];
  }
  const group = (GROUP_SPECIALISTS as readonly string[]).includes(s.specialist ?? '');
  const useNow = useAt === 'last-call' ? s.lastCall !== null : s.round >= useAt;
  if (group && !s.specialistUsed && useNow) {
    return [0, { type: 'propose', proposal: proposalFor(s.specialist!) }];
  }
  const seat = s.holding.findIndex((c) => c === null);
  if (seat >= 0) return [seat, { type: 'takeChip', chip: s.centre[0] }];
  const waiting = s.lastCall?.findIndex((ok) => !ok) ?? -1;
  if (waiting >= 0) return [waiting, { type: 'reveal' }];
  throw new Error(`stuck in round ${s.round}`);
}

function isTop(s: GangState, seat: number): boolean {
  return s.finals[3]?.[seat] === `R${s.seats}`;
}

/** Plays one rigged heist to its showdown, checking every view after every step. */
function playHeist(start: GangState, useAt: UseAt): GangState {
  let s = start;
  checkViews(s);
  for (let steps = 0; steps < 200; steps++) {
    const step = nextStep(s, useAt);
    if (!step) return s;
    s = must(s, step[0], step[1]);
    checkViews(s);
  }
  throw new Error('the heist never reached its showdown');
}

function heist(
  mode: 'advanced' | 'professional' | 'master-thief',
  challenges: Challenge[],
  specialist: Specialist | null,
): GangState {
  const cameras = challenges.includes('security-cameras');
  const s = rigged({
    pockets: cameras ? POCKETS : TWO,
    next: NEXT + (cameras ? '' : ' 4s 2h 6c Qh'),
    options: { mode },
    challenges,
    specialist,
  });
  if (mode === 'professional') s.permanentChallenge = challenges[0]!;
  return s;
}

describe.each(['advanced', 'professional'] as const)(
  '%s: each challenge with each specialist',
  (mode) => {
    const cases = CHALLENGES.flatMap((c) =>
      SPECIALISTS.flatMap((sp) =>
        ((GROUP_SPECIALISTS as readonly string[]).includes(sp) ? USES : [1 as const]).map(
          (use) => [c, sp, use] as const,
        ),
      ),
    );
    test.each(cases)('%s + %s used at %s', (challenge, specialist, use) => {
      const end = playHeist(heist(mode, [challenge], specialist), use);
      expect(end.phase === 'showdown' || end.phase === 'over').toBe(true);
      expect(end.specialistUsed).toBe(true);
      // The rules may still go on: the next heist deals and every view holds.
      if (end.phase === 'showdown') checkViews(must(end, 2, { type: 'continue' }));
    });
  },
);

describe('master-thief: every pair of challenges', () => {
  const pairs = CHALLENGES.filter((c) => c !== 'quick-access').flatMap((a, i, all) =>
    all.slice(i + 1).map((b) => [a, b] as const),
  );
  test.each(pairs)('%s + %s', (a, b) => {
    const end = playHeist(heist('master-thief', [a, b], null), 1);
    expect(end.showdown).not.toBeNull();
  });
});

test('nine cards: Security Cameras plus the Jack at the river is scored and shown', () => {
  let s = heist('professional', ['security-cameras'], 'jack');
  s = playHeist(s, 'last-call');
  const jackHand = s.showdown!.hands.find((h) => h.pocket.includes('J*'))!;
  expect(jackHand.pocket).toHaveLength(3);
  expect(theGang.view(s, jackHand.seat).best!.cards).toHaveLength(5);
});
