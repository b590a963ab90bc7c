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
};
