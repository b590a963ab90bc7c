// Gangsta!'s rules reference and first-game hints in German.
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  turn: {
    title: 'Dein Zug',
    goal: 'Heuere Gangster an und zieh über drei Kapitel Coups durch: Am Ende gewinnt, wer den meisten Einfluss hat.',
    mobilise:
      'Zuerst mobilisieren: Zahle $1 für jeden eingesetzten Gangster, den du wieder verfügbar machst; jeder verfügbare Anführer mobilisiert einen kostenlos. Ist die ganze Gang eingesetzt, wird sie sofort wieder verfügbar.',
    actions:
      'Dann eine Aktion: einen Gangster aus der Auslage anheuern (seine Kosten zahlen), einen Coup durchziehen oder passen ($1 pro Anführer).',
  },
  heists: {
    title: 'Coups',
    staff:
      'Wähle einen Coup aus der Auslage und setze verfügbare Gangster einzeln ein, jeder mit einer noch fehlenden Fähigkeit. Ist jede Fähigkeit gedeckt, erhältst du Einfluss, Geld und eine etwaige Zusatzbelohnung.',
    coop: 'Ab den Bandenkriegen dürfen kooperative Coups nach dem ersten Gangster auch Gangster anderer Gangs nehmen: Jeder Beteiligte erhält die Kooperationsbelohnung.',
    snitch:
      'Unter den Coups verstecken sich Spitzel: Jeder zahlt $1 pro Informant auf dem Spitzel, abzüglich $1 pro Informant in der eigenen Gang. Wer nicht zahlen kann, wirft einen Gangster ab (nie den Boss).',
  },
  // Each skill's name, symbol and text: the game's own `skills` block (messages/<lang>.ts).
  skills: {
    title: 'Fähigkeiten',
  },
  // Each chapter's numeral, name and ending: the game's own `chapters` block (messages/<lang>.ts).
  chapters: {
    title: 'Kapitel',
    heading: '{{numeral}}. {{name}}',
  },
  scoring: {
    title: 'Wertung',
    sum: 'Der Einfluss deines Bosses und deiner Gangster, dazu der Einfluss deiner Coups.',
    money: '+2 für den reichsten Spieler (bei Gleichstand +1 für jeden).',
    gang: '+2 für die größte Gang (bei Gleichstand +1 für jede).',
    win: 'Der meiste Einfluss gewinnt.',
  },
  hint: {
    act: 'Du bist dran: Heuere einen Gangster an, besetze einen Coup oder passe.',
    staff: 'Besetze den Coup: Setze verfügbare Gangster ein, bis jede Fähigkeit gedeckt ist.',
    asked:
      'Ein anderer Boss bittet um einen deiner Gangster für einen kooperativen Coup: Antworte in deinem Feld.',
    choose: 'Du musst etwas wählen: Sieh in dein Feld.',
    wait: 'Warte: Ein anderer Boss ist am Zug.',
  },
};
