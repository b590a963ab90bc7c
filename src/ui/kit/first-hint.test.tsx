// The first-game hint's two forms in one element (screen-phone.css shows the line, or over the 3D
// table on a small screen the mark that folds it), and its place kept, empty and unseen, at a
// moment with nothing to say, so the camera that keeps clear of its box does not move.
import { expect, test } from 'vitest';
import { FirstHint } from './FirstHint.tsx';
import { renderScreen } from './screen-test-kit.tsx';

const table = { game: 'the-gang', options: {}, seats: 3, minSeats: 3, maxSeats: 6 } as const;

const render = (text: string | null) =>
  renderScreen(() => <FirstHint game="a-game" text={text} />, null, 0, table);

test('the words twice: on its line, and in its mark’s fold, named by them', () => {
  const html = render('Take a chip.');
  expect(html).toMatch(/<aside class="first-hint"[^>]*data-game="a-game">/);
  expect(html).toContain(
    '<summary class="first-hint__toggle" aria-label="What to do now: Take a chip.">',
  );
  expect(html.match(/Take a chip\./g)).toHaveLength(3);
  expect(html.match(/first-hint__dismiss"/g)).toHaveLength(2);
  expect(html).toContain('aria-label="Got it"');
});

test('nothing to say now: its place kept, unseen, with no words', () => {
  expect(render(null)).toBe(
    '<aside class="first-hint first-hint--idle" aria-hidden="true"></aside>',
  );
});
