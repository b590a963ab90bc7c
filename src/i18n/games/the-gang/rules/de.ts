// The Gang's rules reference and first-game hints in German (the namespace's words: Coup, Runde,
// Chips, Handkarten, Gemeinschaftskarten, Tresor, Alarm, Aufdecken).
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  heist: {
    title: 'Ein Coup',
    goal: 'Knackt gemeinsam drei Tresore, bevor dreimal der Alarm losgeht (zweimal im Meisterdieb-Modus). Eine Partie hat 3 bis 5 Coups zu je vier Runden.',
    rounds: {
      '1': 'Pre-Flop: Jeder erhält zwei Handkarten; nehmt die weißen Chips.',
      '2': 'Flop: Drei Gemeinschaftskarten werden aufgedeckt; nehmt die gelben Chips.',
      '3': 'Turn: Eine vierte Gemeinschaftskarte; nehmt die orangen Chips.',
      '4': 'River: Die fünfte Gemeinschaftskarte; nehmt die roten Chips.',
    },
    chips:
      'Die Sterne eines Chips sagen, wie stark du deine Hand in der Gang einschätzt: die meisten Sterne, die stärkste Hand. Es gibt keine Reihenfolge und kein Reden: Nimm einen Chip dieser Runde aus der Mitte oder von einem Mitspieler, oder lege deinen zurück. Die Runde endet, wenn jeder einen hat.',
    showdown:
      'Aufdecken: Nur die roten Chips zählen. Die Hände werden ab 1 Stern aufgedeckt; ist jede mindestens so stark wie die davor, ist ein Tresor geknackt, sonst geht der Alarm los.',
  },
  ranking: {
    title: 'Rangfolge der Hände',
    intro:
      'Deine Hand sind die besten fünf deiner sieben Karten (zwei auf der Hand, fünf in der Mitte). Die stärkste zuerst. Farben entscheiden nie; das Ass ist hoch, oder niedrig in A-2-3-4-5.',
    tie: 'Gleicher Rang: Die höheren Karten entscheiden (erst das Paar, dann die Beikarten).',
    what: {
      'royal-flush': 'A, K, D, B und 10 einer Farbe.',
      'straight-flush': 'Fünf Werte in Folge, alle in einer Farbe.',
      'four-of-a-kind': 'Vier Karten eines Werts.',
      'full-house': 'Ein Drilling und ein Paar.',
      flush: 'Fünf Karten einer Farbe.',
      straight: 'Fünf Werte in Folge.',
      'three-of-a-kind': 'Drei Karten eines Werts.',
      'two-pair': 'Zwei Paare.',
      pair: 'Zwei Karten eines Werts.',
      'high-card': 'Nichts davon: Die höchste Karte zählt.',
    },
  },
  cards: {
    title: 'Herausforderungen und Spezialisten',
    mode: 'Dieser Tisch spielt {{mode}}: {{text}}',
    now: 'In diesem Coup im Spiel',
    none: 'In diesem Coup ist keine Herausforderung und kein Spezialist im Spiel.',
    challenge: 'Herausforderung',
    specialist: 'Spezialist',
    wholeGame: 'für die ganze Partie',
    used: 'genutzt',
    challenges: 'Herausforderungen, die kommen können',
    specialists: 'Spezialisten, die kommen können',
  },
  hint: {
    take: 'Nimm einen Chip: Die Sterne sagen, wie stark du deine Hand einschätzt.',
    swap: 'Du hast einen Chip. Tausche ihn, wenn deine Hand stärker oder schwächer wirkt; die Runde endet, wenn jeder einen hat.',
    confirm: 'Jeder hat einen roten Chip: Bestätige, wenn du bereit zum Aufdecken bist.',
    coordinate: 'Wähle eine Karte, die du an deinen linken Nachbarn weitergibst.',
    step: 'Ein Spezialist verlangt etwas von dir: Sieh in dein Feld.',
    guess: 'Einigt euch in der Gang auf einen Tipp zur letzten Hand.',
    showdown:
      'Die Hände werden ab dem niedrigsten roten Chip aufgedeckt: Jede muss mindestens so stark sein wie die davor.',
  },
};
