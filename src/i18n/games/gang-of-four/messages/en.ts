// Gang of Four's messages in English: the reference catalog of the 'gang-of-four' namespace (its
// shape types the keys).
import { rules } from '../rules/en.ts';

export const en = {
  rules,
  info: {
    name: 'Gang of Four',
    kind: 'Climbing card game',
    blurb:
      'Beat the last play with a stronger combination, or bomb it with a gang, and be the first to empty your hand.',
  },
  colours: {
    G: 'green',
    Y: 'yellow',
    R: 'red',
  },
  cards: {
    number: '{{colour}} {{n}}',
    multi: 'multicoloured 1',
    phoenix: '{{colour}} phoenix',
    dragon: 'dragon',
  },
  kinds: {
    single: 'a single card',
    pair: 'a pair',
    triple: 'three of a kind',
    straight: 'a straight',
    flush: 'a flush',
    'full-house': 'a full house',
    'straight-flush': 'a straight flush',
    gang: 'a gang',
  },
  combos: {
    dragon: 'the dragon',
    phoenixPair: 'the phoenix pair',
    pair: 'pair of {{n}}s',
    triple: 'three {{n}}s',
    straight: 'straight, {{low}} to {{top}}',
    flush: '{{colour}} flush, {{top}} high',
    fullHouse: 'full house, {{top}}s over {{pair}}s',
    fullHousePhoenix: 'full house, {{top}}s over phoenixes',
    straightFlush: '{{colour}} straight flush, {{low}} to {{top}}',
    gang: 'gang of {{size}} {{n}}s',
    multicoloured: 'multicoloured',
    gangSize: {
      '4': 'four',
      '5': 'five',
      '6': 'six',
      '7': 'seven',
    },
  },
};
