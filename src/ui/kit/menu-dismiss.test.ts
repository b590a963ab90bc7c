// When the HUD's "More" menu closes by itself: a press outside it, or Esc where Esc is not some
// other part's (the browser test in phone-gang.e2e.ts presses and clicks on the real page).
import { describe, expect, test } from 'vitest';
import { closesMenu, type MenuEvent } from './menu-dismiss.ts';

const key = (k: string, focus: 'inside' | 'nowhere' | 'elsewhere', handled = false): MenuEvent => ({
  kind: 'key',
  key: k,
  focus,
  handled,
});

describe('closesMenu', () => {
  test.each([
    ['a press outside it', { kind: 'press', inside: false } as MenuEvent, true],
    ['a press inside it (its settings)', { kind: 'press', inside: true } as MenuEvent, false],
    ['Esc with the focus in it', key('Escape', 'inside'), true],
    ['Esc with the focus on nothing', key('Escape', 'nowhere'), true],
    ['Esc in another part (a hand clears its choice)', key('Escape', 'elsewhere'), false],
    ['Esc something else already answered', key('Escape', 'inside', true), false],
    ['another key in it', key('Enter', 'inside'), false],
  ])('%s: %s', (_, event, closes) => {
    expect(closesMenu(event)).toBe(closes);
  });
});
