// Gang of Four's rules reference and first-game hints in German, in the German rulebook's words
// (Einzelkarte, Pärchen, Drilling, Straße, Flush, Full House, Straight Flush, Gang of Four, Drache,
// Phönix, mehrfarbige Eins, „Letzte Karte“, Kartentausch, Wertung).
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  play: {
    title: 'Eine Spielrunde',
    goal: 'Lege als Erster alle deine Karten ab. Die anderen bekommen Punkte für die Karten, die sie noch auf der Hand haben.',
    turn: 'Wer an der Reihe ist, legt eine höherwertige Kombination mit derselben Anzahl Karten oder passt. Wer passt, kann wieder einsteigen, wenn er das nächste Mal an der Reihe ist.',
    trick:
      'Haben der Reihe nach alle anderen gepasst, werden die Karten verdeckt beiseitegelegt; wer zuletzt gelegt hat, spielt neu aus, beliebig.',
    first:
      'Erste Runde: Wer die mehrfarbige Eins hat, beginnt, und eine seiner Karten muss die mehrfarbige Eins sein. Die Spielrichtung ändert sich jede Runde.',
    exchange:
      'Kartentausch ab der zweiten Runde: Der Verlierer der Vorrunde gibt dem Gewinner seine höchste Karte; dieser gibt ihm eine Karte seiner Wahl zurück.',
    lastCard:
      'Wer nur noch eine Karte hat, sagt „Letzte Karte!“ an. Der Spieler direkt vor ihm muss das verhindern: bei Einzelkarten mit seiner höchsten Karte oder einer Gang, beim Ausspielen mit mehreren Karten.',
  },
  combos: {
    title: 'Kombinationen, von niedrig nach hoch',
    names: {
      single: 'Einzelkarte',
      pair: 'Pärchen',
      triple: 'Drilling',
      straight: 'Straße',
      flush: 'Flush',
      'full-house': 'Full House',
      'straight-flush': 'Straight Flush',
      gang: 'Gang of Four, Five, Six, Seven',
    },
    what: {
      single: 'Eine beliebige Karte.',
      pair: 'Zwei Karten derselben Zahl, oder die beiden Phönixe (das höchste Pärchen).',
      triple: 'Drei Karten derselben Zahl.',
      straight:
        '5 aufeinanderfolgende Karten mit beliebigen Farben. Die 1 ist nur niedrig: 8, 9, 10, 1, 2 ist nicht möglich.',
      flush: '5 Karten derselben Farbe mit beliebigen Zahlen.',
      'full-house': 'Ein Drilling und ein Pärchen: Der Drilling entscheidet.',
      'straight-flush': 'Fünf aufeinanderfolgende Karten derselben Farbe.',
      gang: 'Vier, fünf oder sechs Karten derselben Zahl, oder alle sieben Einser: schlägt jede andere Kombination, unabhängig von deren Kartenzahl. Eine größere Gang schlägt eine kleinere; bei gleicher Größe die höhere Zahl.',
    },
    fives: 'Kombinationen aus fünf Karten: Straße < Flush < Full House < Straight Flush.',
    order:
      'Gleiche Art: Die höchste Zahl entscheidet; bei Gleichstand ihre Farbe (Grün < Gelb < Rot); dann die zweithöchste Karte. Eine völlig identische Kombination darf nicht gelegt werden.',
  },
  special: {
    title: 'Besondere Karten',
    dragon: 'Der Drache: die stärkste Einzelkarte; nur einzeln spielbar, nie in einer Kombination.',
    phoenix:
      'Die Phönixe: die zweithöchsten Einzelkarten (Gelb schlägt Grün); zusammen das höchste Pärchen, oder das Pärchen eines Full House; sonst nichts.',
    multi:
      'Die mehrfarbige Eins: die höchste Eins; in einer Kombination kann sie als Eins einer beliebigen Farbe verwendet werden (etwa in einem Flush).',
  },
  scoring: {
    title: 'Wertung',
    intro:
      'Sobald ein Spieler seine letzte Karte abgelegt hat, endet die Runde. Die anderen bekommen:',
    cards: 'Karten auf der Hand',
    points: 'Punkte pro Karte',
    all: 'also {{points}}',
    end: 'Das Spiel endet, wenn einer oder mehrere Spieler 100 Punkte erreicht haben: Die niedrigste Punktzahl gewinnt.',
  },
  hint: {
    lead: 'Du spielst aus: eine Einzelkarte oder eine beliebige Kombination.',
    lead1M: 'Du spielst aus: Eine deiner Karten muss die mehrfarbige Eins sein.',
    beat: 'Lege eine höhere Kombination mit gleich vielen Karten (oder eine Gang), oder passe.',
    wait: 'Warte, bis du an der Reihe bist: Die anderen legen oder passen.',
    give: 'Du hast die Vorrunde gewonnen: Gib dem Verlierer eine Karte deiner Wahl zurück.',
    exchange: 'Kartentausch: Der Verlierer gibt dem Gewinner seine höchste Karte.',
    roundEnd: 'Runde vorbei: Die Karten auf der Hand bringen Punkte.',
  },
};
