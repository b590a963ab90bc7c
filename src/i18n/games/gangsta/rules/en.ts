// Gangsta!'s rules reference and first-game hints in English (the rulebook's flow of play and the
// project's readings, docs/GANGSTA.md): merged into the 'gangsta' namespace under `rules`.

export const rules = {
  turn: {
    title: 'Your turn',
    goal: 'Recruit gangsters and pull off heists over three chapters: the most influence at the end wins.',
    mobilise:
      'First mobilise: pay $1 for each engaged gangster you make available again; each available Leader mobilises one for free. A gang that is all engaged becomes available again at once.',
    actions:
      'Then one action: recruit a gangster from the row (pay its cost), pull off a heist, or pass (earn $1 per Leader).',
  },
  heists: {
    title: 'Heists',
    staff:
      'Pick a heist from the row and engage available gangsters one at a time, each bringing a skill still missing. When every skill is covered, collect its influence, money and any extra reward.',
    coop: 'From Gang Wars on, co-op heists may take gangsters from other gangs after the first: everyone taking part gets the co-op reward.',
    snitch:
      'Snitches hide among the heists: everyone pays $1 per Informant on the snitch, less $1 per Informant in their own gang. Who cannot pay discards a gangster (never the boss).',
  },
  // Each skill's name, symbol and text: the game's own `skills` block (messages/<lang>.ts).
  skills: {
    title: 'Skills',
  },
  // Each chapter's numeral, name and ending: the game's own `chapters` block (messages/<lang>.ts).
  chapters: {
    title: 'Chapters',
    heading: '{{numeral}}. {{name}}',
  },
  scoring: {
    title: 'Scoring',
    sum: 'Influence on your boss and gangsters, plus the influence of your heists.',
    money: '+2 to the wealthiest player (+1 each on a tie).',
    gang: '+2 to the biggest gang (+1 each on a tie).',
    win: 'The most influence wins.',
  },
  hint: {
    act: 'Your turn: recruit a gangster, or staff a heist, or pass.',
    staff: 'Staff the heist: engage available gangsters until every skill is covered.',
    asked: 'Another boss asks for one of your gangsters for a co-op heist: answer in your panel.',
    choose: 'A choice is asked of you: see your panel.',
    wait: 'Wait: another boss is playing.',
  },
};
