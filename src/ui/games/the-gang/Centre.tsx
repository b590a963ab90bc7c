// The middle of the table: the community cards and this round's chips still in the centre.
// Taking a chip while holding one swaps them (return yours, take the new one).
import { useTranslation } from 'react-i18next';
import { t as translate } from '../../../i18n/i18n.ts';
import type { GangContextValue } from './context.ts';
import { useGang } from './context.ts';
import { CardBack, Chip, PlayingCard } from './Cards.tsx';
import { chipSpeech } from './format.ts';

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
  const ns = 'the-gang';
  if (ctx.me === null) return translate('ui.spectators', { ns });
  if (ctx.view.phase !== 'round') return translate('ui.noChipsNow', { ns });
  const mine = ctx.view.players[ctx.me]?.chip ?? null;
  if (mine && ctx.view.dark.includes(mine)) return translate('ui.ownDark', { ns });
  return null;
}

/** Community cards and centre chips. */
export function Centre() {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const { view } = ctx;
  const block = chipBlock(ctx);
  const holding = ctx.me !== null && view.players[ctx.me]?.chip;
  return (
    <section className="centre" aria-labelledby="centre-title">
      <h2 id="centre-title" className="visually-hidden">
        {t('ui.theTable')}
      </h2>
      <ul className="community" aria-label={t('ui.community')}>
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
            {view.centre.length > 0 ? t('ui.centreChips') : t('ui.allTaken')}
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
                    title={block ?? (holding ? t('ui.swapThis') : t('ui.takeThis'))}
                    onClick={() => void takeChip(ctx, chip)}
                  >
                    {/* Named by words a screen reader says; the chip and verb are for the eye. */}
                    <span className="visually-hidden">
                      {t(holding ? 'ui.swapFor' : 'ui.takeChip', {
                        chip: chipSpeech(chip, view.dark.includes(chip)),
                      })}
                    </span>
                    <span className="chip-button__look" aria-hidden="true">
                      <Chip token={chip} dark={view.dark.includes(chip)} />
                      <span className="chip-button__verb">
                        {holding ? t('ui.swap') : t('ui.take')}
                      </span>
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
