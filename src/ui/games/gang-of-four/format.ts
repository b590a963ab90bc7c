// What the screen says about the state of play, from the view alone: whose turn it is and what
// they face, the defence warning, the score sheet's rows. Pure, so it is tested without a DOM.
import type { GofView } from '../../../engine/index.ts';
import { cardName, DIRECTION_TEXT } from '../../../i18n/games/gang-of-four/texts.ts';
import { tableName } from './select.ts';

/** The banner over the table: who acts, and what they face. */
export interface TurnText {
  readonly title: string;
  readonly detail: string;
  /** The viewer is the one to act. */
  readonly mine: boolean;
}

/** "Ann and Bo", "Ann, Bo and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Whose move it is and what it is about. */
export function turnText(view: GofView, name: (seat: number) => string): TurnText {
  const me = view.seat;
  const ex = view.exchange;
  switch (view.phase) {
    case 'exchange': {
      if (!ex) return { title: 'The exchange', detail: '', mine: false };
      const card = cardName(ex.fromLoser);
      if (ex.winner === me) {
        return {
          title: `Your turn: give ${name(ex.loser)} a card`,
          detail: `${name(ex.loser)} gave you their highest card, the ${card}. Choose any card to give back.`,
          mine: true,
        };
      }
      if (ex.loser === me) {
        return {
          title: `${name(ex.winner)} chooses a card for you`,
          detail: `You gave ${name(ex.winner)} your highest card, the ${card}.`,
          mine: false,
        };
      }
      return {
        title: `${name(ex.winner)} chooses a card for ${name(ex.loser)}`,
        detail: `${name(ex.loser)} gave ${name(ex.winner)} their highest card, the ${card}.`,
        mine: false,
      };
    }
    case 'play': {
      const turn = view.turn!;
      const last = view.trick[view.trick.length - 1];
      const table = tableName(view);
      if (me !== null && view.players[me]?.out) {
        return {
          title: `${name(turn)} to play`,
          detail: 'You forgot to call “Last card!”: you sit out the rest of this round.',
          mine: false,
        };
      }
      if (turn === me) {
        let detail = last
          ? `Beat ${name(last.seat)}’s ${table}, or pass.`
          : 'You lead: play any combination.';
        if (view.mustInclude1M)
          detail = 'You lead the game: your play must include the multicoloured 1.';
        return { title: 'Your turn', detail, mine: true };
      }
      return {
        title: `${name(turn)} to play`,
        detail: last ? `To beat: ${name(last.seat)}’s ${table}.` : `${name(turn)} leads.`,
        mine: false,
      };
    }
    case 'round-end': {
      const r = view.rounds[view.rounds.length - 1];
      return {
        title: `Round ${view.round} is over`,
        detail: r ? `${r.winner === me ? 'You' : name(r.winner)} went out first.` : '',
        mine: false,
      };
    }
    case 'over': {
      const winners = view.result?.winners ?? [];
      const you = me !== null && winners.includes(me);
      const others = winners.filter((s) => s !== me).map(name);
      const who = you ? listNames(['You', ...others]) : listNames(others);
      return {
        title: `${who} ${you || winners.length !== 1 ? 'win' : 'wins'} the game!`,
        detail: 'Someone reached 100 points: the lowest total wins.',
        mine: false,
      };
    }
  }
}

/** The next player still in the round after `seat`, in this round's direction. */
export function nextActiveSeat(view: GofView, seat: number): number | null {
  const d = view.direction === 'clockwise' ? 1 : -1;
  for (let k = 1; k < view.seats; k++) {
    const s = (((seat + k * d) % view.seats) + view.seats) % view.seats;
    if (!view.players[s]?.out) return s;
  }
  return null;
}

/** The warning for the player to act when the next player holds one card, or null. */
export function defenceText(view: GofView, name: (seat: number) => string): string | null {
  if (!view.defending || view.turn === null || view.turn !== view.seat) return null;
  const next = nextActiveSeat(view, view.turn);
  if (next === null) return null;
  const how = 'on singles, your highest card or a gang; leading, several cards';
  return view.options.defence === 'enforced'
    ? `${name(next)} holds one card: you must stop them (${how}).`
    : `${name(next)} holds one card: stop them if you can (${how}).`;
}

/** The round's line in the header: number, direction, dealer. */
export function roundText(view: GofView, name: (seat: number) => string): string {
  const d = DIRECTION_TEXT[view.direction];
  return `Round ${view.round} · ${d.arrow} ${d.name.toLowerCase()} · ${name(view.dealer)} dealt`;
}

/** One row of the score sheet: a round's penalties, who went out, who forgot "last card". */
export interface SheetRow {
  readonly round: number;
  readonly cells: readonly {
    readonly points: number;
    readonly out: boolean;
    readonly forgot: boolean;
  }[];
}

/** The score sheet's rows, round by round, and the totals. */
export function scoreSheet(view: GofView): { rows: SheetRow[]; totals: readonly number[] } {
  const rows = view.rounds.map((r) => ({
    round: r.round,
    cells: r.penalties.map((points, seat) => ({
      points,
      out: r.winner === seat,
      forgot: r.forgot[seat] ?? false,
    })),
  }));
  return { rows, totals: view.totals };
}
