// gangsta's messages in English: the reference catalog of the 'gangsta' namespace (its shape types
// the keys; the other languages translate it).
import { rules } from '../rules/en.ts';

export const en = {
  rules,
  info: {
    name: 'Gangsta!',
    kind: 'Heists and recruiting',
    blurb:
      'Recruit gangsters, mobilise your crew and pull off heists across three chapters. Mind the snitches.',
  },
  // Gangsta!'s skills, chapters and endings in the reader's language (issue 24).
  skills: {
    leader: {
      name: 'Leader',
      symbol: 'yellow crown',
      text: 'Each available Leader mobilises one gangster for free; passing earns $1 per Leader.',
    },
    informant: {
      name: 'Informant',
      symbol: 'green eye',
      text: 'Each Informant takes $1 off every snitch.',
    },
    mercenary: {
      name: 'Mercenary',
      symbol: 'grey crossed swords',
      text: 'At the end of Gang Wars, everyone but the gang with the most Mercenaries loses a gangster.',
    },
    enforcer: {
      name: 'Enforcer',
      symbol: 'red dumbbell',
      text: 'Muscle for heists: their heists lean to extra influence.',
    },
    hacker: {
      name: 'Hacker',
      symbol: 'blue chip',
      text: 'Opens what is locked: their heists lean to extra cash.',
    },
    driver: {
      name: 'Driver',
      symbol: 'purple steering wheel',
      text: 'Gets everyone away: their heists lean to a clean getaway.',
    },
  },
  chapters: {
    genesis: {
      name: 'Genesis',
      ends: 'Ends when someone recruits their 4th gangster: opportunity income for the smaller gangs.',
    },
    'gang-wars': {
      name: 'Gang Wars',
      ends: 'Ends when someone recruits their 7th gangster: the Mercenary check.',
    },
    domination: {
      name: 'Domination',
      ends: 'The game ends at the 9th recruit or the 3rd Domination snitch.',
    },
  },
  ends: {
    'ninth-gangster': 'a 9th gangster was recruited',
    'third-snitch': 'the third Domination snitch showed up',
    'deck-out': 'the Domination heists ran out',
  },
};
