// Gangsta!'s one table option, `consent`: whether a cooperative heist may use another player's
// gangster at once (the rules), or only once its owner agrees. The host edits it in the lobby and
// when creating a table; guests read it.
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

const CONSENT_TEXT = {
  false: {
    name: 'Without asking (the rules)',
    text: 'On a cooperative heist (teal frame, from Gang Wars on), the player staffing it may put any available gangster of another gang on the job, after one of their own. Everyone with a gangster on it gets the co-op reward.',
  },
  true: {
    name: 'The owner must agree',
    text: 'On a cooperative heist, borrowing another player’s gangster asks its owner first: they lend it or refuse, and the heist waits for the answer. Everyone with a gangster on it gets the co-op reward.',
  },
} as const;

/** Gangsta!'s options editor (or, not editable, its summary). */
export function GangstaOptions({ options, editable, onChange }: OptionsProps) {
  const o = readGangstaOptions(options);
  const text = CONSENT_TEXT[o.consent ? 'true' : 'false'];
  if (!editable) {
    return (
      <div className="settings__options">
        <p className="settings__mode">
          Lending gangsters: <strong>{text.name}</strong>
        </p>
        <p className="play__hint">{text.text}</p>
      </div>
    );
  }
  return (
    <div className="settings__options">
      <label className="play__field">
        <span className="play__label">Lending gangsters on cooperative heists</span>
        <select
          className="select"
          value={o.consent ? 'ask' : 'free'}
          onChange={(e) => onChange({ ...o, consent: e.target.value === 'ask' })}
        >
          <option value="free">{CONSENT_TEXT.false.name}</option>
          <option value="ask">{CONSENT_TEXT.true.name}</option>
        </select>
      </label>
      <p className="play__hint">{text.text}</p>
    </div>
  );
}
