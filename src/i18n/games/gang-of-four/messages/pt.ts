// Gang of Four's messages in Portuguese (Brazil; no Portuguese box: the German book's names, Gang of Four/Five…, kept).
import { rules } from '../rules/pt.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const pt: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gang of Four',
    kind: 'Jogo de cartas de escalada',
    blurb:
      'Supere a última jogada com uma combinação mais forte, ou exploda-a com uma gangue, e seja o primeiro a esvaziar a mão.',
  },
  colours: {
    G: 'verde',
    Y: 'amarelo',
    R: 'vermelho',
  },
  cards: {
    number: '{{n}} {{colour}}',
    multi: '1 multicolorido',
    phoenix: 'fênix {{colour}}',
    dragon: 'dragão',
  },
  kinds: {
    single: 'uma carta única',
    pair: 'um par',
    triple: 'uma trinca',
    straight: 'uma sequência',
    flush: 'um flush',
    'full-house': 'um full house',
    'straight-flush': 'um straight flush',
    gang: 'uma gangue',
  },
  combos: {
    dragon: 'o dragão',
    phoenixPair: 'o par de fênix',
    pair: 'par de {{n}}',
    triple: 'trinca de {{n}}',
    straight: 'sequência, de {{low}} a {{top}}',
    flush: 'flush {{colour}}, até {{top}}',
    fullHouse: 'full house, {{top}} com {{pair}}',
    fullHousePhoenix: 'full house, {{top}} com fênix',
    straightFlush: 'straight flush {{colour}}, de {{low}} a {{top}}',
    gang: 'gang of {{size}} de {{n}}',
    multicoloured: 'multicolorido',
    gangSize: {
      '4': 'four',
      '5': 'five',
      '6': 'six',
      '7': 'seven',
    },
  },
};
