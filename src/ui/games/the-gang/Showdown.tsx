// The showdown: hands revealed in ascending red stars, which one broke the order, the scan
// guesses, success or failure; then the next heist, or the end of the game.
import { useTranslation } from 'react-i18next';
import type { GangView } from '../../../engine/index.ts';
import { locale, t } from '../../../i18n/i18n.ts';
import { useSession, useSessionController } from '../../../store/use-session.ts';
import { Chip, PlayingCard } from './Cards.tsx';
import { useGang } from './context.ts';
import { categoryName, rankLabel } from './format.ts';
import { nextCardText } from './announce-text.ts';

type Record = NonNullable<GangView['showdown']>;

function guessLine(g: Record['guesses'][number]): string {
  const ns = 'the-gang';
  if (g.kind === 'retina-scan') {
    const actual = new Intl.ListFormat(locale(), { type: 'conjunction' }).format(
      g.actual.split(' ').map(rankLabel),
    );
    return t('ui.retinaLine', { ns, guess: rankLabel(g.guess), actual });
  }
  const lower = (c: string) => categoryName(c).toLocaleLowerCase(locale());
  return t('ui.fingerprintLine', { ns, guess: lower(g.guess), actual: lower(g.actual) });
}

/** The revealed hands and the verdict. */
function Reveal({ record }: { record: Record }) {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  return (
    <>
      <ol className="reveal" aria-label={t('ui.revealOrder')}>
        {record.hands.map((h) => (
          <li key={h.seat} className="reveal__hand" data-mistake={h.mistake}>
            <Chip token={`R${h.stars}`} small />
            <span className="reveal__name">{ctx.name(h.seat)}</span>
            <span className="reveal__pocket">
              {h.pocket.map((c) => (
                <PlayingCard key={c} card={c} small />
              ))}
            </span>
            <span className="reveal__cat">
              {categoryName(h.category)}
              {h.muscle && t('ui.muscleMark')}
            </span>
            {h.mistake && <span className="reveal__mistake">{t('ui.mistake')}</span>}
          </li>
        ))}
      </ol>
      {record.guesses.length > 0 && (
        <ul className="reveal__guesses">
          {record.guesses.map((g) => (
            <li key={g.kind} data-correct={g.correct}>
              {g.correct ? '✓' : '✗'} {guessLine(g)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Showdown and game-over panel; nothing before the showdown. */
export function Showdown() {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const session = useSessionController();
  const playing = useSession((s) => s.lobby?.playing ?? false);
  const { view } = ctx;
  const record = view.showdown;
  if (view.phase !== 'showdown' && view.phase !== 'over') return null;
  const over = view.phase === 'over';
  return (
    <section
      className="panel showdown"
      aria-labelledby="showdown-title"
      data-success={record?.success}
    >
      <h2 id="showdown-title" className="panel__title">
        {over ? t('ui.phase.over') : t('ui.phase.showdown')}
      </h2>
      {over && (
        <p className={`verdict verdict--${view.result === 'won' ? 'win' : 'lose'}`}>
          {view.result === 'won' ? t('ui.won') : t('ui.lost', { count: view.alarms })}
        </p>
      )}
      {record && (
        <p className={`verdict verdict--${record.success ? 'win' : 'lose'} verdict--small`}>
          {record.success
            ? t('ui.success')
            : record.orderCorrect
              ? t('ui.scanWrong')
              : t('ui.outOfOrder')}
        </p>
      )}
      {record && <Reveal record={record} />}
      {view.upcoming && <p className="showdown__next">{nextCardText(view.upcoming)}</p>}
      <div className="showdown__actions hud-foot">
        {!over && ctx.me !== null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void ctx.act({ type: 'continue' })}
          >
            {t('ui.nextHeist')}
          </button>
        )}
        {over && ctx.isHost && playing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void session.lobbyAction({ a: 'lobby' })}
          >
            {t('ui.backToLobby')}
          </button>
        )}
        {over && !ctx.isHost && <p className="hint">{t('ui.hostBack')}</p>}
      </div>
    </section>
  );
}
