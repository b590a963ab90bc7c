// Gangsta!'s public log in sentences (names by match seat, cards by their names).
import { heistCard, snitchCard } from '../../../engine/games/gangsta/catalogue.ts';
import type { GangstaView } from '../../../engine/index.ts';
import { CHAPTER_TEXT, END_TEXT, cardName } from '../../../i18n/games/gangsta/texts.ts';

type LogEntry = GangstaView['log'][number];
type Name = (seat: number) => string;

const list = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** One line of the log as a sentence, or null for lines shown otherwise (a turn's start). */
export function logText(e: LogEntry, name: Name): string | null {
  switch (e.e) {
    case 'turn':
      return null;
    case 'synchronised':
      return `${name(e.seat)}’s whole gang was engaged: all of it is available again.`;
    case 'mobilise':
      return `${name(e.seat)} mobilised ${cardName(e.gangster)} (${e.paid === 0 ? 'free, thanks to a Leader' : `$${e.paid}`}).`;
    case 'recruit':
      return e.paid === 0
        ? `${name(e.seat)} took ${cardName(e.gangster)} for free.`
        : `${name(e.seat)} recruited ${cardName(e.gangster)} for $${e.paid}.`;
    case 'heist-chosen':
      return `${name(e.seat)} is planning ${cardName(e.heist)}.`;
    case 'engage':
      return e.member.seat === e.seat
        ? `${cardName(e.member.gangster)} joins ${name(e.seat)}’s heist.`
        : `${name(e.member.seat)}’s ${cardName(e.member.gangster)} joins ${name(e.seat)}’s heist.`;
    case 'consent':
      return e.ok
        ? `${name(e.seat)} lends ${cardName(e.gangster)}.`
        : `${name(e.seat)} refuses to lend ${cardName(e.gangster)}.`;
    case 'abandon':
      return `${name(e.seat)} abandoned ${cardName(e.heist)}.`;
    case 'heist': {
      const h = heistCard(e.heist);
      const pay = h ? ` (+$${h.money}, +${h.influence}★)` : '';
      const partners = e.coop.filter((s) => s !== e.seat);
      const coop =
        partners.length > 0 && h?.coop
          ? ` Co-op reward (${h.coop.kind === 'cash' ? `+$${h.coop.amount}` : `+${h.coop.amount}★`} each) for ${list(e.coop.map(name))}.`
          : '';
      return `${name(e.seat)} pulled off ${cardName(e.heist)}${pay}.${coop}`;
    }
    case 'free-recruit-declined':
      return `${name(e.seat)} turned down the free gangster.`;
    case 'pass':
      return `${name(e.seat)} passed${e.income > 0 ? ` and collected $${e.income}` : ''}.`;
    case 'idle':
      return `Everyone passed: ${cardName(e.heist)} left the river.`;
    case 'snitch': {
      const rating = snitchCard(e.snitch)?.informants ?? 0;
      if (e.bills.length === 0) {
        return `A snitch, ${cardName(e.snitch)}: the third in Domination. The game ends.`;
      }
      const bills = e.bills.map((b) =>
        b.discards
          ? `${name(b.seat)} could not pay $${b.owed} and must discard a gangster`
          : b.owed > 0 && b.paid === 0
            ? `${name(b.seat)} could not pay $${b.owed} but has no gangster to lose`
            : b.paid > 0
              ? `${name(b.seat)} paid $${b.paid}`
              : `${name(b.seat)} owed nothing`,
      );
      return `A snitch, ${cardName(e.snitch)} (${rating} Informants)! ${list(bills)}.`;
    }
    case 'discard':
      return e.from === e.seat
        ? `${name(e.seat)} discarded ${cardName(e.gangster)} (${e.cause === 'snitch' ? 'the snitch' : 'the Mercenary check'}).`
        : `${name(e.seat)} discarded ${name(e.from)}’s ${cardName(e.gangster)} (the Mercenary check).`;
    case 'opportunity': {
      const paid = e.income.flatMap((x, seat) => (x > 0 ? [`${name(seat)} +$${x}`] : []));
      return `Opportunity income: ${paid.length > 0 ? list(paid) : 'nobody'}.`;
    }
    case 'mercenary': {
      const counts = e.mercenaries.map((m, seat) => `${name(seat)} ${m}`).join(', ');
      const losers =
        e.losers.length === 0
          ? 'nobody loses a gangster'
          : `${list(e.losers.map(name))} lose a gangster`;
      const chooser = e.chooser === null ? '' : `; ${name(e.chooser)} chooses which`;
      return `Mercenary check (${counts}): ${losers}${chooser}.`;
    }
    case 'chapter':
      return `Chapter ${CHAPTER_TEXT[e.chapter].numeral}, ${CHAPTER_TEXT[e.chapter].name}, begins${e.cause === 'deck-out' ? ' (the heist deck ran out)' : ''}: the heist river is dealt anew.`;
    case 'game-over':
      return `The game is over: ${END_TEXT[e.reason]}. ${e.winners.length === 1 ? `${name(e.winners[0]!)} wins` : `${list(e.winners.map(name))} share the win`}.`;
  }
}
