// Gangsta! in every language: each step of its screen (your turn, a heist being staffed, a
// snitch's discard, a free gangster, a loan asked for, the score sheet), for a seat and for a
// spectator, the log of whole games, every refusal and the 3D table's labels render with no raw
// key, no card id where a name belongs, no placeholder left, and in the reader's own words.
import { afterEach, describe, expect, test } from 'vitest';
import { simpleBot } from '../../../engine/bots/gangsta/simple.ts';
import { seedRng, type RngState } from '../../../engine/core/rng.ts';
import { cloneState, endGame } from '../../../engine/games/gangsta/flow.ts';
import { must, play, rig } from '../../../engine/games/gangsta/test-kit.ts';
import { gangsta, type GangstaState, type GangstaView } from '../../../engine/index.ts';
import { LANGUAGES, type Language } from '../../../i18n/core/languages.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { gangstaScene } from '../../../table/games/gangsta/scene.ts';
import { RAW_KEY } from '../../kit/rules-test-kit.ts';
import { markupText, renderScreen } from '../../kit/screen-test-kit.tsx';
import { reasonText } from '../../reasons.ts';
import { logText } from './log-text.ts';
import { GangstaScreen } from './Screen.tsx';

/** A card id where its name belongs ('g13', 'h1-01', 's2-3', 'b5'). */
const CARD_ID = /\b(?:[bg]\d{1,2}|h\d-\d\d|s\d-\d)\b/;

/** Words each language's screen says (its own, not English's). */
const OWN_WORDS: Record<Language, readonly string[]> = {
  en: ['Chapter I · Genesis', 'Your move', 'Recruit $3', 'The rivers', 'Corner Store'],
  pt: ['Capítulo I · Gênese', 'Sua vez', 'Recrutar $3', 'As filas', 'Mercearia da Esquina'],
  de: ['Kapitel I · Genesis', 'Du bist dran', 'Anheuern $3', 'Die Auslagen', 'Eckladen'],
  ko: ['챕터 I · 기원', '내 차례', '영입 $3', '줄', '동네 구멍가게'],
};

/** English words no other language's screen should show. */
const ENGLISH = /\b(?:Your move|Recruit|Mobilise|heists?|gangsters?|Waiting|Still needs|Pass)\b/;

afterEach(() => void i18n.changeLanguage('en'));

function render(s: GangstaState, seat: number | null, lang: Language): string {
  void i18n.changeLanguage(lang);
  const view = seat === null ? gangsta.spectatorView(s) : gangsta.view(s, seat);
  return markupText(
    renderScreen(GangstaScreen, view, seat, {
      game: 'gangsta',
      options: { consent: false },
      seats: s.seats,
      minSeats: 2,
      maxSeats: 4,
    }),
  );
}

const table = () =>
  rig({
    gangs: ['b5 g10 g13*', 'b3 g16', 'b4'],
    money: [4, 3, 0],
    river: 'g01 g04 g07 g11 g30',
    heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
  });

/** The steps of the game the screen shows, each for a seat and a spectator. */
const STEPS: [string, () => GangstaState, number][] = [
  ['your turn', table, 0],
  ['staffing a heist', () => must(table(), 0, { type: 'heist', heist: 'h1-01' }), 0],
  [
    'a snitch’s discard',
    () =>
      must(
        rig({
          gangs: ['b1 g10', 'b3 g16'],
          money: [0, 0],
          chapter: 'gang-wars',
          heists: 'h2-01 h2-02 h2-03 h2-04',
          next: { heists: 's2-3' },
        }),
        0,
        { type: 'pass' },
      ),
    1,
  ],
  [
    'a free gangster',
    () =>
      play(rig({ gangs: ['b1 g13', 'b3'], heists: 'h1-12 h1-01 h1-02 h1-03 h1-04' }), [
        [0, { type: 'heist', heist: 'h1-12' }],
        [0, { type: 'engage', gangster: 'b1' }],
        [0, { type: 'engage', gangster: 'g13' }],
      ]),
    0,
  ],
  [
    'a loan asked for',
    () =>
      play(
        rig({
          gangs: ['b5 g10', 'b4 g13'],
          chapter: 'gang-wars',
          heists: 'h2-09 h2-01 h2-02 h2-03 h2-04',
          options: { consent: true },
        }),
        [
          [0, { type: 'heist', heist: 'h2-09' }],
          [0, { type: 'engage', gangster: 'b5' }],
          [0, { type: 'engage', gangster: 'g13' }],
        ],
      ),
    1,
  ],
  [
    'the score sheet',
    () => {
      const s = cloneState(table());
      endGame(s, 'ninth-gangster');
      return s;
    },
    0,
  ],
];

describe.each([...LANGUAGES])('Gangsta! in %s', (lang) => {
  test.each(STEPS)('%s: no raw key, no card id, no English left', (_name, state, seat) => {
    for (const who of [seat, null]) {
      const text = render(state(), who, lang);
      expect(text).not.toMatch(RAW_KEY);
      expect(text).not.toMatch(CARD_ID);
      if (lang !== 'en') expect(text).not.toMatch(ENGLISH);
    }
  });

  test('the reader’s own words', () => {
    const text = render(table(), 0, lang);
    for (const word of OWN_WORDS[lang]) expect(text).toContain(word);
  });

  test('whole games’ logs, every line a sentence in the reader’s words', () => {
    void i18n.changeLanguage(lang);
    const name = (seat: number) => ['Ann', 'Bo', 'Cy'][seat]!;
    const setup = gangsta.setup({ seed: `lang-${lang}`, seats: 3, options: { consent: true } });
    if ('ok' in setup) throw new Error(setup.reason);
    let s: GangstaState = setup;
    let rngs: RngState[] = [0, 1, 2].map((i) => seedRng(`${lang}${i}`));
    while (!s.result) {
      const seat = s.pending[0]?.seat ?? s.heist?.asking?.seat ?? s.current;
      const [intent, next] = simpleBot(gangsta.view(s, seat) as GangstaView, rngs[seat]!);
      rngs = rngs.map((r, k) => (k === seat ? next : r));
      s = must(s, seat, intent!);
    }
    for (const e of s.log) {
      const line = logText(e, name);
      if (line === null) continue;
      expect(line, JSON.stringify(e)).not.toMatch(RAW_KEY);
      expect(line).not.toMatch(CARD_ID);
      expect(line).not.toMatch(/undefined|NaN/);
      expect(line).toMatch(/[.!]$/);
    }
  });

  test('every refusal and the table’s labels', () => {
    void i18n.changeLanguage(lang);
    for (const code of ['cannot-afford', 'drop-on-heist', 'not-cooperative', 'off-table']) {
      expect(reasonText(code, 'gangsta')).not.toMatch(/^Refused|reasons\./);
    }
    const scene = gangstaScene(
      gangsta.view(must(table(), 0, { type: 'heist', heist: 'h1-01' }), 0),
      {
        name: (seat) => ['Ann', 'Bo', 'Cy'][seat]!,
      },
    );
    const words = [
      ...scene.labels.map((l) => l.text),
      ...scene.objects.map((o) => o.label ?? ''),
      ...scene.zones.map((z) => z.label ?? ''),
    ].join('\n');
    expect(words).not.toMatch(RAW_KEY);
    expect(words).not.toMatch(CARD_ID);
    if (lang !== 'en') expect(words).not.toMatch(ENGLISH);
    // A card's face is painted in the reader's language, and cached apart from another's.
    const front = scene.objects.find((o) => o.id === 'g01')!.front;
    expect(front).toBe(lang === 'en' ? 'gangsta/card:g01' : `gangsta/card:g01:${lang}`);
  });
});
