// Gangsta!'s public log in sentences, in the reader's language (names by match seat, cards by
// their names; lists and numbers through Intl): the log panel, the demo's caption and the screen
// reader's announcements read these.
import { heistCard, snitchCard } from '../../../engine/games/gangsta/catalogue.ts';
import type { GangstaView } from '../../../engine/index.ts';
import { CHAPTER_TEXT, END_TEXT, cardName, say } from '../../../i18n/games/gangsta/texts.ts';
import { dollars, stars, unitList } from '../../../i18n/games/gangsta/words.ts';

type LogEntry = GangstaView['log'][number];
type Name = (seat: number) => string;

const log = (key: string, options: Record<string, unknown> = {}) => say(`log.${key}`, options);

/** A reward's amount: '$2' or '1★'. */
const reward = (r: { kind: string; amount: number }) =>
  r.kind === 'cash' ? dollars(r.amount) : stars(r.amount);

/** A snitch's line: its rating and what each player paid. */
function snitchText(e: Extract<LogEntry, { e: 'snitch' }>, name: Name): string {
  const card = cardName(e.snitch);
  if (e.bills.length === 0) return log('snitchEnds', { card });
  const bills = e.bills.map((b) => {
    const who = { name: name(b.seat), owed: dollars(b.owed), paid: dollars(b.paid) };
    if (b.discards) return log('bill.discards', who);
    if (b.owed > 0 && b.paid === 0) return log('bill.nothingToLose', who);
    return b.paid > 0 ? log('bill.paid', who) : log('bill.nothing', who);
  });
  return log('snitch', { card, count: snitchCard(e.snitch)?.informants ?? 0, bills });
}

/** The line of a heist pulled off, with its pay and the co-op reward. */
function heistText(e: Extract<LogEntry, { e: 'heist' }>, name: Name): string {
  const h = heistCard(e.heist);
  const card = cardName(e.heist);
  const line = h
    ? log('heistPaid', {
        name: name(e.seat),
        card,
        money: dollars(h.money),
        influence: stars(h.influence),
      })
    : log('heist', { name: name(e.seat), card });
  const partners = e.coop.filter((s) => s !== e.seat);
  if (partners.length === 0 || !h?.coop) return line;
  return `${line} ${log('coop', { amount: reward(h.coop), names: e.coop.map(name) })}`;
}

/** One line of the log as a sentence, or null for lines shown otherwise (a turn's start). */
export function logText(e: LogEntry, name: Name): string | null {
  switch (e.e) {
    case 'turn':
      return null;
    case 'synchronised':
      return log('synchronised', { name: name(e.seat) });
    case 'mobilise':
      return e.paid === 0
        ? log('mobiliseFree', { name: name(e.seat), card: cardName(e.gangster) })
        : log('mobilise', {
            name: name(e.seat),
            card: cardName(e.gangster),
            paid: dollars(e.paid),
          });
    case 'recruit':
      return e.paid === 0
        ? log('recruitFree', { name: name(e.seat), card: cardName(e.gangster) })
        : log('recruit', { name: name(e.seat), card: cardName(e.gangster), paid: dollars(e.paid) });
    case 'heist-chosen':
      return log('heistChosen', { name: name(e.seat), card: cardName(e.heist) });
    case 'engage':
      return e.member.seat === e.seat
        ? log('engage', { card: cardName(e.member.gangster), name: name(e.seat) })
        : log('engageOther', {
            owner: name(e.member.seat),
            card: cardName(e.member.gangster),
            name: name(e.seat),
          });
    case 'consent':
      return log(e.ok ? 'lends' : 'refuses', { name: name(e.seat), card: cardName(e.gangster) });
    case 'abandon':
      return log('abandon', { name: name(e.seat), card: cardName(e.heist) });
    case 'heist':
      return heistText(e, name);
    case 'free-recruit-declined':
      return log('declined', { name: name(e.seat) });
    case 'pass':
      return e.income > 0
        ? log('passIncome', { name: name(e.seat), income: dollars(e.income) })
        : log('pass', { name: name(e.seat) });
    case 'idle':
      return log('idle', { card: cardName(e.heist) });
    case 'snitch':
      return snitchText(e, name);
    case 'discard':
      return e.from === e.seat
        ? log('discardOwn', {
            name: name(e.seat),
            card: cardName(e.gangster),
            cause: log(`causes.${e.cause === 'snitch' ? 'snitch' : 'mercenary'}`),
          })
        : log('discardOther', {
            name: name(e.seat),
            owner: name(e.from),
            card: cardName(e.gangster),
            cause: log('causes.mercenary'),
          });
    case 'opportunity': {
      const paid = e.income.flatMap((x, seat) =>
        x > 0 ? [log('income', { name: name(seat), amount: dollars(x) })] : [],
      );
      return paid.length > 0 ? log('opportunity', { paid }) : log('opportunityNone');
    }
    case 'mercenary': {
      const counts = unitList(
        e.mercenaries.map((n, seat) => log('mercenaryCount', { name: name(seat), n })),
      );
      const losers =
        e.losers.length === 0
          ? log('nobodyLoses')
          : log('losers', { names: e.losers.map(name), count: e.losers.length });
      return e.chooser === null
        ? log('mercenary', { counts, losers })
        : log('mercenaryChooser', { counts, losers, chooser: name(e.chooser) });
    }
    case 'chapter': {
      const { numeral, name: chapter } = CHAPTER_TEXT[e.chapter];
      return log(e.cause === 'deck-out' ? 'chapterDeckOut' : 'chapter', { numeral, name: chapter });
    }
    case 'game-over':
      return e.winners.length === 1
        ? log('wins', { reason: END_TEXT[e.reason], name: name(e.winners[0]!) })
        : log('share', { reason: END_TEXT[e.reason], names: e.winners.map(name) });
  }
}
