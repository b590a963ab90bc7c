// Gang of Four's messages in German: the German rulebook's words (Einzelkarte, Pärchen, Drilling, Straße,
// Full House, Phönix, Drache, mehrfarbige 1, Gang of Four…).
import { rules } from '../rules/de.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const de: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gang of Four',
    kind: 'Kartenspiel zum Überbieten',
    blurb:
      'Überbiete das letzte Ausspielen mit einer stärkeren Kombination oder sprenge es mit einer Gang, und werde als Erster alle Karten los.',
  },
  colours: {
    G: 'grün',
    Y: 'gelb',
    R: 'rot',
  },
  cards: {
    number: '{{colour}}e {{n}}',
    multi: 'mehrfarbige 1',
    phoenix: '{{colour}}er Phönix',
    dragon: 'Drache',
  },
  kinds: {
    single: 'eine Einzelkarte',
    pair: 'ein Pärchen',
    triple: 'ein Drilling',
    straight: 'eine Straße',
    flush: 'ein Flush',
    'full-house': 'ein Full House',
    'straight-flush': 'ein Straight Flush',
    gang: 'eine Gang',
  },
  combos: {
    dragon: 'der Drache',
    phoenixPair: 'das Phönix-Pärchen',
    pair: 'Pärchen {{n}}er',
    triple: 'Drilling {{n}}er',
    straight: 'Straße, {{low}} bis {{top}}',
    flush: '{{colour}}er Flush bis {{top}}',
    fullHouse: 'Full House, {{top}}er über {{pair}}er',
    fullHousePhoenix: 'Full House, {{top}}er über Phönixe',
    straightFlush: '{{colour}}er Straight Flush, {{low}} bis {{top}}',
    gang: 'Gang of {{size}}, {{n}}er',
    multicoloured: 'mehrfarbig',
    gangSize: {
      '4': 'Four',
      '5': 'Five',
      '6': 'Six',
      '7': 'Seven',
    },
  },
};
