// The score sheet: penalty points per player per round, who went out first, who forgot "last
// card", and the totals; at the end of a round it comes up over the table with the button that
// deals the next one, and at the end of the game it names the winners.
import { useTranslation } from 'react-i18next';
import { useSessionController } from '../../../store/use-session.ts';
import { useGof } from './context.ts';
import { scoreSheet, turnText } from './format.ts';

/** The sheet as a table: a row per round, a column per player, the totals underneath. */
export function ScoreSheet({ caption }: { caption?: string }) {
  const { view, name, me } = useGof();
  const { t } = useTranslation('gang-of-four');
  const { rows, totals } = scoreSheet(view);
  const winners = view.result?.winners ?? [];
  return (
    <table className="gof-sheet">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('ui.round')}</th>
          {view.players.map((p) => (
            <th key={p.seat} scope="col" data-you={p.seat === me}>
              {name(p.seat)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={view.seats + 1} className="gof-sheet__empty">
              {t('ui.noRound')}
            </td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={r.round}>
            <th scope="row">{r.round}</th>
            {r.cells.map((c, seat) => (
              <td
                key={seat}
                data-out={c.out}
                title={c.out ? t('ui.wentOutFirst') : c.forgot ? t('ui.forgotCall') : undefined}
              >
                {c.out ? `★ ${c.points}` : c.forgot ? `${c.points} ✗` : c.points}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('ui.total')}</th>
          {totals.map((total, seat) => (
            <td key={seat} data-winner={winners.includes(seat)}>
              {total}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/** The sheet in the side column during play. */
export function SheetPanel() {
  const { t } = useTranslation('gang-of-four');
  return (
    <section className="panel gof-panel gof-sheet-panel" aria-labelledby="gof-sheet-title">
      <h2 id="gof-sheet-title" className="panel__title">
        {t('ui.sheet')}
      </h2>
      <ScoreSheet />
      <p className="gof-panel__hint">{t('ui.sheetHint')}</p>
    </section>
  );
}

/** At the end of a round (and of the game), over the table: the scores and what comes next. */
export function RoundOver() {
  const { view, name, me, isHost, act } = useGof();
  const session = useSessionController();
  const { t } = useTranslation('gang-of-four');
  if (view.phase !== 'round-end' && view.phase !== 'over') return null;
  const turn = turnText(view, name);
  const last = view.rounds[view.rounds.length - 1];
  return (
    <section className="gof-over" role="dialog" aria-labelledby="gof-over-title">
      <h2 id="gof-over-title" className="gof-over__title">
        {turn.title}
      </h2>
      <p className="gof-over__detail">{turn.detail}</p>
      {last && (
        <p className="gof-over__left">
          {t('ui.cardsLeft', {
            list: last.cardsLeft.map((n, seat) => `${name(seat)} ${n}`).join(' · '),
          })}
        </p>
      )}
      <ScoreSheet caption={t('ui.penalty')} />
      {view.phase === 'round-end' && me !== null && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void act({ type: 'continue' })}
        >
          {t('ui.dealRound', { round: view.round + 1 })}
        </button>
      )}
      {view.phase === 'over' &&
        (isHost ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void session.lobbyAction({ a: 'lobby' })}
          >
            {t('ui.backToLobby')}
          </button>
        ) : (
          <p className="gof-over__detail">{t('ui.hostBack')}</p>
        ))}
    </section>
  );
}
