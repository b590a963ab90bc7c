// Beside the replay's table, each player: what only they saw at this step, face up (their hand:
// replay-steps.ts), and in The Gang the chips they held in each betting round of this heist, in
// order (chip-history.ts). On a phone it folds away under its heading.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipRound } from './chip-history.ts';
import type { ReplayPage } from './replay-steps.ts';

/** The players' hands and chips at one step. */
export function ReplayHands({
  page,
  names,
  chips,
}: {
  page: ReplayPage;
  names: readonly string[];
  /** This heist's betting rounds so far, or null in a game without chips. */
  chips: readonly ChipRound[] | null;
}) {
  const { t } = useTranslation();
  // Open at first where there is room for it beside the table.
  const [open] = useState(() => window.innerWidth >= 720);
  return (
    <details className="replay__hands" open={open} data-hud-stack="">
      <summary>{t('fair.hands')}</summary>
      <div className="replay__seats">
        {page.seats.map((fields, seat) => (
          <div className="replay__seat" key={seat} data-replay-seat={seat}>
            <strong>{names[seat]}</strong>
            {fields.map(([k, v]) => (
              <div key={k}>
                {k}: {v}
              </div>
            ))}
            {chips && chips.length > 0 && (
              <div data-replay-chips={seat}>
                {t('fair.chips')}:{' '}
                {chips
                  .map((r) => (r.seats[seat]?.length ? r.seats[seat].join(' → ') : '–'))
                  .join(' · ')}
              </div>
            )}
          </div>
        ))}
      </div>
    </details>
  );
}
