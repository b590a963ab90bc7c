// A pure, seeded bot for The Gang. It decides from its own view only (it cannot peek), so it
// plays exactly as a person at the table could: it estimates how its hand ranks among the
// others by sampling their unseen cards, and reaches for the chip that matches.
import { nextInt, type RngState } from '../../core/rng.ts';
import { evaluate } from '../../cards/hand-eval.ts';
import { parseCard } from '../../cards/poker.ts';
import type { GangIntent, GangView } from '../../games/the-gang/index.ts';
import { FULL_DECK } from '../../games/the-gang/heist.ts';
import { GROUP_SPECIALISTS, RANK_CHARS, parseChip } from '../../games/the-gang/vocabulary.ts';

/** How many opponent hands the bot samples to place itself. */
const SAMPLES = 24;

/** The bot's next intent for its seat, or null when it has nothing to do now. */
export function gangBotIntent(view: GangView, rng: RngState): [GangIntent | null, RngState] {
  const me = view.seat;
  if (me === null || view.result) return [null, rng];
  const pocket = view.players[me]!.pocket ?? [];

  if (view.phase === 'showdown') return [{ type: 'continue' }, rng];
  if (view.pending && view.pending.seat === me) {
    const card = worstCard(pocket);
    return [
      view.pending.kind === 'informant-show' ? { type: 'show', card } : { type: 'discard', card },
      rng,
    ];
  }
  if (view.proposal && !view.proposal.agreed.includes(me) && mayVote(view, me)) {
    return [{ type: 'agree', proposal: view.proposal.id }, rng];
  }
  if (view.phase === 'coordinate') {
    return view.secrets?.passing ? [null, rng] : [{ type: 'pass', card: worstCard(pocket) }, rng];
  }
  if (view.phase === 'guess') return guess(view, me, rng);
  if (view.phase !== 'round') return [null, rng];

  const specialist = view.specialist;
  if (
    specialist &&
    !view.specialistUsed &&
    !view.proposal &&
    !view.pending &&
    (GROUP_SPECIALISTS as readonly string[]).includes(specialist) &&
    view.players[me]!.chip === null
  ) {
    return proposeSpecialist(view, me, rng);
  }
  if (view.players[me]!.chip !== null) {
    // Round 4's last call: nothing more to say, so confirm the reveal.
    const confirm = view.lastCall && !view.lastCall[me] && !view.proposal && !view.pending;
    return [confirm ? { type: 'reveal' } : null, rng];
  }
  const [want, next] = desiredStars(view, pocket, rng);
  const chip = closestChip(view.centre, want);
  return [chip ? { type: 'takeChip', chip } : null, next];
}

function mayVote(view: GangView, me: number): boolean {
  const p = view.proposal!;
  if (p.kind === 'retina-scan' || p.kind === 'fingerprint-scan') return view.scan?.about !== me;
  return true;
}

function worstCard(pocket: readonly string[]): string {
  const real = pocket.filter((c) => c !== 'J*');
  return [...real].sort((a, b) => parseCard(a) - parseCard(b))[0] ?? pocket[0]!;
}

function proposeSpecialist(view: GangView, me: number, rng: RngState): [GangIntent, RngState] {
  const kind = view.specialist!;
  const next = (me + 1) % view.seats;
  switch (kind) {
    case 'informant':
      return [{ type: 'propose', proposal: { kind, seat: me, target: next } }, rng];
    case 'mastermind': {
      const [r, rng2] = nextInt(rng, RANK_CHARS.length);
      return [{ type: 'propose', proposal: { kind, seat: next, rank: RANK_CHARS[r]! } }, rng2];
    }
    default:
      return [{ type: 'propose', proposal: { kind: kind as 'hacker', seat: me } }, rng];
  }
}

function guess(view: GangView, me: number, rng: RngState): [GangIntent | null, RngState] {
  const scan = view.scan;
  if (!scan || scan.about === me || view.proposal) return [null, rng];
  const kind = scan.open[0];
  if (!kind) return [null, rng];
  if (kind === 'fingerprint-scan') {
    return [{ type: 'propose', proposal: { kind, category: 'pair' } }, rng];
  }
  const [r, next] = nextInt(rng, RANK_CHARS.length);
  return [{ type: 'propose', proposal: { kind, rank: RANK_CHARS[r]! } }, next];
}

/** The chip in the centre whose stars are nearest the wanted stars. */
function closestChip(centre: readonly string[], want: number): string | null {
  let best: string | null = null;
  let gap = Infinity;
  for (const chip of centre) {
    const d = Math.abs(parseChip(chip)!.stars - want);
    if (d < gap) [best, gap] = [chip, d];
  }
  return best;
}

/** Stars matching the share of sampled opponent hands this hand beats. */
function desiredStars(
  view: GangView,
  pocket: readonly string[],
  rng: RngState,
): [number, RngState] {
  const known = new Set([...pocket, ...view.community]);
  const unseen = FULL_DECK.filter((c) => !known.has(c)).map(parseCard);
  const mine = pocket.map(parseCard);
  const board = view.community.map(parseCard);
  let wins = 0;
  let s = rng;
  for (let i = 0; i < SAMPLES; i++) {
    // Complete the board and deal one opponent from the unseen cards.
    const pool = unseen.slice();
    const draw = (): number => {
      const [at, next] = nextInt(s, pool.length);
      s = next;
      return pool.splice(at, 1)[0]!;
    };
    const fullBoard = [...board];
    while (fullBoard.length < 5) fullBoard.push(draw());
    const other = [draw(), draw()];
    const a = evaluate([...mine, ...fullBoard]);
    const b = evaluate([...other, ...fullBoard]);
    wins += a > b ? 1 : a === b ? 0.5 : 0;
  }
  const share = wins / SAMPLES;
  const stars = 1 + Math.round(share * (view.seats - 1));
  return [Math.min(view.seats, Math.max(1, stars)), s];
}
