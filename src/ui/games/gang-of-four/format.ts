// What the screen says about the state of play, from the view alone: whose turn it is and what
// they face, the defence warning, the score sheet's rows. Pure, so it is tested without a DOM.
import type { GofView } from '../../../engine/index.ts';
import { cardName, DIRECTION_TEXT, listOf } from '../../../i18n/games/gang-of-four/texts.ts';
import { t as translate } from '../../../i18n/i18n.ts';
import { tableName } from './select.ts';

/** The banner over the table: who acts, and what they face. */
export interface TurnText {
  readonly title: string;
  readonly detail: string;
  /** The viewer is the one to act. */
  readonly mine: boolean;
}

/** "Ann and Bo", "Ann, Bo and Cy" (in the reader's language). */
export const listNames = listOf;

/** A message of the 'gang-of-four' namespace. */
const t = (key: string, options: Record<string, unknown> = {}): string =>
  (translate as unknown as (k: string, o: object) => string)(key, {
    ns: 'gang-of-four',
    ...options,
  });

/** Whose move it is and what it is about. */
export function turnText(view: GofView, name: (seat: number) => string): TurnText {
  const me = view.seat;
  const ex = view.exchange;
  switch (view.phase) {
    case 'exchange': {
      if (!ex) return { title: t('ui.exchange'), detail: '', mine: false };
      const card = cardName(ex.fromLoser);
      const who = { winner: name(ex.winner), loser: name(ex.loser), card };
      if (ex.winner === me) {
        return { title: t('ui.giveTitle', who), detail: t('ui.giveDetail', who), mine: true };
      }
      if (ex.loser === me) {
        return { title: t('ui.choosesForYou', who), detail: t('ui.youGave', who), mine: false };
      }
      return { title: t('ui.choosesFor', who), detail: t('ui.theyGave', who), mine: false };
    }
    case 'play': {
      const turn = view.turn!;
      const last = view.trick[view.trick.length - 1];
      const table = tableName(view);
      if (me !== null && view.players[me]?.out) {
        return { title: t('ui.toPlay', { name: name(turn) }), detail: t('ui.forgot'), mine: false };
      }
      if (turn === me) {
        let detail = last ? t('ui.beatOrPass', { name: name(last.seat), table }) : t('ui.youLead');
        if (view.mustInclude1M) detail = t('ui.lead1M');
        return { title: t('ui.yourTurn'), detail, mine: true };
      }
      return {
        title: t('ui.toPlay', { name: name(turn) }),
        detail: last
          ? t('ui.toBeat', { name: name(last.seat), table })
          : t('ui.leads', { name: name(turn) }),
        mine: false,
      };
    }
    case 'round-end': {
      const r = view.rounds[view.rounds.length - 1];
      return {
        title: t('ui.roundOver', { round: view.round }),
        detail: r
          ? r.winner === me
            ? t('ui.youWentOut')
            : t('ui.wentOut', { name: name(r.winner) })
          : '',
        mine: false,
      };
    }
    case 'over': {
      const winners = view.result?.winners ?? [];
      const you = me !== null && winners.includes(me);
      const others = winners.filter((s) => s !== me).map(name);
      const title = you
        ? others.length === 0
          ? t('ui.youWin')
          : t('ui.youWinWith', { names: listNames([t('ui.you'), ...others]) })
        : others.length === 1
          ? t('ui.winOne', { name: others[0] })
          : t('ui.winMany', { names: listNames(others) });
      return {
        title,
        detail: t('ui.overDetail'),
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
  const how = t('ui.defenceHow');
  return t(view.options.defence === 'enforced' ? 'ui.mustStop' : 'ui.shouldStop', {
    name: name(next),
    how,
  });
}

/** The round's line in the header: number, direction, dealer. */
export function roundText(view: GofView, name: (seat: number) => string): string {
  const d = DIRECTION_TEXT[view.direction];
  return t('ui.roundLine', {
    round: view.round,
    arrow: d.arrow,
    direction: d.lower,
    name: name(view.dealer),
  });
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
