// Gangsta!'s one table option, `consent`: whether a cooperative heist may use another player's
// gangster at once (the rules), or only once its owner agrees. The host edits it in the lobby and
// when creating a table; guests read it.
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { GangstaOptionsSchema } from '../../../engine/games/gangsta/options.ts';
import type { GangstaOptions as Options } from '../../../engine/index.ts';
import type { OptionsProps } from '../../kit/game-ui.ts';

/** The options as sent (anything), read with the game's own schema; the rules' defaults where
 * unreadable. */
export function readGangstaOptions(raw: unknown): Options {
  const out = v.safeParse(GangstaOptionsSchema, raw ?? {});
  return out.success ? out.output : { consent: false };
}

/** Gangsta!'s options editor (or, not editable, its summary). */
export function GangstaOptions({ options, editable, onChange }: OptionsProps) {
  const { t } = useTranslation('gangsta');
  const o = readGangstaOptions(options);
  const chosen = o.consent ? 'ask' : 'free';
  if (!editable) {
    return (
      <div className="settings__options">
        <p className="settings__mode">
          {t('options.lending')} <strong>{t(`options.${chosen}.name`)}</strong>
        </p>
        <p className="play__hint">{t(`options.${chosen}.text`)}</p>
      </div>
    );
  }
  return (
    <div className="settings__options">
      <label className="play__field">
        <span className="play__label">{t('options.field')}</span>
        <select
          className="select"
          value={chosen}
          onChange={(e) => onChange({ ...o, consent: e.target.value === 'ask' })}
        >
          <option value="free">{t('options.free.name')}</option>
          <option value="ask">{t('options.ask.name')}</option>
        </select>
      </label>
      <p className="play__hint">{t(`options.${chosen}.text`)}</p>
    </div>
  );
}
