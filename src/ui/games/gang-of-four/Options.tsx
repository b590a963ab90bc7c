// Gang of Four's options, each a point where the two rulebooks differ, with what it changes at
// the table, in the reader's language. The host edits them in the lobby and when creating a table; guests
// read them.
import {
  DEFENCE_MODES,
  LAST_CARD_MODES,
  LOSER_TIE_MODES,
} from '../../../engine/games/gang-of-four/vocabulary.ts';
import type { GofOptions } from '../../../engine/index.ts';
import {
  DEFENCE_TEXT,
  LAST_CARD_TEXT,
  LOSER_TIE_TEXT,
  optionLabel,
  type OptionText,
} from '../../../i18n/games/gang-of-four/texts.ts';
import type { OptionsProps } from '../../kit/game-ui.ts';
import { readOptions } from './options.ts';

interface Field {
  readonly key: keyof GofOptions;
  readonly values: readonly string[];
  readonly text: Readonly<Record<string, OptionText>>;
}

const FIELDS: readonly Field[] = [
  { key: 'lastCard', values: LAST_CARD_MODES, text: LAST_CARD_TEXT },
  { key: 'defence', values: DEFENCE_MODES, text: DEFENCE_TEXT },
  { key: 'loserTie', values: LOSER_TIE_MODES, text: LOSER_TIE_TEXT },
];

/** Gang of Four's options editor (or, not editable, their summary). */
export function GofOptionsEditor({ options, editable, onChange }: OptionsProps) {
  const o = readOptions(options);
  if (!editable) {
    return (
      <div className="settings__options">
        <ul className="gof-options__summary">
          {FIELDS.map((f) => {
            const t = f.text[o[f.key]]!;
            return (
              <li key={f.key}>
                {optionLabel(f.key)}: <strong>{t.name}</strong>
                <span className="play__hint"> {t.text}</span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return (
    <div className="settings__options">
      {FIELDS.map((f) => {
        const text = f.text;
        return (
          <label key={f.key} className="play__field">
            <span className="play__label">{optionLabel(f.key)}</span>
            <select
              className="select"
              name={f.key}
              value={o[f.key]}
              onChange={(e) => onChange({ ...o, [f.key]: e.target.value })}
            >
              {f.values.map((value) => (
                <option key={value} value={value}>
                  {text[value]!.name}
                </option>
              ))}
            </select>
            <span className="play__hint">{text[o[f.key]]!.text}</span>
          </label>
        );
      })}
    </div>
  );
}
