// The middle of the table: the community cards and this round's chips still in the centre.
// Taking a chip while holding one swaps them (return yours, take the new one).
import type { GangContextValue } from './context.ts';
import { useGang } from './context.ts';
import { CardBack, Chip, PlayingCard } from './Cards.tsx';
import { chipLabel } from './format.ts';

/** Takes `chip`, first returning the viewer's own chip of this round if they hold one. */
export async function takeChip(ctx: GangContextValue, chip: string): Promise<void> {
  const mine = ctx.me === null ? null : (ctx.view.players[ctx.me]?.chip ?? null);
  if (mine) {
    const back = await ctx.act({ type: 'returnChip', chip: mine });
    if (!back.ok) return;
  }
  await ctx.act({ type: 'takeChip', chip });
}

/** Whether the viewer may move chips now, and why not. */
export function chipBlock(ctx: GangContextValue): string | null {
  if (ctx.me === null) return 'Spectators watch.';
  if (ctx.view.phase !== 'round') return 'No chips to take now.';
  const mine = ctx.view.players[ctx.me]?.chip ?? null;
  if (mine && ctx.view.dark.includes(mine)) return 'Your chip is dark: it stays with you.';
  return null;
}

/** Community cards and centre chips. */
export function Centre() {
  const ctx = useGang();
  const { view } = ctx;
  const block = chipBlock(ctx);
  const holding = ctx.me !== null && view.players[ctx.me]?.chip;
  return (
    <section className="centre" aria-labelledby="centre-title">
      <h2 id="centre-title" className="visually-hidden">
        The table
      </h2>
      <ul className="community" aria-label="Community cards">
        {Array.from({ length: 5 }, (_, i) => {
          const card = view.community[i];
          return (
            <li key={i} className="community__slot">
              {card ? <PlayingCard card={card} /> : <CardBack />}
            </li>
          );
        })}
      </ul>
      {view.phase === 'round' && (
        <div className="centre-chips">
          <p className="centre-chips__label">
            {view.centre.length > 0 ? 'Chips in the centre' : 'Every chip is taken'}
          </p>
          <ul className="centre-chips__list">
            {view.centre.map((chip) => (
              <li key={chip}>
                {ctx.me === null ? (
                  <Chip token={chip} dark={view.dark.includes(chip)} />
                ) : (
                  <button
                    type="button"
                    className="chip-button"
                    disabled={block !== null}
                    title={block ?? (holding ? 'Swap for your chip' : 'Take this chip')}
                    onClick={() => void takeChip(ctx, chip)}
                  >
                    {/* Named by words a screen reader says; the chip and verb are for the eye. */}
                    <span className="visually-hidden">
                      {`${holding ? 'Swap for' : 'Take'} ${chipLabel(chip, true)}${view.dark.includes(chip) ? ', dark' : ''}`}
                    </span>
                    <span className="chip-button__look" aria-hidden="true">
                      <Chip token={chip} dark={view.dark.includes(chip)} />
                      <span className="chip-button__verb">{holding ? 'Swap' : 'Take'}</span>
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
