// Specialists' announcements, proposals and log lines as sentences (names by match seat).
import type { ProposalBody } from '../../../engine/games/the-gang/state.ts';
import type { GangView } from '../../../engine/index.ts';
import { CHALLENGE_TEXT, SPECIALIST_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { cardLabel, categoryName, chipParts, rankLabel } from './format.ts';

type Announcement = GangView['announcements'][number];
type LogEntry = GangView['log'][number];

/** What a specialist made a player announce. */
export function announcementText(a: Announcement, name: (seat: number) => string): string {
  const who = name(a.seat);
  switch (a.kind) {
    case 'investor':
      return `${who} holds ${a.faceCards} face card${a.faceCards === 1 ? '' : 's'} (J, Q, K).`;
    case 'math-whiz':
      return `${who}’s cards add up to ${a.sum}.`;
    case 'getaway-driver':
      return `${who} has ${categoryName(a.category).toLowerCase()}.`;
    case 'mastermind':
      return `${who} holds ${a.count} × ${rankLabel(a.rank)}.`;
  }
}

/** A proposal (a specialist's use or a scan guess) in words. */
export function proposalText(p: ProposalBody, name: (seat: number) => string): string {
  switch (p.kind) {
    case 'informant':
      return `${SPECIALIST_TEXT.informant.name}: ${name(p.seat)} secretly shows a card to ${name(p.target)}`;
    case 'getaway-driver':
      return `${SPECIALIST_TEXT['getaway-driver'].name}: ${name(p.seat)} announces their hand ranking`;
    case 'mastermind':
      return `${SPECIALIST_TEXT.mastermind.name}: ${name(p.seat)} says how many ${rankLabel(p.rank)}s they hold`;
    case 'hacker':
      return `${SPECIALIST_TEXT.hacker.name}: ${name(p.seat)} draws a card, then discards one`;
    case 'jack':
      return `${SPECIALIST_TEXT.jack.name}: ${name(p.seat)} takes the Jack, then discards a card`;
    case 'muscle':
      return `${SPECIALIST_TEXT.muscle.name}: ${name(p.seat)}’s hand beats every hand of its ranking`;
    case 'retina-scan':
      return `Retina Scan guess: one of the cards is a ${rankLabel(p.rank)}`;
    case 'fingerprint-scan':
      return `Fingerprint Scan guess: the hand is ${categoryName(p.category).toLowerCase()}`;
  }
}

/** One public log line, or null for lines the view shows elsewhere. */
export function logText(e: LogEntry, name: (seat: number) => string): string | null {
  switch (e.e) {
    case 'take':
      return e.from === null
        ? `${name(e.seat)} took ${chip(e.chip)}.`
        : `${name(e.seat)} took ${chip(e.chip)} from ${name(e.from)}.`;
    case 'return':
      return `${name(e.seat)} put ${chip(e.chip)} back.`;
    case 'redraw':
      return `${name(e.seat)} redrew their hand (${e.challenge === 'motion-detector' ? 'Motion Detector' : 'Laser Tripwires'}).`;
    case 'blackout':
      return 'Blackout: the earlier chips are hidden.';
    case 'con-artist':
      return 'Con Artist: the hands were gathered and dealt again.';
    case 'coordinated':
      return 'Coordinator: everyone passed a card to the left.';
    case 'specialist':
      return `Agreed: ${proposalText(e.proposal, name)}.`;
    case 'announce':
      return announcementText(e.announcement, name);
    case 'informant-shown':
      return `${name(e.seat)} showed a card to ${name(e.target)}.`;
    case 'discarded':
      return `${name(e.seat)} discarded a card face down.`;
    case 'guess':
      return `Agreed: ${proposalText(e.proposal, name)}.`;
    case 'proposal-dropped':
      return e.why === 'declined'
        ? `${name(e.seat)} declined: ${proposalText(e.proposal, name)}.`
        : `${name(e.seat)} proposed something else instead of: ${proposalText(e.proposal, name)}.`;
    case 'last-call':
      return 'Everyone holds a red chip: use the specialist now, or confirm the reveal.';
    case 'confirm':
      return `${name(e.seat)} is ready for the reveal.`;
    case 'next-card':
      return nextCardText(e);
    case 'showdown':
      return e.success ? 'The heist succeeded: a vault is cracked.' : 'The heist failed: an alarm.';
    case 'game-over':
      return e.result === 'won' ? 'Three vaults: the gang wins!' : 'The alarms won: game over.';
    case 'reveal':
      return `${['', '', 'The flop', 'The turn', 'The river'][e.round] ?? 'Revealed'}: ${e.cards.map(cardLabel).join(' ')}.`;
    default:
      return null;
  }
}

function chip(token: string): string {
  const p = chipParts(token);
  return p ? `the ${p.colour} ${p.stars}★` : token;
}

/** The cards revealed for the next heist, in a sentence. */
export function nextCardText(next: {
  readonly challenges: readonly string[];
  readonly specialist: string | null;
  readonly discarded: string | null;
}): string {
  const names = [
    ...next.challenges.map(
      (c) => `challenge ${CHALLENGE_TEXT[c as keyof typeof CHALLENGE_TEXT].name}`,
    ),
    ...(next.specialist
      ? [`specialist ${SPECIALIST_TEXT[next.specialist as keyof typeof SPECIALIST_TEXT].name}`]
      : []),
  ];
  const gone = next.discarded
    ? ` (${CHALLENGE_TEXT[next.discarded as keyof typeof CHALLENGE_TEXT].name} is discarded)`
    : '';
  return names.length > 0
    ? `Revealed for the next heist: ${names.join(' and ')}${gone}.`
    : 'The next heist has no extra cards.';
}
