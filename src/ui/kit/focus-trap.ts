// Keeping the keyboard inside a modal dialog: which element Tab (or Shift+Tab) must move to when
// the browser's own move would leave it. Pure over a list, so it is tested without a browser.

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Where focus must wrap to from `current` on Tab (`back`: Shift+Tab), or null when the browser's
 * own move stays inside `items` (the dialog's focusables, in order). From outside the list (the
 * dialog itself, focused on opening) Tab goes to the first, Shift+Tab to the last. */
export function wrapTarget<T>(items: readonly T[], current: T | null, back: boolean): T | null {
  if (items.length === 0) return null;
  const at = current === null ? -1 : items.indexOf(current);
  if (at === -1) return back ? items[items.length - 1]! : items[0]!;
  if (back && at === 0) return items[items.length - 1]!;
  if (!back && at === items.length - 1) return items[0]!;
  return null;
}
