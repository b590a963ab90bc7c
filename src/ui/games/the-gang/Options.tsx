// The Gang's options: the mode, and (beyond the basic game) how the challenge and specialist
// stacks start. The host edits them in the lobby and when creating a table; guests read them.
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { GangOptionsSchema } from '../../../engine/games/the-gang/options.ts';
import {
  MODES,
  STACK_ORDERS,
  type Mode,
  type StackOrder,
} from '../../../engine/games/the-gang/vocabulary.ts';
import { MODE_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import type { OptionsProps } from '../../kit/game-ui.ts';

interface GangOptionsShape {
  readonly mode: Mode;
  readonly stacks: StackOrder;
}

/** The options as sent (anything), read with the game's own schema; defaults where unreadable. */
function read(raw: unknown): GangOptionsShape {
  const out = v.safeParse(GangOptionsSchema, raw ?? {});
  return out.success ? out.output : { mode: 'basic', stacks: 'first-game' };
}

/** The Gang's options editor (or, not editable, its summary). */
export function GangOptions({ options, editable, onChange }: OptionsProps) {
  const { t } = useTranslation('the-gang');
  const o = read(options);
  if (!editable) {
    return (
      <div className="settings__options">
        <p className="settings__mode">
          {t('ui.modeLine')} <strong>{MODE_TEXT[o.mode].name}</strong>
          {o.mode !== 'basic' && t('ui.stacksLine', { order: t(`ui.stacksShort.${o.stacks}`) })}
        </p>
        <p className="play__hint">{MODE_TEXT[o.mode].text}</p>
      </div>
    );
  }
  return (
    <div className="settings__options">
      <label className="play__field">
        <span className="play__label">{t('ui.mode')}</span>
        <select
          className="select"
          value={o.mode}
          onChange={(e) => onChange({ ...o, mode: e.target.value as Mode })}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {MODE_TEXT[m].name}
            </option>
          ))}
        </select>
      </label>
      {o.mode !== 'basic' && (
        <label className="play__field">
          <span className="play__label">{t('ui.stacksField')}</span>
          <select
            className="select"
            value={o.stacks}
            onChange={(e) => onChange({ ...o, stacks: e.target.value as StackOrder })}
          >
            {STACK_ORDERS.map((s) => (
              <option key={s} value={s}>
                {t(`ui.stacks.${s}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="play__hint">{MODE_TEXT[o.mode].text}</p>
    </div>
  );
}
