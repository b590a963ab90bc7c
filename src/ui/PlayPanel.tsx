// The two ways in: host a table (name, game, mode) or join one (name and code). Invited by a
// link, it asks only for a name. Failures come back from the session as reason codes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../engine/index.ts';
import { formatRoomCode, normaliseRoomCode } from '../net/room-code.ts';
import { reasonOf } from '../store/session.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { defaultOptions, GAME_INFO, gameName, gameUi, isPlayable } from './games/registry.ts';
import { tagged } from './kit/tagged.tsx';
import { reasonText } from './reasons.ts';
// A player typing a name or a code, or picking a game, is on the way to a table: the room's code
// and the 3D table's start loading then (prefetchRoom), while they type, rather than at "create"
// (on a 4G link the table's code is ≈ 1.2 s of the way to it).
import { prefetchRoom } from './room-chunk.ts';

const MAX_NAME = 24;

/** The create/join panel of the home screen. */
export function PlayPanel() {
  const session = useSessionController();
  const { t } = useTranslation();
  const invited = useSession((s) => (s.phase === 'invited' ? s.code : null));
  const error = useSession((s) => s.error);
  const reopening = useSession((s) => s.phase === 'invited' && s.role === 'host');
  const [name, setName] = useState(() => session.state.name);
  const [game, setGame] = useState<GameId>(GAME_INFO[0]!.id);
  const [options, setOptions] = useState<unknown>(() => defaultOptions(GAME_INFO[0]!.id));
  const Options = gameUi(game)!.Options;
  const [code, setCode] = useState('');
  // A reason code, read when shown (so a switch of language rewords it too).
  const [notice, setNotice] = useState('');

  const shown = notice ? reasonText(notice) : error ? reasonText(error) : '';

  const run = (work: () => Promise<unknown>) => {
    setNotice('');
    work().catch((e: unknown) => setNotice(reasonOf(e)));
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') return setNotice('no-name');
    run(() => session.createRoom({ game, name, options }));
  };

  const onJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const room = invited ?? normaliseRoomCode(code);
    if (code.trim() === '' && !invited) return setNotice('type-code');
    if (!room) return setNotice('bad-code');
    if (name.trim() === '') return setNotice('no-name');
    run(() => session.joinRoom(room, name));
  };

  const nameField = (
    <div className="play__name">
      <label htmlFor="player-name" className="play__label">
        {t('play.yourName')}
      </label>
      <input
        id="player-name"
        className="input input--text"
        type="text"
        autoComplete="nickname"
        maxLength={MAX_NAME}
        placeholder={t('play.namePlaceholder')}
        autoFocus={invited !== null}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          prefetchRoom();
        }}
      />
    </div>
  );

  const status = (
    <p className="play__notice" role="status" aria-live="polite" data-visible={shown !== ''}>
      {shown}
    </p>
  );

  if (invited && reopening) {
    return (
      <section className="play play--invited" aria-labelledby="reopen-heading">
        <h2 id="reopen-heading" className="play__title">
          {tagged(t('play.reopenFailed', { code: formatRoomCode(invited) }), {
            code: <span className="play__code" />,
          })}
        </h2>
        {status}
        <div className="play__invite-more">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void session.boot()}
          >
            {t('play.tryAgain')}
          </button>
          <button type="button" className="link-button" onClick={() => session.leave()}>
            {t('play.hostNewInstead')}
          </button>
        </div>
      </section>
    );
  }

  if (invited) {
    return (
      <section className="play play--invited" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="play__title">
          {tagged(t('play.invited', { code: formatRoomCode(invited) }), {
            code: <span className="play__code" />,
          })}
        </h2>
        <form className="play__invite" onSubmit={onJoin} noValidate>
          {nameField}
          <button type="submit" className="button button--primary">
            {t('play.joinTable')}
          </button>
        </form>
        {status}
        <div className="play__invite-more">
          {error && ['host-unreachable', 'signalling-timeout', 'timeout'].includes(error) && (
            <button type="button" className="link-button" onClick={() => void session.boot()}>
              {t('play.tryAgain')}
            </button>
          )}
          <button type="button" className="link-button" onClick={() => session.leave()}>
            {t('play.hostOwnInstead')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="play" aria-labelledby="play-heading">
      <h2 id="play-heading" className="visually-hidden">
        {t('play.start')}
      </h2>
      {nameField}
      <div className="play__row">
        <form className="play__create" onSubmit={onCreate} noValidate>
          <div className="play__fields">
            <label className="play__field">
              <span className="play__label">{t('play.game')}</span>
              <select
                className="select"
                value={game}
                onChange={(event) => {
                  const next = event.target.value as GameId;
                  setGame(next);
                  setOptions(defaultOptions(next));
                  prefetchRoom();
                }}
              >
                {GAME_INFO.map((g) => (
                  <option key={g.id} value={g.id} disabled={!isPlayable(g.id)}>
                    {isPlayable(g.id)
                      ? gameName(g.id)
                      : t('play.comingSoon', { game: gameName(g.id) })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Options options={options} editable onChange={setOptions} />
          <button type="submit" className="button button--primary">
            {t('play.create')}
          </button>
        </form>

        <div className="play__divider" aria-hidden="true">
          <span>{t('play.or')}</span>
        </div>

        <form className="play__join" onSubmit={onJoin} noValidate>
          <label htmlFor="join-code" className="play__label">
            {t('play.joinWithCode')}
          </label>
          <div className="play__join-row">
            <input
              id="join-code"
              name="code"
              className="input"
              type="text"
              inputMode="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              placeholder={t('play.codePlaceholder')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                prefetchRoom();
              }}
            />
            <button type="submit" className="button button--secondary">
              {t('play.join')}
            </button>
          </div>
          <p className="play__hint">{t('play.openLink')}</p>
        </form>
      </div>
      {status}
    </section>
  );
}
