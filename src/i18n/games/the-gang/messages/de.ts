// The Gang's messages in German.
import { rules } from '../rules/de.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const de: Translation<typeof en> = {
  rules,
  info: {
    name: 'The Gang',
    kind: 'Kooperatives Poker',
    blurb:
      'Ordnet eure Hände wortlos mit Sternchips und knackt drei Tresore, bevor dreimal der Alarm losgeht.',
  },
  challenges: {
    'quick-access': {
      name: 'Schneller Zugang',
      text: 'Keine weißen Chips: der Coup beginnt mit dem Flop.',
    },
    'noise-sensors': {
      name: 'Geräuschsensoren',
      text: 'Die weißen, gelben und orangen 1★-Chips liegen dunkel: einmal genommen, wechseln sie nie mehr den Besitzer.',
    },
    'motion-detector': {
      name: 'Bewegungsmelder',
      text: 'Zeigt der Flop einen B, eine D oder einen K, zieht der Besitzer des weißen 1★-Chips eine neue Hand.',
    },
    'retina-scan': {
      name: 'Netzhautscan',
      text: 'Bevor die Hand des höchsten roten Chips gezeigt wird, raten die anderen einen ihrer Kartenwerte.',
    },
    'hasty-getaway': {
      name: 'Überstürzte Flucht',
      text: 'Keine orangen Chips: Turn und River kommen zusammen.',
    },
    'ventilation-shaft': {
      name: 'Lüftungsschacht',
      text: 'Die höchsten weißen, gelben und orangen Chips liegen dunkel: einmal genommen, wechseln sie nie mehr den Besitzer.',
    },
    'laser-tripwires': {
      name: 'Laserschranken',
      text: 'Zeigt der Flop keinen B, keine D und keinen K, zieht der Besitzer des höchsten weißen Chips eine neue Hand.',
    },
    blackout: {
      name: 'Stromausfall',
      text: 'Ab dem Flop sind die Chips früherer Runden verdeckt: merkt euch, wer was hatte.',
    },
    'fingerprint-scan': {
      name: 'Fingerabdruckscan',
      text: 'Bevor die Hand des höchsten roten Chips gezeigt wird, raten die anderen ihre Rangfolge.',
    },
    'security-cameras': {
      name: 'Überwachungskameras',
      text: 'Alle bekommen drei Handkarten; es zählen die besten fünf von allen acht.',
    },
  },
  specialists: {
    informant: {
      name: 'Informant',
      text: 'Die Gang entscheidet: jemand zeigt einer anderen Person heimlich eine Handkarte.',
    },
    'getaway-driver': {
      name: 'Fluchtwagenfahrer',
      text: 'Die Gang entscheidet: jemand nennt die aktuelle Rangfolge seiner Hand.',
    },
    investor: {
      name: 'Investor',
      text: 'Nach dem Austeilen sagen alle, wie viele B, D und K sie halten.',
    },
    mastermind: {
      name: 'Mastermind',
      text: 'Die Gang entscheidet: jemand sagt, wie viele Karten eines genannten Werts er hält.',
    },
    hacker: {
      name: 'Hacker',
      text: 'Die Gang entscheidet: jemand zieht eine Karte und wirft dann eine verdeckt ab.',
    },
    coordinator: {
      name: 'Koordinator',
      text: 'Nach dem Austeilen geben alle gleichzeitig eine Karte nach links weiter.',
    },
    jack: {
      name: 'Bube',
      text: 'Die Gang entscheidet: jemand nimmt den farblosen Buben und wirft eine andere Karte ab.',
    },
    'math-whiz': {
      name: 'Rechengenie',
      text: 'Nach dem Austeilen nennen alle die Summe ihrer Karten (B, D, K 10; A 11).',
    },
    'con-artist': {
      name: 'Trickbetrüger',
      text: 'Nachdem alle geschaut haben, werden alle Handkarten eingesammelt, gemischt und neu ausgeteilt.',
    },
    muscle: {
      name: 'Muskelprotz',
      text: 'Die Gang entscheidet: die Hand einer Person schlägt jede andere Hand derselben Rangfolge.',
    },
  },
  modes: {
    basic: {
      name: 'Grundspiel',
      text: 'Das reine Spiel: Chips und Karten, keine Zusatzkarten.',
    },
    advanced: {
      name: 'Fortgeschritten',
      text: 'Nach jedem Erfolg eine Herausforderung, nach jedem Misserfolg ein Spezialist.',
    },
    professional: {
      name: 'Profi',
      text: 'Wie Fortgeschritten, dazu eine zufällige Herausforderung für das ganze Spiel.',
    },
    'master-thief': {
      name: 'Meisterdieb',
      text: 'Immer zwei Herausforderungen, keine Spezialisten, und zwei Alarme verlieren.',
    },
  },
  categories: {
    'high-card': 'Höchste Karte',
    pair: 'Ein Paar',
    'two-pair': 'Zwei Paare',
    'three-of-a-kind': 'Drilling',
    straight: 'Straße',
    flush: 'Flush',
    'full-house': 'Full House',
    'four-of-a-kind': 'Vierling',
    'straight-flush': 'Straight Flush',
    'royal-flush': 'Royal Flush',
  },
  cards: {
    suits: {
      c: 'Kreuz',
      d: 'Karo',
      h: 'Herz',
      s: 'Pik',
    },
    ranks: {
      T: '10',
      J: 'Bube',
      Q: 'Dame',
      K: 'König',
      A: 'Ass',
    },
    speech: '{{suit}} {{rank}}',
    noSuit: 'ohne Farbe',
    jackSpecialist: 'der Spezialist Bube, ein Bube ohne Farbe',
  },
  reasons: {
    'not-in-front-of-others': 'Chips kommen nur vor dich selbst.',
    'not-this-round': 'Dieser Chip hat nicht die Farbe dieser Runde.',
    'no-such-chip': 'Dieser Chip ist nicht mehr da.',
    'already-yours': 'Diesen Chip hast du schon.',
    'already-holding-colour': 'Du hast schon einen Chip dieser Farbe: gib ihn zuerst zurück.',
    'chip-locked': 'Dunkle Chips wechseln nach dem Nehmen nie mehr den Besitzer.',
    'not-your-chip': 'Das ist nicht dein Chip.',
    'specialist-not-active': 'Dieser Spezialist ist nicht im Spiel.',
    'specialist-used': 'Der Spezialist wurde in diesem Coup schon eingesetzt.',
    'pending-step': 'Jemand muss zuerst noch etwas tun.',
    'bad-target': 'Wähle eine andere Person, der du die Karte zeigst.',
    'no-such-guess': 'Dieser Tipp wird nicht gebraucht.',
    'not-a-guesser': 'An dieser Entscheidung nimmst du nicht teil.',
    'stale-proposal': 'Dieser Vorschlag ist nicht mehr offen.',
    'already-agreed': 'Du hast schon zugestimmt.',
    'nothing-to-do': 'Hier gibt es für dich nichts zu tun.',
    'card-not-in-pocket': 'Diese Karte ist nicht auf deiner Hand.',
    'cannot-discard-jack': 'Behalte den Buben: wirf eine deiner anderen Karten ab.',
    'already-confirmed': 'Du bist schon bereit zum Aufdecken.',
    'wrong-phase': 'Das geht an diesem Punkt des Coups nicht.',
    'off-table': 'Leg es auf den Tisch: vor dich oder in die Mitte.',
  },
};
