// Gangsta!'s automatic flow: setup, the end of a turn (rivers refilled, snitches resolved),
// chapter changes with their end-of-chapter effects, the start of a turn and the end of the
// game. Every function here mutates a draft the caller cloned; none validates player input.
import { appendLog } from '../../core/game-log.ts';
import { nextInt, seedRng, shuffle } from '../../core/rng.ts';
import { BOSSES, GANGSTERS } from './cards.ts';
import {
  bossCard,
  chapterDeck,
  gangsterCard,
  influenceOfMember,
  isBoss,
  skillCounts,
  skillsOfMember,
  snitchCard,
} from './catalogue.ts';
import type {
  GangstaOptions,
  GangstaState,
  LogEntry,
  Pending,
  PlayerState,
  ScoreLine,
  SnitchBill,
  Task,
} from './state.ts';
import {
  BONUS,
  CHAPTERS,
  DOMINATION_AT,
  GAME_ENDS_AT,
  GANG_WARS_AT,
  LAST_SNITCH,
  LATE_SEAT_MONEY,
  RIVER_SIZE,
  TIED_BONUS,
  type Chapter,
  type EndReason,
} from './vocabulary.ts';

/** A fresh match (rulebook "Setup"): a random boss and its money each, both rivers of 5. */
export function setupMatch(seed: string, seats: number, options: GangstaOptions): GangstaState {
  let rng = seedRng(seed);
  const shuffled = (ids: readonly string[]): string[] => {
    const [out, next] = shuffle(ids, rng);
    rng = next;
    return out;
  };
  const bosses = shuffled(BOSSES.map((b) => b.id));
  const gangsterDeck = shuffled(GANGSTERS.map((g) => g.id));
  const heistDecks = {} as Record<Chapter, string[]>;
  for (const chapter of CHAPTERS) heistDecks[chapter] = shuffled(chapterDeck(chapter));
  // Reading (rulebook silent on who starts): the first player is drawn at random.
  const [first, afterFirst] = nextInt(rng, seats);
  rng = afterFirst;
  // Reading (the project's, against the first player's edge): $1 more for every seat a player
  // sits after the first player, in turn order.
  const players: PlayerState[] = bosses.slice(0, seats).map((boss, seat) => ({
    boss,
    gang: [{ id: boss, engaged: false }],
    money: bossCard(boss)!.money + (seat === first ? 0 : LATE_SEAT_MONEY),
    heists: [],
    heistInfluence: 0,
  }));
  const s: GangstaState = {
    seats,
    options,
    rng,
    phase: 'turn',
    chapter: 'genesis',
    turn: 0,
    current: first,
    freeMobilisations: 0,
    players,
    gangsterDeck,
    heistDecks,
    gangsterRiver: gangsterDeck.splice(0, RIVER_SIZE),
    heistRiver: heistDecks.genesis.splice(0, RIVER_SIZE),
    discards: [],
    snitches: 0,
    heist: null,
    pending: [],
    queue: [],
    idlePasses: 0,
    log: [],
    result: null,
  };
  beginTurn(s, first);
  return s;
}

/** A deep copy for check-then-clone-and-apply; log lines are immutable and shared. */
export function cloneState(s: GangstaState): GangstaState {
  return {
    ...s,
    players: s.players.map((p) => ({
      ...p,
      gang: p.gang.map((m) => ({ ...m })),
      heists: [...p.heists],
    })),
    gangsterDeck: [...s.gangsterDeck],
    heistDecks: {
      genesis: [...s.heistDecks.genesis],
      'gang-wars': [...s.heistDecks['gang-wars']],
      domination: [...s.heistDecks.domination],
    },
    gangsterRiver: [...s.gangsterRiver],
    heistRiver: [...s.heistRiver],
    discards: [...s.discards],
    heist: s.heist && { ...s.heist, team: [...s.heist.team] },
    pending: [...s.pending],
    queue: [...s.queue],
    log: [...s.log],
  };
}

/** Appends a public log line stamped with the turn. */
export function log(s: GangstaState, entry: DistributiveOmit<LogEntry, 'turn'>): void {
  appendLog(s.log, { turn: s.turn, ...entry } as LogEntry);
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The ids of a player's gang, boss first. */
export const gangIds = (p: PlayerState): string[] => p.gang.map((m) => m.id);

/** Recruited gangsters in a gang (the boss is not one). */
export const recruited = (p: PlayerState): number => p.gang.length - 1;

/** Members with the Leader skill, engaged or not (pass income counts them all). */
export function leaders(p: PlayerState, availableOnly: boolean): number {
  return p.gang.filter(
    (m) => (!availableOnly || !m.engaged) && skillsOfMember(m.id).includes('leader'),
  ).length;
}

/** Runs queued end-of-turn steps until a choice is pending, the game ends or a turn begins. */
export function settle(s: GangstaState): void {
  while (s.result === null) {
    if (s.pending.length > 0) {
      s.phase = 'resolve';
      return;
    }
    const task = s.queue.shift();
    if (!task) return;
    runTask(s, task);
  }
}

function runTask(s: GangstaState, task: Task): void {
  switch (task.t) {
    case 'opportunity':
      return opportunityIncome(s);
    case 'mercenary':
      return mercenaryCheck(s);
    case 'chapter': {
      // Reading (digest): at a chapter change the heist river is cleared and refilled from the
      // new chapter's deck; the cleared heists go face up to the discards.
      const cleared = s.heistRiver;
      s.discards.push(...cleared);
      s.heistRiver = [];
      s.chapter = task.chapter;
      log(s, { e: 'chapter', chapter: task.chapter, cause: task.cause, cleared });
      return;
    }
    case 'refill':
      return refill(s);
    case 'next-turn':
      return beginTurn(s, (s.current + 1) % s.seats);
  }
}

/** The steps that end `from` and open the next chapter (rulebook "Chapters"). */
export function chapterChange(from: Chapter, cause: 'recruit' | 'deck-out'): Task[] {
  if (from === 'genesis')
    return [{ t: 'opportunity' }, { t: 'chapter', chapter: 'gang-wars', cause }];
  return [{ t: 'mercenary' }, { t: 'chapter', chapter: 'domination', cause }];
}

/** After a recruit: the 9th gangster ends the game; the 4th and 7th change the chapter. */
export function afterRecruit(s: GangstaState, seat: number): void {
  const n = recruited(s.players[seat]!);
  if (n >= GAME_ENDS_AT) return endGame(s, 'ninth-gangster');
  if (s.chapter === 'genesis' && n >= GANG_WARS_AT) {
    s.queue.unshift(...chapterChange('genesis', 'recruit'));
  } else if (s.chapter === 'gang-wars' && n >= DOMINATION_AT) {
    s.queue.unshift(...chapterChange('gang-wars', 'recruit'));
  }
}

/** End of turn (rulebook "At the end of each player turn the river is replenished"). */
function refill(s: GangstaState): void {
  // Reading: an empty gangster deck leaves the river short; recruiting goes on from what is left.
  while (s.gangsterRiver.length < RIVER_SIZE && s.gangsterDeck.length > 0) {
    s.gangsterRiver.push(s.gangsterDeck.shift()!);
  }
  while (s.heistRiver.length < RIVER_SIZE) {
    const deck = s.heistDecks[s.chapter];
    const card = deck.shift();
    if (card === undefined) {
      // Reading (deck-out rule): a chapter whose heist deck runs dry ends as if a gangster had
      // been recruited to end it; Domination running dry ends the game.
      if (s.chapter === 'domination') return endGame(s, 'deck-out');
      s.queue.unshift(...chapterChange(s.chapter, 'deck-out'), { t: 'refill' });
      return;
    }
    const snitch = snitchCard(card);
    if (!snitch) {
      s.heistRiver.push(card);
      continue;
    }
    s.discards.push(card);
    if (s.chapter === 'domination' && ++s.snitches >= LAST_SNITCH) {
      // Reading: the game ends the moment the 3rd Domination snitch shows; nobody pays it.
      log(s, { e: 'snitch', snitch: card, bills: [] });
      return endGame(s, 'third-snitch');
    }
    resolveSnitch(s, card, snitch.informants);
    if (s.pending.length > 0) {
      // Resolved at once: the discards are chosen before the snitch is replaced.
      s.queue.unshift({ t: 'refill' });
      return;
    }
  }
}

/** Rulebook "Snitches": pay $1 per Informant on the card, less $1 per Informant in your gang;
 *  whoever cannot pay it all discards a gangster instead (never the boss). */
export function resolveSnitch(s: GangstaState, card: string, informants: number): void {
  const bills: SnitchBill[] = s.players.map((p, seat) => {
    const owed = Math.max(0, informants - skillCounts(gangIds(p)).informant);
    if (p.money >= owed) {
      p.money -= owed;
      return { seat, owed, paid: owed, discards: false };
    }
    // Reading: a player short of money pays nothing and discards instead; with only the boss
    // left, "nothing happens".
    const discards = recruited(p) > 0;
    if (discards) s.pending.push({ kind: 'discard', seat, from: seat, cause: 'snitch' });
    return { seat, owed, paid: 0, discards };
  });
  log(s, { e: 'snitch', snitch: card, bills });
}

/** End of Genesis (rulebook "Chapters"): every player short of the most skills gets the
 *  difference in $. */
function opportunityIncome(s: GangstaState): void {
  const skills = s.players.map((p) =>
    gangIds(p).reduce((t, id) => t + skillsOfMember(id).length, 0),
  );
  const most = Math.max(...skills);
  const income = skills.map((k) => most - k);
  s.players.forEach((p, i) => (p.money += income[i]!));
  log(s, { e: 'opportunity', skills, income });
}

/** End of Gang Wars (rulebook "Gang Wars"): all but the most Mercenaries discard one gangster;
 *  on a tie for the most, everyone does. Two players: at least double chooses the other's. */
function mercenaryCheck(s: GangstaState): void {
  const mercenaries = s.players.map((p) => skillCounts(gangIds(p)).mercenary);
  const most = Math.max(...mercenaries);
  const top = mercenaries.flatMap((m, seat) => (m === most ? [seat] : []));
  const everyone = s.players.map((_, seat) => seat);
  const losers = top.length === 1 ? everyone.filter((seat) => seat !== top[0]) : everyone;
  // Reading: "double or more" needs the counts to differ (0 against 0 is a tie).
  const chooser =
    s.seats === 2 && top.length === 1 && most >= 2 * mercenaries[1 - top[0]!]! ? top[0]! : null;
  for (const seat of losers) {
    if (recruited(s.players[seat]!) === 0) continue; // only the boss: nothing happens
    s.pending.push({ kind: 'discard', seat: chooser ?? seat, from: seat, cause: 'mercenary' });
  }
  log(s, { e: 'mercenary', mercenaries, losers, chooser });
}

/** Starts `seat`'s turn: synchronisation, then the Leader-free mobilisations (rulebook "Gang
 *  mobilization"). */
export function beginTurn(s: GangstaState, seat: number): void {
  s.turn++;
  s.current = seat;
  s.phase = 'turn';
  s.heist = null;
  log(s, { e: 'turn', seat });
  const p = s.players[seat]!;
  // Reading: synchronisation is checked as the player's mobilisation begins, on the whole gang
  // (boss included).
  if (p.gang.every((m) => m.engaged)) {
    p.gang.forEach((m) => (m.engaged = false));
    log(s, { e: 'synchronised', seat });
  }
  // Reading: the free turns are counted once, from the Leaders available as the phase begins;
  // a Leader freed during the phase does not free another (no chains).
  s.freeMobilisations = leaders(p, true);
}

/** Ends the game at once and scores it (rulebook "End Game", "Scoring"). */
export function endGame(s: GangstaState, reason: EndReason): void {
  const scores = score(s.players);
  const best = Math.max(...scores.map((x) => x.total));
  // Reading (rulebook silent on ties): players tied for the most influence share the win.
  const winners = scores.filter((x) => x.total === best).map((x) => x.seat);
  s.result = { reason, scores, winners };
  s.phase = 'over';
  s.heist = null;
  s.pending = [];
  s.queue = [];
  log(s, { e: 'game-over', reason, winners });
}

/** Final scores: gang influence + heist influence + the wealth and gang-size bonuses. */
export function score(players: readonly PlayerState[]): ScoreLine[] {
  const bonus = (values: number[], seat: number): number => {
    const most = Math.max(...values);
    if (values[seat] !== most) return 0;
    return values.filter((v) => v === most).length === 1 ? BONUS : TIED_BONUS;
  };
  const money = players.map((p) => p.money);
  const sizes = players.map(recruited);
  return players.map((p, seat) => {
    const gang = p.gang.reduce((t, m) => t + influenceOfMember(m.id), 0);
    const wealth = bonus(money, seat);
    const size = bonus(sizes, seat);
    return {
      seat,
      gang,
      heists: p.heistInfluence,
      wealth,
      size,
      total: gang + p.heistInfluence + wealth + size,
    };
  });
}

/** Whether a gang member may be discarded (never the boss). */
export const discardable = (id: string): boolean => !isBoss(id) && gangsterCard(id) !== undefined;

/** Open choices of one seat. */
export const pendingOf = (s: GangstaState, seat: number): Pending | undefined =>
  s.pending.find((p) => p.seat === seat);
