// Gangsta!'s invariants for the reliability proofs (test support, docs/RELIABILITY.md): every
// gangster and heist card is in one place, money is never negative, the turn is a seat's, the
// snitches and turns only grow; and what no seat may ever be sent (the decks' order: everything
// else in Gangsta! is public).
import type { Bot } from '../../bots/core/drive.ts';
import { plannerBot } from '../../bots/gangsta/planner.ts';
import { randomBot, simpleBot } from '../../bots/gangsta/simple.ts';
import type { GangstaState } from '../../games/gangsta/index.ts';
import { repeated, unless, within, type GameReliability } from '../core/types.ts';

/** Every card's place: decks, rivers, gangs, heists pulled, discards. */
function places(s: GangstaState): string[] {
  return [
    ...s.gangsterDeck,
    ...Object.values(s.heistDecks).flat(),
    ...s.gangsterRiver,
    ...s.heistRiver,
    ...s.players.flatMap((p) => [...p.gang.map((m) => m.id), ...p.heists]),
    ...s.discards,
  ];
}

/** Cards in play at the start of a game with this many seats (bosses are dealt per seat). */
const totals = new Map<number, number>();

/** Every reason the game's rules and table rules refuse with (the closed list). */
const REASONS = [
  'abandon-in-river',
  'adds-no-skill',
  'already-in-heist',
  'awaiting-consent',
  'cannot-afford',
  'cannot-discard-boss',
  'drop-on-discards',
  'drop-on-heist',
  'drop-on-your-gang',
  'first-from-own-gang',
  'game-over',
  'mobilise-on-gang',
  'no-change',
  'no-such-card',
  'no-such-gangster',
  'not-available',
  'not-cooperative',
  'not-engaged',
  'not-in-gang',
  'not-in-river',
  'not-your-gang',
  'not-your-gangster',
  'not-your-turn',
  'nothing-to-answer',
  'nothing-to-choose',
  'off-table',
  'wrong-phase',
];

function check(raw: unknown, prevRaw: unknown): string[] {
  const s = raw as GangstaState;
  const prev = prevRaw as GangstaState | null;
  const all = places(s);
  if (!prev && !totals.has(s.seats)) totals.set(s.seats, all.length);
  const total = totals.get(s.seats) ?? all.length;
  const team = s.heist?.team ?? [];
  return [
    ...unless(all.length === total, `cards: ${all.length} of ${total}`),
    ...repeated(all).map((c) => `card ${c} in two places`),
    ...s.players.flatMap((p, i) =>
      unless(within(p.money, 0, 100_000), `seat ${i} has $${p.money}`),
    ),
    ...unless(within(s.current, 0, s.seats - 1), `current seat ${s.current}`),
    ...unless(s.players.length === s.seats, 'a seat without its place'),
    ...unless(within(s.snitches, 0, 3), `snitches ${s.snitches}`),
    ...team.flatMap((m) =>
      unless(
        s.players[m.seat]?.gang.some((g) => g.id === m.gangster) ?? false,
        `team member ${m.gangster} not in seat ${m.seat}'s gang`,
      ),
    ),
    ...repeated(team.map((m) => m.gangster)).map((g) => `${g} twice in the team`),
    ...unless(!s.heist || within(s.heist.initiator, 0, s.seats - 1), 'a heist with no initiator'),
    ...unless(!prev || s.turn >= prev.turn, 'the turn number went back'),
    ...unless(!prev || s.snitches >= prev.snitches, 'a snitch was undone'),
    ...unless((s.result === null) === (s.phase !== 'over'), 'a result without the end, or back'),
  ];
}

function hidden(raw: unknown): ReadonlySet<string> {
  const s = raw as GangstaState;
  return new Set([...s.gangsterDeck, ...Object.values(s.heistDecks).flat()]);
}

function tokens(raw: unknown): readonly string[] {
  const s = raw as GangstaState;
  return [
    ...s.gangsterRiver,
    ...s.heistRiver,
    ...s.players.flatMap((p) => p.gang.map((m) => m.id)),
    ...s.gangsterDeck.slice(0, 2),
    'b1',
    'g99',
    'h1-01',
  ];
}

/** Gangsta!: two to four seats, with and without the consent option. */
export const gangstaReliability: GameReliability = {
  reasons: REASONS,
  check,
  hidden,
  tokens,
  modes: [2, 3, 4].map((seats) => ({
    name: `${seats}-seats`,
    seats: [seats],
    options: [{ consent: false }, { consent: true }],
  })),
  bot: simpleBot as Bot<unknown, unknown>,
  strong: plannerBot as Bot<unknown, unknown>,
  random: randomBot as Bot<unknown, unknown>,
};
