// The hand rail's logic, pure so it is tested without a DOM: the order the cards show in, what a
// click or a key does to the selection and the focus, how far apart the cards sit so a hand of
// any size fits the rail with every corner index readable, and which cards a drag carries.

/** One card in a player's hand. */
export interface RailCard {
  /** Unique within the hand (two copies of one card have different ids). */
  readonly id: string;
  /** The card in the game's notation (what an intent names). */
  readonly token: string;
  /** The card in words, for screen readers. */
  readonly label: string;
}

/** A way to order the hand. */
export interface RailSort {
  readonly id: string;
  readonly label: string;
  compare(a: RailCard, b: RailCard): number;
}

/** The cards in display order: sorted (stably) when a sort is chosen, else as dealt. */
export function railOrder(cards: readonly RailCard[], sort: RailSort | null): RailCard[] {
  if (!sort) return [...cards];
  return cards
    .map((card, i) => ({ card, i }))
    .sort((a, b) => sort.compare(a.card, b.card) || a.i - b.i)
    .map((x) => x.card);
}

/** The selection after clicking a card: it joins or leaves the selection. */
export function toggle(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** The selection without ids that are no longer in the hand (after a play). */
export function keepPresent(selected: readonly string[], cards: readonly RailCard[]): string[] {
  const ids = new Set(cards.map((c) => c.id));
  const kept = selected.filter((id) => ids.has(id));
  return kept.length === selected.length ? [...selected] : kept;
}

/** The cards a drag from `id` carries: the selection if the card is in it, else that card. */
export function dragged(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? [...selected] : [id];
}

/** Where focus goes on a key, as an index into the displayed cards (null: the key is not ours). */
export function focusAfter(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * How far apart `count` cards `cardWidth` wide sit on a rail `width` wide: side by side with a
 * small gap when they fit, else overlapping evenly, but never closer than `minStep` (the width
 * of the corner index); the rail then scrolls.
 */
export function railStep(count: number, width: number, cardWidth: number, minStep: number): number {
  if (count <= 1) return cardWidth;
  const fit = (width - cardWidth) / (count - 1);
  return Math.max(minStep, Math.min(cardWidth + 6, fit));
}
