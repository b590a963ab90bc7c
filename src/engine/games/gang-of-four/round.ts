// The round's automatic flow: dealing, the card exchange, who leads, the end of a trick, the
// scoring and the end of the game (German "Spielablauf", "Kartentausch", "Spielrichtung",
// "Ablagestapel", "Wertung"; Korean "게임의 진행", "세부 규칙"). Every function here mutates a
// draft the caller cloned; none validates player input.
import { appendLog } from '../../core/game-log.ts';
import { nextInt, seedRng, shuffle } from '../../core/rng.ts';
import { GOF_DECK, makeGofCard, parseGofCard, sortGofTokens } from './cards.ts';
import type { GofOptions, GofState, LogEntry, RoundScore } from './state.ts';
import { GAME_END_SCORE, HAND_SIZE, type Direction } from './vocabulary.ts';

/** The deck as tokens, both copies of a coloured number side by side. */
export const DECK_TOKENS: readonly string[] = GOF_DECK.map(makeGofCard);

/** A fresh match: the seeded RNG picks the first dealer, then round 1 is dealt. The German
 * edition has the oldest player deal first; the table has no ages, so the RNG stands in. The
 * purists' Chinese ritual (cut, count round to the player dealt first) changes nothing on a
 * shuffled deck, so it is left out. */
export function setupMatch(seed: string, seats: number, options: GofOptions): GofState {
  const [dealer, rng] = nextInt(seedRng(seed), seats);
  const s: GofState = {
    seats,
    options,
    rng,
    phase: 'play',
    round: 1,
    dealer,
    // "In der ersten Runde wird gegen den Uhrzeigersinn gespielt" (German "Spielrichtung").
    direction: 'counter-clockwise',
    hands: [],
    aside: [],
    turn: null,
    trick: [],
    passed: [],
    pile: 0,
    out: [],
    firstLead: false,
    exchange: null,
    rounds: [],
    totals: Array<number>(seats).fill(0),
    result: null,
    log: [],
  };
  shuffleAndDeal(s);
  return s;
}

/** Appends a public log line stamped with the current round. */
export function log(s: GofState, entry: DistributiveOmit<LogEntry, 'round'>): void {
  appendLog(s.log, { round: s.round, ...entry } as LogEntry);
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** +1 clockwise (to the left), -1 counter-clockwise (to the right). */
export function stepOf(direction: Direction): 1 | -1 {
  return direction === 'clockwise' ? 1 : -1;
}

/** The next seat after `from` in this round's direction still in the round, or null. */
export function nextActive(s: GofState, from: number): number | null {
  const d = stepOf(s.direction);
  for (let k = 1; k < s.seats; k++) {
    const seat = (((from + k * d) % s.seats) + s.seats) % s.seats;
    if (!s.out[seat]) return seat;
  }
  return null;
}

/** Sixteen cards each from the top of `deck`; with three players the rest is set aside. */
export function splitDeck(deck: readonly string[], seats: number): [string[][], string[]] {
  const hands = Array.from({ length: seats }, (_, i) =>
    deck.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE),
  );
  return [hands, deck.slice(seats * HAND_SIZE)];
}

/** All 64 cards reshuffled ("In der nächsten Runde werden die 16 Karten wieder unter die
 * übrigen Karten gemischt"), then dealt. */
function shuffleAndDeal(s: GofState): void {
  let deck: string[];
  [deck, s.rng] = shuffle(DECK_TOKENS, s.rng);
  const [hands, aside] = splitDeck(deck, s.seats);
  startRound(s, hands, aside);
}

/** Starts the current round from dealt hands: the exchange from round 2, else the first lead.
 * Tests call it with stacked hands. */
export function startRound(s: GofState, hands: string[][], aside: string[]): void {
  s.hands = hands.map((h) => sortGofTokens(h));
  s.aside = [...aside];
  s.trick = [];
  s.passed = Array<boolean>(s.seats).fill(false);
  s.pile = 0;
  s.out = Array<boolean>(s.seats).fill(false);
  s.exchange = null;
  s.firstLead = false;
  // The log keeps this round only: the score sheet is the game's history, and a short state
  // clones fast on every intent.
  s.log = [];
  log(s, { e: 'deal', dealer: s.dealer, direction: s.direction });
  if (s.round === 1) {
    // "Wer die mehrfarbige Eins hat, beginnt die erste Runde … Eine seiner ausgespielten
    // Karten muss die mehrfarbige Eins sein." Three players, nobody holds it: "so beginnt der
    // Spieler, der rechts vom Kartenverteiler sitzt" (right = seat - 1), and leads anything.
    // Reading: the Korean "무지개 '1' 카드를 포함한 1~5장의 카드 조합" lists the usual sizes; a
    // gang of 1s with the 1M is a combination containing it too (German: "eine Einzelkarte
    // oder eine Kombination"), so it may lead.
    const holder = s.hands.findIndex((h) => h.includes('1M'));
    s.firstLead = holder >= 0;
    beginPlay(s, holder >= 0 ? holder : (s.dealer - 1 + s.seats) % s.seats);
    return;
  }
  // "Kartentausch zu Beginn der Runde": the loser gives the winner their highest card at
  // once (no choice), then the winner chooses a card to give back.
  const last = s.rounds[s.rounds.length - 1]!;
  const loser = loserOf(s, last);
  const card = highestCard(s.hands[loser]!);
  moveCard(s, loser, last.winner, card);
  s.exchange = { loser, winner: last.winner, fromLoser: card, fromWinner: null };
  log(s, { e: 'exchange', from: loser, to: last.winner, card });
  s.phase = 'exchange';
  s.turn = last.winner;
}

/** The play phase begins with `leader` to lead. */
export function beginPlay(s: GofState, leader: number): void {
  s.phase = 'play';
  s.turn = leader;
}

/** The highest card of a hand by the single-card order (DR > PY > PG > 10R > …). */
export function highestCard(hand: readonly string[]): string {
  return makeGofCard(Math.max(...hand.map(parseGofCard)));
}

/** Moves one copy of `card` from one hand to another, keeping both sorted. */
export function moveCard(s: GofState, from: number, to: number, card: string): void {
  const src = s.hands[from]!;
  src.splice(src.indexOf(card), 1);
  s.hands[to] = sortGofTokens([...s.hands[to]!, card]);
}

/**
 * Who gives in the exchange: most penalty points last round; tied, the highest total; still
 * tied, the one nearest the winner going clockwise (Korean "카드 교환": "승자로부터 시계방향으로
 * 가까운 사람") or counter-clockwise (German: "entgegen dem Uhrzeigersinn näher am Gewinner").
 */
export function loserOf(s: GofState, last: RoundScore): number {
  const worst = Math.max(...last.penalties);
  let tied = last.penalties.flatMap((p, seat) => (p === worst ? [seat] : []));
  const top = Math.max(...tied.map((seat) => s.totals[seat]!));
  tied = tied.filter((seat) => s.totals[seat] === top);
  const d = s.options.loserTie === 'clockwise' ? 1 : -1;
  for (let k = 1; k < s.seats; k++) {
    const seat = (((last.winner + k * d) % s.seats) + s.seats) % s.seats;
    if (tied.includes(seat)) return seat;
  }
  return tied[0]!;
}

/**
 * Ends the trick once all others passed in a row: its cards go face down, only their count is
 * kept ("Die abgelegten Karten dürfen nicht mehr angesehen werden"), and the last player to
 * play leads. If that player is out for not calling "last card", "ist an seiner Stelle nun der
 * hinter ihm sitzende Spieler an der Reihe": the next player in this round's direction.
 */
export function endTrick(s: GofState): void {
  const last = s.trick[s.trick.length - 1]!;
  const cards = s.trick.reduce((n, p) => n + p.cards.length, 0);
  s.pile += cards;
  s.trick = [];
  s.passed = Array<boolean>(s.seats).fill(false);
  const leader = s.out[last.seat] ? nextActive(s, last.seat)! : last.seat;
  s.turn = leader;
  log(s, { e: 'trick', cards, leader });
}

/** Penalty points for one player left holding `cards` cards ("Wertung"). */
export function penaltyFor(cards: number): number {
  const perCard = cards <= 7 ? 1 : cards <= 10 ? 2 : cards <= 13 ? 3 : cards <= 15 ? 4 : 5;
  return cards * perCard;
}

/** The round ends the moment `winner` has no cards: the others score what they hold; the game
 * ends when someone reaches 100, the lowest total winning, ties shared ("Wertung"). Reading:
 * "100 Punkte erreicht" (German) and "100점에 도달" (Korean) mean 100 or more; the Korean
 * "100점이 넘으면" in its overview is taken as the same. */
export function endRound(s: GofState, winner: number): void {
  const cardsLeft = s.hands.map((h) => h.length);
  const penalties = cardsLeft.map(penaltyFor);
  s.rounds.push({ round: s.round, winner, cardsLeft, forgot: [...s.out], penalties });
  s.totals = s.totals.map((t, i) => t + penalties[i]!);
  s.turn = null;
  log(s, { e: 'round-end', winner, penalties });
  if (s.totals.some((t) => t >= GAME_END_SCORE)) {
    const best = Math.min(...s.totals);
    const winners = s.totals.flatMap((t, seat) => (t === best ? [seat] : []));
    s.phase = 'over';
    s.result = { winners, totals: [...s.totals] };
    log(s, { e: 'game-over', winners });
  } else {
    s.phase = 'round-end';
  }
}

/** The next round: the last winner deals and leads, the direction turns ("Spielrichtung"). */
export function nextRound(s: GofState): void {
  s.dealer = s.rounds[s.rounds.length - 1]!.winner;
  s.round += 1;
  s.direction = s.round % 2 === 1 ? 'counter-clockwise' : 'clockwise';
  shuffleAndDeal(s);
}
