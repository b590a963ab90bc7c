// Gang of Four's intents applied to the state (German "Spielablauf", "Ablagestapel", "Ansage
// Letzte Karte", "Kartentausch"; Korean "게임의 시작", "세부 규칙"). Every check runs on the
// untouched state; only an accepted intent copies it and changes the copy, so a rejection can
// never leave a half-applied state behind.
import { accept, reject, type Outcome, type Rejection } from '../../core/result.ts';
import { makeGofCard, parseGofCard } from './cards.ts';
import type { Combo } from './combos.ts';
import type { GofIntent } from './intents.ts';
import { checkPass, checkPlay, stateContext } from './legal.ts';
import type { GofState } from './state.ts';
import { beginPlay, endRound, endTrick, log, moveCard, nextActive, nextRound } from './round.ts';

type Change = (s: GofState) => void;

/** Validates an intent against the state; returns the change to make, or a rejection. */
function check(s: GofState, seat: number, intent: GofIntent): Change | Rejection {
  if (s.result) return reject('game-over');
  switch (intent.type) {
    case 'play':
      return checkPlayIntent(s, seat, intent.cards, intent.lastCard === true);
    case 'pass':
      return checkPassIntent(s, seat);
    case 'give':
      return checkGive(s, seat, intent.card);
    case 'continue':
      // Any seated player deals on once everyone has seen the score sheet.
      return s.phase === 'round-end' ? nextRound : reject('wrong-phase');
  }
}

/** Applies one well-formed intent from a seat. */
export function applyGofIntent(s: GofState, seat: number, intent: GofIntent): Outcome<GofState> {
  const change = check(s, seat, intent);
  if (typeof change !== 'function') return change;
  const next = copyState(s);
  change(next);
  return accept(next);
}

/**
 * A copy of `s` that a change may write to without touching `s`: every array a rule changes in
 * place is copied, and what is only ever replaced whole shares its value (the options, the RNG,
 * trick plays, the exchange, score lines, the result, log lines). Far cheaper than
 * structuredClone; pure-apply.test.ts freezes every state before each move to prove that nothing
 * shared is written.
 */
export function copyState(s: GofState): GofState {
  return {
    ...s,
    hands: s.hands.map((h) => [...h]),
    aside: [...s.aside],
    trick: [...s.trick],
    passed: [...s.passed],
    out: [...s.out],
    rounds: [...s.rounds],
    totals: [...s.totals],
    log: [...s.log],
  };
}

/** Why `seat` may not act in the play phase now, or null. */
function notYourMove(s: GofState, seat: number): Rejection | null {
  if (s.phase !== 'play') return reject('wrong-phase');
  if (s.out[seat]) return reject('out-of-round');
  return s.turn === seat ? null : reject('not-your-turn');
}

// --- Play and pass ("Es wird reihum gespielt…") -------------------------------------------

function checkPlayIntent(
  s: GofState,
  seat: number,
  tokens: readonly string[],
  called: boolean,
): Change | Rejection {
  const refused = notYourMove(s, seat);
  if (refused) return refused;
  const combo = checkPlay(stateContext(s, seat), tokens.map(parseGofCard));
  if (typeof combo === 'string') return reject(combo);
  return (n) => play(n, seat, combo, called);
}

function play(n: GofState, seat: number, combo: Combo, called: boolean): void {
  const hand = n.hands[seat]!;
  for (const token of combo.cards.map(makeGofCard)) hand.splice(hand.indexOf(token), 1);
  n.trick.push({ seat, cards: combo.cards.map(makeGofCard), type: combo.type });
  n.passed = Array<boolean>(n.seats).fill(false);
  n.firstLead = false;
  log(n, { e: 'play', seat, count: combo.cards.length });
  // "Sobald ein Spieler seine letzte Karte abgelegt hat, endet die Runde."
  if (hand.length === 0) return endRound(n, seat);
  if (hand.length === 1) announce(n, seat, called);
  const next = nextActive(n, seat);
  // Nobody else is left in the round: nobody can pass, so the trick ends at once.
  if (next === null) endTrick(n);
  else n.turn = next;
}

/**
 * "Wenn ein Spieler seine vorletzte Karte abgelegt hat, muss er laut 'Letzte Karte!' ansagen.
 * Vergisst er die Ansage, scheidet er aus der laufenden Runde aus und kann seine letzte Karte
 * nicht mehr ablegen. Für ihn wird ein Punkt … notiert" (he holds one card: 1 point). Korean:
 * "벌점 1점". With the 'automatic' option the table announces it. Reading: when every other
 * player is already out there is nobody left to "play on" ("Die übrigen Spieler setzen die
 * Runde fort"), so the last player in the round cannot drop out too; the call is taken as made.
 * A call with a play that leaves more than one card means nothing and is ignored.
 */
function announce(n: GofState, seat: number, called: boolean): void {
  if (n.options.lastCard === 'automatic' || called || nextActive(n, seat) === null) {
    log(n, { e: 'last-card', seat });
    return;
  }
  n.out[seat] = true;
  log(n, { e: 'forgot-last-card', seat });
}

function checkPassIntent(s: GofState, seat: number): Change | Rejection {
  const refused = notYourMove(s, seat);
  if (refused) return refused;
  const why = checkPass(stateContext(s, seat));
  if (why) return reject(why);
  return (n) => {
    n.passed[seat] = true;
    log(n, { e: 'pass', seat });
    // "…bis der Reihe nach alle Spieler gepasst haben": every other player still in the round
    // passed in a row since the last play. A pass does not drop a player from the trick: "Wer
    // passt, kann wieder einsteigen, wenn er das nächste Mal an der Reihe ist."
    const last = n.trick[n.trick.length - 1]!.seat;
    const waiting = n.passed.some((p, i) => !p && i !== last && !n.out[i]);
    if (waiting) n.turn = nextActive(n, seat);
    else endTrick(n);
  };
}

// --- The exchange ("Kartentausch zu Beginn der Runde") -------------------------------------

function checkGive(s: GofState, seat: number, card: string): Change | Rejection {
  if (s.phase !== 'exchange' || !s.exchange) return reject('wrong-phase');
  if (seat !== s.exchange.winner) return reject('not-your-turn');
  // Korean: "카드를 받고 나면 … 자신의 손에서 원하는 카드 1장을 골라": any card of the hand
  // after receiving the loser's, that one included.
  if (!s.hands[seat]!.includes(card)) return reject('not-in-hand');
  return (n) => {
    const ex = n.exchange!;
    moveCard(n, ex.winner, ex.loser, card);
    n.exchange = { ...ex, fromWinner: card };
    log(n, { e: 'exchange', from: ex.winner, to: ex.loser, card });
    // "Die folgenden Spielrunden beginnt dann jeweils der Gewinner der vorherigen Runde."
    beginPlay(n, ex.winner);
  };
}
