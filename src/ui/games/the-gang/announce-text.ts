// Specialists' announcements, proposals and log lines as sentences (names by match seat), in the
// reader's language: the host sends the log as codes and numbers; the words are made here.
import type { ProposalBody } from '../../../engine/games/the-gang/state.ts';
import type { GangView } from '../../../engine/index.ts';
import { CHALLENGE_TEXT, SPECIALIST_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { locale, t as translate } from '../../../i18n/i18n.ts';
import { cardLabel, categoryName, chipParts, rankLabel } from './format.ts';

type Announcement = GangView['announcements'][number];
type LogEntry = GangView['log'][number];

/** A message of the 'the-gang' namespace. */
const t = (key: string, options: Record<string, unknown> = {}): string =>
  (translate as unknown as (k: string, o: object) => string)(key, { ns: 'the-gang', ...options });

/** A hand ranking inside a sentence (lower case where the language writes it so). */
const inSentence = (category: string): string => categoryName(category).toLocaleLowerCase(locale());

/** What a specialist made a player announce. */
export function announcementText(a: Announcement, name: (seat: number) => string): string {
  const who = name(a.seat);
  switch (a.kind) {
    case 'investor':
      return t('log.investor', { name: who, count: a.faceCards });
    case 'math-whiz':
      return t('log.mathWhiz', { name: who, sum: a.sum });
    case 'getaway-driver':
      return t('log.getawayDriver', { name: who, category: inSentence(a.category) });
    case 'mastermind':
      return t('log.mastermind', { name: who, count: a.count, rank: rankLabel(a.rank) });
  }
}

/** A proposal (a specialist's use or a scan guess) in words. */
export function proposalText(p: ProposalBody, name: (seat: number) => string): string {
  const key = `log.proposal.${p.kind}`;
  switch (p.kind) {
    case 'informant':
      return t(key, {
        card: SPECIALIST_TEXT.informant.name,
        name: name(p.seat),
        target: name(p.target),
      });
    case 'mastermind':
      return t(key, {
        card: SPECIALIST_TEXT.mastermind.name,
        name: name(p.seat),
        rank: rankLabel(p.rank),
      });
    case 'getaway-driver':
    case 'hacker':
    case 'jack':
    case 'muscle':
      return t(key, { card: SPECIALIST_TEXT[p.kind].name, name: name(p.seat) });
    case 'retina-scan':
      return t(key, { card: CHALLENGE_TEXT['retina-scan'].name, rank: rankLabel(p.rank) });
    case 'fingerprint-scan':
      return t(key, {
        card: CHALLENGE_TEXT['fingerprint-scan'].name,
        category: inSentence(p.category),
      });
  }
}

/** One public log line, or null for lines the view shows elsewhere. */
export function logText(e: LogEntry, name: (seat: number) => string): string | null {
  switch (e.e) {
    case 'take':
      return e.from === null
        ? t('log.take', { name: name(e.seat), chip: chip(e.chip) })
        : t('log.takeFrom', { name: name(e.seat), chip: chip(e.chip), from: name(e.from) });
    case 'return':
      return t('log.return', { name: name(e.seat), chip: chip(e.chip) });
    case 'redraw':
      return t('log.redraw', { name: name(e.seat), card: CHALLENGE_TEXT[e.challenge].name });
    case 'blackout':
      return t('log.blackout', { card: CHALLENGE_TEXT.blackout.name });
    case 'con-artist':
      return t('log.conArtist', { card: SPECIALIST_TEXT['con-artist'].name });
    case 'coordinated':
      return t('log.coordinated', { card: SPECIALIST_TEXT.coordinator.name });
    case 'specialist':
    case 'guess':
      return t('log.agreed', { what: proposalText(e.proposal, name) });
    case 'announce':
      return announcementText(e.announcement, name);
    case 'informant-shown':
      return t('log.informantShown', { name: name(e.seat), target: name(e.target) });
    case 'discarded':
      return t('log.discarded', { name: name(e.seat) });
    case 'proposal-dropped':
      return t(e.why === 'declined' ? 'log.declined' : 'log.replaced', {
        name: name(e.seat),
        what: proposalText(e.proposal, name),
      });
    case 'last-call':
      return t('log.lastCall');
    case 'confirm':
      return t('log.confirm', { name: name(e.seat) });
    case 'next-card':
      return nextCardText(e);
    case 'showdown':
      return t(e.success ? 'log.success' : 'log.failure');
    case 'game-over':
      return t(e.result === 'won' ? 'log.won' : 'log.lost');
    case 'reveal': {
      const cards = e.cards.map(cardLabel).join(' ');
      return t(e.round >= 2 && e.round <= 4 ? `log.reveal.${e.round}` : 'log.reveal.other', {
        cards,
      });
    }
    default:
      return null;
  }
}

function chip(token: string): string {
  const p = chipParts(token);
  if (!p) return token;
  return t('log.chip', { colour: t(`ui.colours.${p.colour}`), stars: p.stars });
}

/** The cards revealed for the next heist, in a sentence. */
export function nextCardText(next: {
  readonly challenges: readonly string[];
  readonly specialist: string | null;
  readonly discarded: string | null;
}): string {
  const cards = [
    ...next.challenges.map((c) =>
      t('log.nextChallenge', { name: CHALLENGE_TEXT[c as keyof typeof CHALLENGE_TEXT].name }),
    ),
    ...(next.specialist
      ? [
          t('log.nextSpecialist', {
            name: SPECIALIST_TEXT[next.specialist as keyof typeof SPECIALIST_TEXT].name,
          }),
        ]
      : []),
  ];
  if (cards.length === 0) return t('log.nextNone');
  return next.discarded
    ? t('log.nextDiscarded', {
        cards,
        gone: CHALLENGE_TEXT[next.discarded as keyof typeof CHALLENGE_TEXT].name,
      })
    : t('log.next', { cards });
}
