// The table in plain DOM (no WebGL, or by choice; screen readers follow it): the rivers with the
// decks' counts, the heist being staffed and what it still needs, the discards, and every gang
// with its money, influence, heists and members (engaged or available). The moves themselves
// are in the "Your move" panel beside it.
import { CHAPTER_TEXT, cardName } from '../../../i18n/games/gangsta/texts.ts';
import { skillList } from '../../../i18n/games/gangsta/words.ts';
import { PlayerTag } from '../../kit/PlayerTag.tsx';
import { CardLine } from './Cards.tsx';
import { useGangsta } from './context.ts';

function Rivers() {
  const { view } = useGangsta();
  const last = view.discards[view.discards.length - 1];
  return (
    <section className="panel gangsta-rivers" aria-labelledby="gangsta-rivers-title">
      <h2 id="gangsta-rivers-title" className="panel__title">
        The rivers
      </h2>
      <h3 className="gangsta-rivers__name">
        Heists{' '}
        <span className="panel__count">
          {view.decks[view.chapter]} left in the {CHAPTER_TEXT[view.chapter].name} deck
        </span>
      </h3>
      <ul className="gangsta-cards">
        {view.heistRiver.map((id) => (
          <li key={id} data-chosen={view.heist?.card === id}>
            <CardLine id={id} />
            {view.heist?.card === id && <span className="badge">being staffed</span>}
          </li>
        ))}
      </ul>
      <h3 className="gangsta-rivers__name">
        Gangsters <span className="panel__count">{view.decks.gangsters} left in the deck</span>
      </h3>
      <ul className="gangsta-cards">
        {view.gangsterRiver.map((id) => (
          <li key={id}>
            <CardLine id={id} />
          </li>
        ))}
      </ul>
      <p className="hint">
        Discards: {view.discards.length}
        {last ? ` (last: ${cardName(last)})` : ''}
      </p>
    </section>
  );
}

function Job() {
  const { view, name } = useGangsta();
  const heist = view.heist;
  if (!heist) return null;
  return (
    <section className="panel gangsta-job" aria-labelledby="gangsta-job-title">
      <h2 id="gangsta-job-title" className="panel__title">
        {name(heist.initiator)}’s heist
      </h2>
      <CardLine id={heist.card} />
      <p>
        Still needs: <strong>{skillList(heist.missing) || 'nothing'}</strong>
      </p>
      {heist.team.length > 0 && (
        <ul className="gangsta-cards" aria-label="On the job">
          {heist.team.map((t) => (
            <li key={t.gangster}>
              <CardLine id={t.gangster} />
              {t.seat !== heist.initiator && <span className="badge">{name(t.seat)}’s</span>}
            </li>
          ))}
        </ul>
      )}
      {heist.asking && (
        <p className="hint">
          Waiting for {name(heist.asking.seat)} to lend {cardName(heist.asking.gangster)}.
        </p>
      )}
    </section>
  );
}

/** Every gang: who is to move, money, influence, members (engaged or available), heists. */
export function GangList() {
  const { view, players, name, me } = useGangsta();
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
                <span className="gangsta-gang__up" aria-label="to move">
                  ▶
                </span>
              )}
              {lobbyPlayer ? (
                <PlayerTag player={lobbyPlayer} you={p.seat === me} />
              ) : (
                <span className="player-tag__name">{name(p.seat)}</span>
              )}
              <span className="gangsta-gang__numbers">
                ${p.money} · {p.influence}★ · {p.gang.length - 1} gangsters
              </span>
            </div>
            <ul className="gangsta-cards" aria-label={`${name(p.seat)}’s gang`}>
              {p.gang.map((m) => (
                <li key={m.id}>
                  <CardLine id={m.id} engaged={m.engaged} />
                </li>
              ))}
            </ul>
            {p.heists.length > 0 && (
              <p className="hint">
                Heists performed ({p.heistInfluence}★): {p.heists.map(cardName).join(', ')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Gangs() {
  return (
    <section className="panel gangsta-gangs" aria-labelledby="gangsta-gangs-title">
      <h2 id="gangsta-gangs-title" className="panel__title">
        The gangs
      </h2>
      <GangList />
    </section>
  );
}

/** The rivers in a few lines, read-only (beside the 3D table, while others play). */
export function RiverLines() {
  const { view } = useGangsta();
  return (
    <div className="gangsta-river-lines">
      <h3 className="moves__title">
        Heists <span className="moves__note">{view.decks[view.chapter]} in the deck</span>
      </h3>
      <ul className="moves">
        {view.heistRiver.map((id) => (
          <li key={id}>
            <CardLine id={id} />
          </li>
        ))}
      </ul>
      <h3 className="moves__title">
        Gangsters <span className="moves__note">{view.decks.gangsters} in the deck</span>
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
