// The replay's controls, in a bar over the foot of the table (replay-control.ts decides what each
// does): back to the deal, a part back, a step back, play or pause, a step on, a part on; where
// the replay is; a jump to a round, heist or chapter; the speed; the seat the table is seen from.
// Every control is a button or a select with a name, so a keyboard and a screen reader reach them
// all (the keys of keyAction work too, anywhere in the replay).
import { useTranslation } from 'react-i18next';
import { partIndex, SPEEDS, type ReplayAction, type ReplayControl } from './replay-control.ts';
import type { ReplayPart } from './replay-steps.ts';

/** One icon button, named for screen readers and titled for a mouse. */
function IconButton({
  label,
  icon,
  onClick,
  primary,
  disabled,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  primary?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button button--small replay__icon${primary ? ' button--primary' : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

/** The bar; `dispatch` takes what a control asks for. */
export function ReplayControls({
  control,
  dispatch,
  parts,
  seats,
  from,
  onFrom,
}: {
  control: ReplayControl;
  dispatch: (a: ReplayAction) => void;
  parts: readonly ReplayPart[];
  /** The seats' names, for "Seen from". */
  seats: readonly string[];
  from: number;
  onFrom: (seat: number) => void;
}) {
  const { t } = useTranslation();
  const { step, last, playing, speed } = control;
  const starts = parts.map((p) => p.step);
  const here = partIndex(starts, step);
  return (
    <div className="replay__controls" data-hud-reserve="">
      <div className="replay__buttons">
        <IconButton
          label={t('fair.start')}
          icon="|◀"
          disabled={step === 0}
          onClick={() => dispatch({ type: 'jump', to: 0 })}
        />
        {parts.length > 1 && (
          <IconButton
            label={t('fair.previousPart')}
            icon="◀◀"
            disabled={step === 0}
            onClick={() => dispatch({ type: 'part', starts, by: -1 })}
          />
        )}
        <IconButton
          label={t('fair.back')}
          icon="◀"
          disabled={step === 0}
          onClick={() => dispatch({ type: 'step', by: -1 })}
        />
        <button
          type="button"
          className="button button--primary button--small replay__play"
          data-replay-play=""
          onClick={() => dispatch({ type: 'toggle' })}
        >
          {playing ? t('fair.pause') : t('fair.play')}
        </button>
        <IconButton
          label={t('fair.forward')}
          icon="▶"
          disabled={step >= last}
          onClick={() => dispatch({ type: 'step', by: 1 })}
        />
        {parts.length > 1 && (
          <IconButton
            label={t('fair.nextPart')}
            icon="▶▶"
            disabled={here >= parts.length - 1}
            onClick={() => dispatch({ type: 'part', starts, by: 1 })}
          />
        )}
        <span className="replay__where" data-replay-step={step} aria-live="polite">
          {t('fair.move', { step, last })}
        </span>
      </div>
      <div className="replay__choices">
        {parts.length > 1 && (
          <label>
            {t('fair.jump')}{' '}
            <select
              className="select select--small"
              value={parts[Math.max(0, here)]?.step ?? 0}
              onChange={(e) => dispatch({ type: 'jump', to: Number(e.target.value) })}
            >
              {parts.map((p) => (
                <option key={p.step} value={p.step}>
                  {p.labels.map((l) => t(`fair.part_${l.part}`, { n: l.n })).join(' · ')}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('fair.speed')}{' '}
          <select
            className="select select--small"
            value={speed}
            onChange={(e) => dispatch({ type: 'speed', to: Number(e.target.value) })}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                ×{s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fair.seenFrom')}{' '}
          <select
            className="select select--small"
            value={from}
            onChange={(e) => onFrom(Number(e.target.value))}
          >
            {seats.map((name, seat) => (
              <option key={seat} value={seat}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
