// The gang around the table: each player's current chip (take it from them, or return your own),
// their row of earlier chips, their hand (face down until it is revealed) and what specialists
// made them announce.
import { useTranslation } from 'react-i18next';
import type { GangPlayerView } from '../../../engine/games/the-gang/view.ts';
import { PlayerTag } from '../../kit/PlayerTag.tsx';
import { announcementText } from './announce-text.ts';
import { CardBack, Chip, PlayingCard } from './Cards.tsx';
import { chipBlock, takeChip } from './Centre.tsx';
import { useGang } from './context.ts';
import { chipLabel } from './format.ts';

/** The chip a player holds this round, with the action the viewer may take on it. */
function HeldChip({ player }: { player: GangPlayerView }) {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const { view, me } = ctx;
  const chip = player.chip;
  if (!chip) {
    return <span className="crew__nochip">{view.phase === 'round' ? t('ui.noChipYet') : ''}</span>;
  }
  const dark = view.dark.includes(chip);
  const mine = player.seat === me;
  if (view.phase !== 'round' || me === null) return <Chip token={chip} dark={dark} />;
  if (mine) {
    return (
      <span className="crew__chip">
        <Chip token={chip} dark={dark} />
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={dark}
          title={dark ? t('ui.darkChip') : t('ui.putBack')}
          onClick={() => void ctx.act({ type: 'returnChip', chip })}
        >
          {t('ui.return')}
        </button>
      </span>
    );
  }
  const block = dark ? t('ui.darkChip') : chipBlock(ctx);
  return (
    <span className="crew__chip">
      <Chip token={chip} dark={dark} />
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={block !== null}
        title={block ?? t('ui.takeFrom', { name: ctx.name(player.seat) })}
        aria-label={t('ui.takeChipFrom', {
          chip: chipLabel(chip, true),
          name: ctx.name(player.seat),
        })}
        onClick={() => void takeChip(ctx, chip)}
      >
        {t('ui.take')}
      </button>
    </span>
  );
}

/** One player's line. */
function CrewMember({ player }: { player: GangPlayerView }) {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const { view, me } = ctx;
  const lobbyPlayer = ctx.players[player.seat];
  const said = view.announcements.filter((a) => a.seat === player.seat);
  const isAbout = view.scan?.about === player.seat;
  return (
    <li className="crew__member" data-you={player.seat === me}>
      <div className="crew__who">
        {lobbyPlayer ? (
          <PlayerTag player={lobbyPlayer} you={player.seat === me} />
        ) : (
          <span className="player-tag__name">{ctx.name(player.seat)}</span>
        )}
        {player.muscle && <span className="badge badge--muscle">{t('ui.muscle')}</span>}
        {isAbout && <span className="badge badge--scan">{t('ui.topRed')}</span>}
        {view.passed?.[player.seat] && <span className="badge">{t('ui.passedMark')}</span>}
      </div>
      <div className="crew__chips">
        <HeldChip player={player} />
        {player.row.length > 0 && (
          <span className="crew__row" aria-label={t('ui.earlierChips')}>
            {player.row.map((c) => (
              <Chip key={c} token={c} small />
            ))}
          </span>
        )}
      </div>
      <div
        className="crew__hand"
        role="group"
        aria-label={t('ui.handOf', { name: ctx.name(player.seat) })}
      >
        {player.pocket
          ? player.pocket.map((c) => <PlayingCard key={c} card={c} small />)
          : Array.from({ length: player.pocketCount }, (_, i) => <CardBack key={i} small />)}
      </div>
      {said.length > 0 && (
        <ul className="crew__said">
          {said.map((a, i) => (
            <li key={i}>{announcementText(a, ctx.name)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every player at the table, in seat order. */
export function Crew() {
  const { view } = useGang();
  const { t } = useTranslation('the-gang');
  return (
    <section className="panel crew" aria-labelledby="crew-title">
      <h2 id="crew-title" className="panel__title">
        {t('ui.theGang')}
      </h2>
      <ol className="crew__list">
        {view.players.map((p) => (
          <CrewMember key={p.seat} player={p} />
        ))}
      </ol>
    </section>
  );
}
