// A demo's overlay, over every game's table alike: what just happened (a caption from the game's
// log), its speed (a person's pace, twice or four times as fast), a way to take a bot's seat and
// play on, and the way out. Shown while the session is a demo.
import { useTranslation } from 'react-i18next';
import { DEMO_SPEEDS } from '../store/demo.ts';
import { matchSeatPlayers, seatName } from '../store/seats.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { gameName, gameUi } from './games/registry.ts';
import './demo-bar.css';

/** The demo's caption line and controls. */
export function DemoBar() {
  const session = useSessionController();
  const { t } = useTranslation();
  const demo = useSession((s) => s.demo);
  const view = useSession((s) => s.view);
  const lobby = useSession((s) => s.lobby);
  const seat = useSession((s) => s.seat);
  const speed = useSession((s) => s.demoSpeed);
  const ui = demo ? gameUi(demo) : null;
  if (!demo || !ui) return null;
  const seats = matchSeatPlayers(lobby);
  const caption = view ? ui.caption(view, (s) => seatName(seats, s)) : null;
  const canSit = seat === null && seats.some((p) => p?.bot);
  return (
    <section className="demo-bar" aria-label={t('demo.label')}>
      <span className="demo-bar__tag">{t('demo.tag', { game: gameName(demo) })}</span>
      <p className="demo-bar__caption" aria-live="polite">
        {caption ?? (lobby?.playing ? t('demo.seating') : t('demo.dealing'))}
      </p>
      <span className="demo-bar__actions">
        <span className="demo-bar__speed" role="group" aria-label={t('demo.speed')}>
          {DEMO_SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              className="demo-bar__speed-choice"
              aria-pressed={s === speed}
              aria-label={t('demo.speedLabel', { speed: s })}
              onClick={() => session.demoControls.setSpeed(s)}
            >
              {s}×
            </button>
          ))}
        </span>
        {canSit && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => void session.demoControls.takeSeat()}
          >
            {t('demo.takeSeat')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => session.leave()}
        >
          {t('demo.leave')}
        </button>
      </span>
    </section>
  );
}
