// Gangsta!'s cards in plain DOM: the skill symbols (the same shapes and colours as on the table's
// cards, src/table/games/gangsta/art/glyphs.ts) and small cards that say everything a card says:
// cost or money, influence, skills, rewards and name.
import { useTranslation } from 'react-i18next';
import type { Skill } from '../../../engine/games/gangsta/cards.ts';
import {
  bossCard,
  gangsterCard,
  heistCard,
  snitchCard,
} from '../../../engine/games/gangsta/catalogue.ts';
import { SKILL_TEXT, cardName } from '../../../i18n/games/gangsta/texts.ts';
import {
  cardWords,
  dollars,
  rewardWords,
  skillList,
  stars,
} from '../../../i18n/games/gangsta/words.ts';
import { SKILL_GLYPHS, SKILL_INKS } from '../../../table/games/gangsta/art/glyphs.ts';

/** One skill's symbol in its colour. */
export function SkillIcon({ skill, dim = false }: { skill: Skill; dim?: boolean }) {
  const { t } = useTranslation('gangsta');
  const ink = SKILL_INKS[skill];
  const words = SKILL_TEXT[skill];
  return (
    <svg
      className="skill-icon"
      data-dim={dim}
      viewBox="0 0 100 100"
      role="img"
      aria-label={words.name}
    >
      <title>{t('ui.card.skill', { name: words.name, text: words.text })}</title>
      <circle cx="50" cy="50" r="50" fill="#1b1714" />
      <circle cx="50" cy="50" r="45" fill={ink.fill} />
      <path d={SKILL_GLYPHS[skill]} fill={ink.ink} />
    </svg>
  );
}

/** Skills as a row of symbols (a heist's requirements: `missing` ones stand out). */
export function Skills({
  skills,
  missing,
}: {
  skills: readonly Skill[];
  missing?: readonly Skill[];
}) {
  useTranslation('gangsta'); // the list's words follow the reader's language
  const open = [...(missing ?? skills)];
  return (
    <span className="skills" aria-label={skillList(skills)}>
      {skills.map((k, i) => {
        const at = open.indexOf(k);
        const lacking = at >= 0;
        if (lacking) open.splice(at, 1);
        return <SkillIcon key={i} skill={k} dim={missing !== undefined && !lacking} />;
      })}
    </span>
  );
}

/** What kind of card an id names. */
export function kindOf(id: string): 'boss' | 'gangster' | 'heist' | 'snitch' | null {
  if (bossCard(id)) return 'boss';
  if (gangsterCard(id)) return 'gangster';
  if (heistCard(id)) return 'heist';
  if (snitchCard(id)) return 'snitch';
  return null;
}

/** A card in a line: its numbers, symbols and name (`engaged` turns a gang member aside). */
export function CardLine({ id, engaged }: { id: string; engaged?: boolean }) {
  const { t } = useTranslation('gangsta');
  const kind = kindOf(id);
  const g = gangsterCard(id);
  const b = bossCard(id);
  const h = heistCard(id);
  const s = snitchCard(id);
  const { extra, coop } = rewardWords(id);
  return (
    <span
      className={`gcard gcard--${kind ?? 'unknown'}`}
      data-engaged={engaged ?? undefined}
      data-coop={h?.coop ? true : undefined}
      data-chapter={h?.chapter}
      title={cardWords(id)}
    >
      {g && <span className="gcard__money">{dollars(g.cost)}</span>}
      {h && <span className="gcard__money">{dollars(h.money)}</span>}
      {b && <span className="gcard__boss">{t('ui.card.boss')}</span>}
      {(g ?? b ?? h) && <span className="gcard__influence">{stars((g ?? b ?? h)!.influence)}</span>}
      {(g ?? b) && <Skills skills={(g ?? b)!.skills} />}
      {h && <Skills skills={h.requires} />}
      {s && <span className="gcard__snitch">{t('ui.card.snitch', { n: s.informants })}</span>}
      <span className="gcard__name">{cardName(id)}</span>
      {extra && <span className="gcard__extra">{extra}</span>}
      {coop && <span className="gcard__coop">{coop}</span>}
      {engaged && <span className="gcard__state">{t('ui.card.engaged')}</span>}
    </span>
  );
}
