// The table in plain DOM (no WebGL, or by choice; screen readers follow it): the rivers with the
// decks' counts, the heist being staffed and what it still needs, the discards, and every gang
// with its money, influence, heists and members (engaged or available). The moves themselves
// are in the "Your move" panel beside it.
import { useTranslation } from 'react-i18next';
import { CHAPTER_TEXT, cardName } from '../../../i18n/games/gangsta/texts.ts';
import { dollars, skillList, stars } from '../../../i18n/games/gangsta/words.ts';
import { PlayerTag } from '../../kit/PlayerTag.tsx';
import { CardLine } from './Cards.tsx';
import { useGangsta } from './context.ts';

function Rivers() {
  const { view } = useGangsta();
  const { t } = useTranslation('gangsta');
  const last = view.discards[view.discards.length - 1];
  return (
    <section className="panel gangsta-rivers" aria-labelledby="gangsta-rivers-title">
      <h2 id="gangsta-rivers-title" className="panel__title">
        {t('ui.rivers.title')}
      </h2>
      <h3 className="gangsta-rivers__name">
        {t('ui.rivers.heists')}{' '}
        <span className="panel__count">
          {t('ui.rivers.heistsLeft', {
            count: view.decks[view.chapter],
            chapter: CHAPTER_TEXT[view.chapter].name,
          })}
        </span>
      </h3>
      <ul className="gangsta-cards">
        {view.heistRiver.map((id) => (
          <li key={id} data-chosen={view.heist?.card === id}>
            <CardLine id={id} />
            {view.heist?.card === id && <span className="badge">{t('ui.rivers.staffed')}</span>}
          </li>
        ))}
      </ul>
      <h3 className="gangsta-rivers__name">
        {t('ui.rivers.gangsters')}{' '}
        <span className="panel__count">{t('ui.rivers.left', { count: view.decks.gangsters })}</span>
      </h3>
      <ul className="gangsta-cards">
        {view.gangsterRiver.map((id) => (
          <li key={id}>
            <CardLine id={id} />
          </li>
        ))}
      </ul>
      <p className="hint">
        {last
          ? t('ui.rivers.discardsLast', { count: view.discards.length, card: cardName(last) })
          : t('ui.rivers.discards', { count: view.discards.length })}
      </p>
    </section>
  );
}

function Job() {
  const { view, name } = useGangsta();
  const { t } = useTranslation('gangsta');
  const heist = view.heist;
  if (!heist) return null;
  return (
    <section className="panel gangsta-job" aria-labelledby="gangsta-job-title">
      <h2 id="gangsta-job-title" className="panel__title">
        {t('ui.job.title', { name: name(heist.initiator) })}
      </h2>
      <CardLine id={heist.card} />
      <p>
        {t('ui.job.needs')} <strong>{skillList(heist.missing) || t('ui.job.nothing')}</strong>
      </p>
      {heist.team.length > 0 && (
        <ul className="gangsta-cards" aria-label={t('ui.job.team')}>
          {heist.team.map((m) => (
            <li key={m.gangster}>
              <CardLine id={m.gangster} />
              {m.seat !== heist.initiator && (
                <span className="badge">{t('ui.moves.whose', { name: name(m.seat) })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {heist.asking && (
        <p className="hint">
          {t('ui.moves.waitLend', {
            name: name(heist.asking.seat),
            card: cardName(heist.asking.gangster),
          })}
        </p>
      )}
    </section>
  );
}

/** Every gang: who is to move, money, influence, members (engaged or available), heists. */
export function GangList() {
  const { view, players, name, me } = useGangsta();
  const { t } = useTranslation('gangsta');
  const waiting = new Set(view.waitingFor);
  return (
    <ol className="gangsta-gangs__list">
      {view.players.map((p) => {
        const lobbyPlayer = players[p.seat];
        return (
          <li
            key={p.seat}
            className="gangsta-gang"
            data-you={p.seat === me}
            data-up={waiting.has(p.seat)}
          >
            <div className="gangsta-gang__who">
              {waiting.has(p.seat) && (
                <span className="gangsta-gang__up" aria-label={t('ui.gangs.toMove')}>
                  ▶
                </span>
              )}
              {lobbyPlayer ? (
                <PlayerTag player={lobbyPlayer} you={p.seat === me} />
              ) : (
                <span className="player-tag__name">{name(p.seat)}</span>
              )}
              <span className="gangsta-gang__numbers">
                {t('ui.gangs.numbers', {
                  money: dollars(p.money),
                  influence: stars(p.influence),
                  count: p.gang.length - 1,
                })}
              </span>
            </div>
            <ul className="gangsta-cards" aria-label={t('ui.gangs.gangOf', { name: name(p.seat) })}>
              {p.gang.map((m) => (
                <li key={m.id}>
                  <CardLine id={m.id} engaged={m.engaged} />
                </li>
              ))}
            </ul>
            {p.heists.length > 0 && (
              <p className="hint">
                {t('ui.gangs.heists', {
                  influence: stars(p.heistInfluence),
                  heists: p.heists.map(cardName),
                })}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Gangs() {
  const { t } = useTranslation('gangsta');
  return (
    <section className="panel gangsta-gangs" aria-labelledby="gangsta-gangs-title">
      <h2 id="gangsta-gangs-title" className="panel__title">
        {t('ui.gangs.title')}
      </h2>
      <GangList />
    </section>
  );
}

/** The rivers in a few lines, read-only (beside the 3D table, while others play). */
export function RiverLines() {
  const { view } = useGangsta();
  const { t } = useTranslation('gangsta');
  return (
    <div className="gangsta-river-lines">
      <h3 className="moves__title">
        {t('ui.rivers.heists')}{' '}
        <span className="moves__note">
          {t('ui.rivers.inDeck', { count: view.decks[view.chapter] })}
        </span>
      </h3>
      <ul className="moves">
        {view.heistRiver.map((id) => (
          <li key={id}>
            <CardLine id={id} />
          </li>
        ))}
      </ul>
      <h3 className="moves__title">
        {t('ui.rivers.gangsters')}{' '}
        <span className="moves__note">
          {t('ui.rivers.inDeck', { count: view.decks.gangsters })}
        </span>
      </h3>
      <ul className="moves">
        {view.gangsterRiver.map((id) => (
          <li key={id}>
            <CardLine id={id} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The whole table as text. */
export function TextTable() {
  return (
    <div className="gangsta-text">
      <Job />
      <Rivers />
      <Gangs />
    </div>
  );
}
