// Everyone at the table as a list: whose turn it is, card counts, passed, "last card", out of the
// round, the dealer and the totals. In the side column beside the 3D table, and the heart of the
// text table (where each player is also a drop zone, for the exchange's gift).
import { useTranslation } from 'react-i18next';
import { PlayerTag } from '../../kit/PlayerTag.tsx';
import { CardBack } from './CardFace.tsx';
import { useGof } from './context.ts';

/** The players, in seat order. `zones` marks each as a drop zone (the text table). */
export function Players({ zones = false }: { zones?: boolean }) {
  const ctx = useGof();
  const { t } = useTranslation('gang-of-four');
  const { view, me } = ctx;
  return (
    <ol className="gof-players" aria-label={t('ui.players')}>
      {view.players.map((p) => {
        const lobbyPlayer = ctx.players[p.seat];
        const turn = view.turn === p.seat;
        return (
          <li
            key={p.seat}
            className="gof-players__one"
            data-turn={turn}
            data-you={p.seat === me}
            {...(zones ? { 'data-drop-zone': JSON.stringify({ kind: 'seat', seat: p.seat }) } : {})}
          >
            <span className="gof-players__turn" aria-hidden="true">
              {turn ? '▶' : ''}
            </span>
            <span className="gof-players__who">
              {lobbyPlayer ? (
                <PlayerTag player={lobbyPlayer} you={p.seat === me} />
              ) : (
                <span className="player-tag__name">{ctx.name(p.seat)}</span>
              )}
              {turn && <span className="visually-hidden">{t('ui.toPlayMark')}</span>}
            </span>
            <span className="gof-players__cards" aria-label={t('ui.cardCount', { count: p.cards })}>
              <span className="gof-players__backs" aria-hidden="true">
                {Array.from({ length: Math.min(p.cards, 16) }, (_, i) => (
                  <CardBack key={i} />
                ))}
              </span>
              <strong>{p.cards}</strong>
            </span>
            <span className="gof-players__badges">
              {view.dealer === p.seat && <span className="badge">{t('ui.dealer')}</span>}
              {p.passed && <span className="badge">{t('ui.passed')}</span>}
              {p.lastCard && <span className="badge badge--alert">{t('ui.lastCard')}</span>}
              {p.out && <span className="badge badge--alert">{t('ui.out')}</span>}
            </span>
            <span className="gof-players__total" title={t('ui.totalTitle')}>
              {t('ui.points', { count: p.total })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The players in the side column, beside the 3D table on a small screen (over it, the seats'
 * labels say as much). */
export function PlayersPanel() {
  const { t } = useTranslation('gang-of-four');
  return (
    <section className="panel gof-panel gof-players-panel" aria-labelledby="gof-players-title">
      <h2 id="gof-players-title" className="panel__title">
        {t('ui.atTable')}
      </h2>
      <Players />
    </section>
  );
}
