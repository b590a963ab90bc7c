// A disclosure that behaves as a menu (the HUD's "More"): open, it closes on Esc and on a press
// anywhere outside it, as a player expects of a menu over the table. A `<details>` alone closes
// only on its own summary.
import { useEffect, type RefObject } from 'react';

/** What happened while the menu was open. */
export type MenuEvent =
  | {
      readonly kind: 'key';
      readonly key: string;
      /** Where the keyboard's focus is: in the menu, on nothing (the page's body), elsewhere. */
      readonly focus: 'inside' | 'nowhere' | 'elsewhere';
      /** Something already answered the key (a dialog closing, a drag cancelled). */
      readonly handled: boolean;
    }
  | { readonly kind: 'press'; readonly inside: boolean };

/** Whether an event closes the open menu: a press outside it; Esc with the focus in it or on
 * nothing (Esc in a part of the page with its own use for it, a hand clearing its choice, stays
 * that part's). */
export function closesMenu(e: MenuEvent): boolean {
  if (e.kind === 'press') return !e.inside;
  return e.key === 'Escape' && !e.handled && e.focus !== 'elsewhere';
}

/** Makes the `<details>` at `ref` close as a menu does (closesMenu); Esc from inside it gives
 * the focus back to its summary. */
export function useMenuDismiss(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    // The menu is looked up at each event: a screen may show it later (the 3D table chosen).
    const press = (e: PointerEvent) => {
      const menu = ref.current;
      if (menu?.open && closesMenu({ kind: 'press', inside: menu.contains(e.target as Node) })) {
        menu.open = false;
      }
    };
    const key = (e: KeyboardEvent) => {
      const menu = ref.current;
      if (!menu?.open) return;
      const active = document.activeElement;
      const focus =
        active && menu.contains(active)
          ? 'inside'
          : !active || active === document.body
            ? 'nowhere'
            : 'elsewhere';
      if (!closesMenu({ kind: 'key', key: e.key, focus, handled: e.defaultPrevented })) return;
      menu.open = false;
      if (focus === 'inside') menu.querySelector('summary')?.focus();
    };
    // In the capture phase: a press the table takes for a drag still closes the menu.
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('keydown', key);
    };
  }, [ref]);
}
