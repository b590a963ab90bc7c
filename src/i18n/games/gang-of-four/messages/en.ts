// gang-of-four's messages in English: the reference catalog of the 'gang-of-four' namespace (its shape types
// the keys; the other languages translate it).

export const en = {
  info: {
    name: 'Gang of Four',
    kind: 'Climbing card game',
    blurb:
      'Beat the last play with a stronger combination, or bomb it with a gang, and be the first to empty your hand.',
  },
};
