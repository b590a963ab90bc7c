// The two ways in: host a table (name, game, mode) or join one (name and code). Invited by a
// link, it asks only for a name. Failures come back from the session as reason codes.
import { useState, type FormEvent } from 'react';
import type { GameId } from '../engine/index.ts';
import { formatRoomCode, normaliseRoomCode } from '../net/room-code.ts';
import { reasonOf } from '../store/session.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { defaultOptions, GAME_INFO, gameUi, isPlayable } from './games/registry.ts';
import { reasonText } from './reasons.ts';

const MAX_NAME = 24;

/** The create/join panel of the home screen. */
export function PlayPanel() {
  const session = useSessionController();
  const invited = useSession((s) => (s.phase === 'invited' ? s.code : null));
  const error = useSession((s) => s.error);
  const reopening = useSession((s) => s.phase === 'invited' && s.role === 'host');
  const [name, setName] = useState(() => session.state.name);
  const [game, setGame] = useState<GameId>(GAME_INFO[0]!.id);
  const [options, setOptions] = useState<unknown>(() => defaultOptions(GAME_INFO[0]!.id));
  const Options = gameUi(game)!.Options;
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');

  const shown = notice || (error ? reasonText(error) : '');

  const run = (work: () => Promise<unknown>) => {
    setNotice('');
    work().catch((e: unknown) => setNotice(reasonText(reasonOf(e))));
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') return setNotice(reasonText('no-name'));
    run(() => session.createRoom({ game, name, options }));
  };

  const onJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const room = invited ?? normaliseRoomCode(code);
    if (code.trim() === '' && !invited)
      return setNotice('Type the code your host shared with you first.');
    if (!room) return setNotice(reasonText('bad-code'));
    if (name.trim() === '') return setNotice(reasonText('no-name'));
    run(() => session.joinRoom(room, name));
  };

  const nameField = (
    <div className="play__name">
      <label htmlFor="player-name" className="play__label">
        Your name
      </label>
      <input
        id="player-name"
        className="input input--text"
        type="text"
        autoComplete="nickname"
        maxLength={MAX_NAME}
        placeholder="How friends know you"
        autoFocus={invited !== null}
        value={name}
        onChange={(event) => setName(event.target.value)}
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
          Your table <span className="play__code">{formatRoomCode(invited)}</span> could not be
          reopened
        </h2>
        {status}
        <div className="play__invite-more">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void session.boot()}
          >
            Try again
          </button>
          <button type="button" className="link-button" onClick={() => session.leave()}>
            Host a new table instead
          </button>
        </div>
      </section>
    );
  }

  if (invited) {
    return (
      <section className="play play--invited" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="play__title">
          You’re invited to table <span className="play__code">{formatRoomCode(invited)}</span>
        </h2>
        <form className="play__invite" onSubmit={onJoin} noValidate>
          {nameField}
          <button type="submit" className="button button--primary">
            Join the table
          </button>
        </form>
        {status}
        <div className="play__invite-more">
          {error && ['host-unreachable', 'signalling-timeout', 'timeout'].includes(error) && (
            <button type="button" className="link-button" onClick={() => void session.boot()}>
              Try again
            </button>
          )}
          <button type="button" className="link-button" onClick={() => session.leave()}>
            Host your own table instead
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="play" aria-labelledby="play-heading">
      <h2 id="play-heading" className="visually-hidden">
        Start playing
      </h2>
      {nameField}
      <div className="play__row">
        <form className="play__create" onSubmit={onCreate} noValidate>
          <div className="play__fields">
            <label className="play__field">
              <span className="play__label">Game</span>
              <select
                className="select"
                value={game}
                onChange={(event) => {
                  const next = event.target.value as GameId;
                  setGame(next);
                  setOptions(defaultOptions(next));
                }}
              >
                {GAME_INFO.map((g) => (
                  <option key={g.id} value={g.id} disabled={!isPlayable(g.id)}>
                    {g.name}
                    {isPlayable(g.id) ? '' : ' (coming soon)'}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Options options={options} editable onChange={setOptions} />
          <button type="submit" className="button button--primary">
            Create a table
          </button>
        </form>

        <div className="play__divider" aria-hidden="true">
          <span>or</span>
        </div>

        <form className="play__join" onSubmit={onJoin} noValidate>
          <label htmlFor="join-code" className="play__label">
            Join with a code
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
              placeholder="e.g. KTR-94M"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button button--secondary">
              Join
            </button>
          </div>
          <p className="play__hint">Or simply open the link your host shared.</p>
        </form>
      </div>
      {status}
    </section>
  );
}
