// gangsta's messages in German.
import { rules } from '../rules/de.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const de: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gangsta!',
    kind: 'Coups und Anwerben',
    blurb:
      'Wirb Gangster an, mobilisiere deine Bande und zieh Coups durch, drei Kapitel lang. Vorsicht vor den Spitzeln.',
  },
  // Gangsta!'s skills, chapters and endings in the reader's language (issue 24).
  skills: {
    leader: {
      name: 'Anführer',
      symbol: 'gelbe Krone',
      text: 'Jeder verfügbare Anführer mobilisiert einen Gangster gratis; Passen bringt $1 pro Anführer.',
    },
    informant: {
      name: 'Informant',
      symbol: 'grünes Auge',
      text: 'Jeder Informant zieht $1 von jedem Spitzel ab.',
    },
    mercenary: {
      name: 'Söldner',
      symbol: 'graue gekreuzte Schwerter',
      text: 'Am Ende des Bandenkriegs verlieren alle außer der Gang mit den meisten Söldnern einen Gangster.',
    },
    enforcer: {
      name: 'Schläger',
      symbol: 'rote Hantel',
      text: 'Muskeln für Coups: ihre Coups bringen eher zusätzlichen Einfluss.',
    },
    hacker: {
      name: 'Hacker',
      symbol: 'blauer Chip',
      text: 'Öffnet, was verschlossen ist: ihre Coups bringen eher zusätzliches Geld.',
    },
    driver: {
      name: 'Fahrer',
      symbol: 'lila Lenkrad',
      text: 'Bringt alle weg: ihre Coups bringen eher eine saubere Flucht.',
    },
  },
  chapters: {
    genesis: {
      name: 'Genesis',
      ends: 'Endet, wenn jemand den 4. Gangster anwirbt: Gelegenheitseinkommen für die kleineren Gangs.',
    },
    'gang-wars': {
      name: 'Bandenkrieg',
      ends: 'Endet, wenn jemand den 7. Gangster anwirbt: die Söldnerprobe.',
    },
    domination: {
      name: 'Vorherrschaft',
      ends: 'Das Spiel endet beim 9. Anwerben oder beim 3. Spitzel der Vorherrschaft.',
    },
  },
  ends: {
    'ninth-gangster': 'ein 9. Gangster wurde angeworben',
    'third-snitch': 'der dritte Spitzel der Vorherrschaft ist aufgetaucht',
    'deck-out': 'die Coups der Vorherrschaft sind ausgegangen',
  },
};
