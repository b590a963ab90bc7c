// How The Gang's tokens read on screen.
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import type { Lobby } from '../../../net/protocol.ts';
import { listNames, startProblem } from '../../kit/start-check.ts';
import { logText, proposalText } from './announce-text.ts';
import { cardIsRed, cardLabel, chipLabel, chipParts } from './format.ts';
import { cardSpeech } from '../../../i18n/games/the-gang/texts.ts';
import { matchSeatPlayers } from '../../../store/seats.ts';

describe('cards and chips', () => {
  test.each([
    ['As', 'A♠', 'ace of spades', false],
    ['Th', '10♥', '10 of hearts', true],
    ['2d', '2♦', '2 of diamonds', true],
    ['Qc', 'Q♣', 'queen of clubs', false],
    ['J*', 'J (no suit)', 'the Jack specialist, a jack of no suit', false],
  ])('%s reads %s', (token, label, speech, red) => {
    expect(cardLabel(token)).toBe(label);
    expect(cardSpeech(token)).toBe(speech);
    expect(cardIsRed(token)).toBe(red);
  });

  test('chips', () => {
    expect(chipParts('R4')).toEqual({ colour: 'red', stars: 4 });
    expect(chipParts('X9')).toBeNull();
    expect(chipLabel('W1')).toBe('1★');
    expect(chipLabel('O3', true)).toBe('orange chip, 3 stars');
    expect(chipLabel('Y1', true)).toBe('yellow chip, 1 star');
  });
});

const player = (id: string, seat: number | null, ready = false) => ({
  id,
  name: id,
  seat,
  ready,
  connected: true,
  host: id === 'Ann',
  rtt: null,
});

const lobby = (players: ReturnType<typeof player>[]): Lobby => ({
  code: 'KTR94M',
  game: 'the-gang',
  options: null,
  minSeats: 3,
  maxSeats: 6,
  players,
  playing: false,
  locked: false,
});

describe('seats and names', () => {
  test('match seats follow the lobby seats in order, spectators aside', () => {
    const l = lobby([player('Ann', 0), player('Cy', 4), player('Bo', 2), player('Di', null)]);
    expect(matchSeatPlayers(l).map((p) => p?.name)).toEqual(['Ann', 'Bo', 'Cy']);
  });

  test('why the host cannot start yet', () => {
    expect(startProblem(lobby([player('Ann', 0, true)]), true)).toContain('2 more players');
    const three = [player('Ann', 0, true), player('Bo', 1), player('Cy', 2, true)];
    expect(startProblem(lobby(three), true)).toBe('Waiting for Bo to be ready.');
    expect(startProblem(lobby(three), false)).toContain('not playable');
    three[1] = player('Bo', 1, true);
    expect(startProblem(lobby(three), true)).toBeNull();
    expect(listNames(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo and Cy');
  });
});

describe('sentences', () => {
  const name = (s: number) => ['Ann', 'Bo', 'Cy'][s]!;
  test('proposals and log lines', () => {
    expect(proposalText({ kind: 'informant', seat: 0, target: 2 }, name)).toBe(
      'Informant: Ann secretly shows a card to Cy',
    );
    expect(proposalText({ kind: 'retina-scan', rank: 'T' }, name)).toBe(
      'Retina Scan guess: one of the cards is a 10',
    );
    expect(logText({ heist: 1, round: 2, e: 'take', seat: 1, chip: 'Y3', from: 0 }, name)).toBe(
      'Bo took the yellow 3★ from Ann.',
    );
    expect(logText({ heist: 1, round: 2, e: 'reveal', cards: ['As', 'Th', '2c'] }, name)).toBe(
      'The flop: A♠ 10♥ 2♣.',
    );
    expect(logText({ heist: 1, round: 1, e: 'deal', cards: 2 }, name)).toBeNull();
  });
});

describe('in the reader’s language', () => {
  const name = (s: number) => ['Ann', 'Bo', 'Cy'][s]!;
  afterEach(() => void i18n.changeLanguage('en'));

  test('Portuguese: the book’s words (ficha, assalto, Revelação)', async () => {
    await i18n.changeLanguage('pt');
    expect(cardSpeech('As')).toBe('ás de espadas');
    expect(chipLabel('O3', true)).toBe('ficha laranja, 3 estrelas');
    expect(chipLabel('W1', true)).toBe('ficha branca, 1 estrela');
    expect(logText({ heist: 1, round: 2, e: 'take', seat: 1, chip: 'Y3', from: 0 }, name)).toBe(
      'Bo pegou a ficha amarela 3★ de Ann.',
    );
    expect(proposalText({ kind: 'informant', seat: 0, target: 2 }, name)).toBe(
      'Informante: Ann mostra em segredo uma carta a Cy',
    );
    expect(
      logText(
        {
          heist: 1,
          round: 4,
          e: 'next-card',
          challenges: ['blackout'],
          specialist: 'jack',
          discarded: null,
        },
        name,
      ),
    ).toBe('Revelado para o próximo assalto: o desafio Blecaute e o especialista Valete.');
  });

  test('Korean and German: one plural form, or two', async () => {
    await i18n.changeLanguage('ko');
    expect(chipLabel('R4', true)).toBe('빨간 칩, 별 4개');
    expect(logText({ heist: 1, round: 4, e: 'showdown', success: true }, name)).toBe(
      '강도 성공: 금고 하나가 열렸습니다.',
    );
    await i18n.changeLanguage('de');
    expect(chipLabel('R1', true)).toBe('roter Chip, 1 Stern');
    expect(logText({ heist: 1, round: 2, e: 'return', seat: 2, chip: 'Y3' }, name)).toBe(
      'Cy hat den gelben 3★-Chip zurückgelegt.',
    );
  });
});
