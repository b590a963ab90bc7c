// Group decisions: proposing a specialist's use (who, to whom, which value) or a scan guess,
// and agreeing or declining what someone proposed. Also says whom the table waits for.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../engine/cards/hand-eval.ts';
import {
  GROUP_SPECIALISTS,
  RANK_CHARS,
  type GroupSpecialist,
  type RankChar,
} from '../../../engine/games/the-gang/vocabulary.ts';
import type { GangView } from '../../../engine/index.ts';
import { proposalText } from './announce-text.ts';
import { useGang } from './context.ts';
import { categoryName, rankLabel } from './format.ts';
import { SPECIALIST_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { t as translate } from '../../../i18n/i18n.ts';
import { listNames } from '../../kit/start-check.ts';

type Proposal = NonNullable<GangView['proposal']>;

/** Who must agree: everyone for a specialist, all but the top red chip for a scan guess. */
export function voters(view: GangView, kind: string): number[] {
  const all = view.players.map((p) => p.seat);
  if ((GROUP_SPECIALISTS as readonly string[]).includes(kind)) return all;
  return all.filter((s) => s !== view.scan?.about);
}

function SeatSelect({
  label,
  value,
  onChange,
  exclude,
}: {
  label: string;
  value: number;
  onChange: (s: number) => void;
  exclude?: number;
}) {
  const { view, name } = useGang();
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select
        className="select select--small"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {view.players
          .filter((p) => p.seat !== exclude)
          .map((p) => (
            <option key={p.seat} value={p.seat}>
              {name(p.seat)}
            </option>
          ))}
      </select>
    </label>
  );
}

function RankSelect({
  value,
  onChange,
  label,
}: {
  value: RankChar;
  onChange: (r: RankChar) => void;
  label: string;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select
        className="select select--small"
        value={value}
        onChange={(e) => onChange(e.target.value as RankChar)}
      >
        {RANK_CHARS.map((r) => (
          <option key={r} value={r}>
            {rankLabel(r)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The button under every proposal form: submits its form, or runs `onClick`. */
function ProposeButton({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('the-gang');
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className="button button--secondary button--small"
      onClick={onClick}
    >
      {t('ui.propose')}
    </button>
  );
}

/** Propose the specialist's use. */
function SpecialistForm({ kind }: { kind: GroupSpecialist }) {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const [seat, setSeat] = useState(ctx.me ?? 0);
  const [target, setTarget] = useState(((ctx.me ?? 0) + 1) % ctx.view.seats);
  const [rank, setRank] = useState<RankChar>('A');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const proposal =
      kind === 'informant'
        ? { kind, seat, target: target === seat ? (seat + 1) % ctx.view.seats : target }
        : kind === 'mastermind'
          ? { kind, seat, rank }
          : { kind, seat };
    void ctx.act({ type: 'propose', proposal });
  };
  return (
    <form className="decision" onSubmit={submit}>
      <p className="decision__title">
        {t('ui.useSpecialist', { name: SPECIALIST_TEXT[kind].name })}
      </p>
      <p className="hint">{SPECIALIST_TEXT[kind].text}</p>
      <div className="decision__fields">
        <SeatSelect
          label={kind === 'informant' ? t('ui.whoShows') : t('ui.who')}
          value={seat}
          onChange={setSeat}
        />
        {kind === 'informant' && (
          <SeatSelect label={t('ui.toWhom')} value={target} onChange={setTarget} exclude={seat} />
        )}
        {kind === 'mastermind' && (
          <RankSelect label={t('ui.whichValue')} value={rank} onChange={setRank} />
        )}
        <ProposeButton />
      </div>
    </form>
  );
}

/** Propose a scan guess about the top red chip's hand. */
function ScanForm() {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const scan = ctx.view.scan!;
  const [rank, setRank] = useState<RankChar>('A');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('pair');
  const about = ctx.name(scan.about);
  return (
    <div className="decision">
      <p className="decision__title">{t('ui.guessAbout', { name: about })}</p>
      {scan.open.includes('retina-scan') && (
        <div className="decision__fields">
          <RankSelect label={t('ui.retinaField')} value={rank} onChange={setRank} />
          <ProposeButton
            onClick={() =>
              void ctx.act({ type: 'propose', proposal: { kind: 'retina-scan', rank } })
            }
          />
        </div>
      )}
      {scan.open.includes('fingerprint-scan') && (
        <div className="decision__fields">
          <label className="field">
            <span className="field__label">{t('ui.fingerprintField')}</span>
            <select
              className="select select--small"
              value={category}
              onChange={(e) => setCategory(e.target.value as (typeof CATEGORIES)[number])}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryName(c)}
                </option>
              ))}
            </select>
          </label>
          <ProposeButton
            onClick={() =>
              void ctx.act({ type: 'propose', proposal: { kind: 'fingerprint-scan', category } })
            }
          />
        </div>
      )}
    </div>
  );
}

/** An open proposal: who agreed, who is awaited, and the viewer's vote. */
function Vote({ proposal }: { proposal: Proposal }) {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const { id: _id, by: _by, agreed: _agreed, ...body } = proposal;
  const need = voters(ctx.view, proposal.kind);
  const waiting = need.filter((s) => !proposal.agreed.includes(s));
  const canVote = ctx.me !== null && need.includes(ctx.me);
  const agreed = ctx.me !== null && proposal.agreed.includes(ctx.me);
  return (
    <div className="decision decision--vote" role="group" aria-label={t('ui.proposal')}>
      <p className="decision__title">
        {t('ui.proposes', { name: ctx.name(proposal.by) })}{' '}
        <strong>{proposalText(body, ctx.name)}</strong>
      </p>
      <p className="hint">
        {t('ui.votes', {
          agreed: listNames(proposal.agreed.map(ctx.name)) || t('ui.nobody'),
          waiting: listNames(waiting.map(ctx.name)) || t('ui.nobody'),
        })}
      </p>
      {canVote && (
        <div className="decision__fields">
          {!agreed && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => void ctx.act({ type: 'agree', proposal: proposal.id })}
            >
              {t('ui.agree')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void ctx.act({ type: 'decline', proposal: proposal.id })}
          >
            {agreed ? t('ui.withdraw') : t('ui.decline')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Whom the table waits for, in words, or null. */
function waitingText(ctx: ReturnType<typeof useGang>): string | null {
  const { view } = ctx;
  const ns = 'the-gang';
  const p = view.pending;
  if (p && p.seat !== ctx.me) {
    return p.kind === 'informant-show'
      ? translate('ui.waitShow', { ns, name: ctx.name(p.seat), target: ctx.name(p.target) })
      : translate('ui.waitDiscard', { ns, name: ctx.name(p.seat) });
  }
  if (view.phase === 'coordinate' && view.passed) {
    const left = view.players.filter((x) => !view.passed![x.seat]).map((x) => ctx.name(x.seat));
    return left.length > 0 ? translate('ui.waitPass', { ns, names: listNames(left) }) : null;
  }
  if (view.phase === 'guess' && ctx.me === view.scan?.about) {
    return translate('ui.youTopRed', { ns });
  }
  if (view.phase === 'guess' && ctx.me === null) return translate('ui.guessing', { ns });
  return null;
}

/** Round 4's last call: who is ready for the reveal, and the viewer's confirmation. */
function LastCall({ ready }: { ready: readonly boolean[] }) {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const waiting = ready.flatMap((ok, seat) => (ok ? [] : [ctx.name(seat)]));
  const mine = ctx.me !== null ? ready[ctx.me] : undefined;
  return (
    <div className="decision decision--vote" role="group" aria-label={t('ui.readyGroup')}>
      <p className="decision__title">{t('ui.allRed')}</p>
      <p className="hint">
        {t('ui.lastCallHint', { names: listNames(waiting) || t('ui.nobody') })}
      </p>
      {mine === false && (
        <div className="decision__fields">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => void ctx.act({ type: 'reveal' })}
          >
            {t('ui.ready')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The decisions panel; renders nothing when there is nothing to decide. */
export function Decisions() {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const { view, me } = ctx;
  const kind = view.specialist;
  const canPropose =
    me !== null &&
    !view.proposal &&
    !view.pending &&
    (view.phase === 'round' || view.phase === 'coordinate') &&
    kind !== null &&
    (GROUP_SPECIALISTS as readonly string[]).includes(kind) &&
    !view.specialistUsed;
  const canGuess =
    me !== null &&
    !view.proposal &&
    view.phase === 'guess' &&
    view.scan !== null &&
    me !== view.scan.about;
  const waiting = waitingText(ctx);
  if (!view.proposal && !canPropose && !canGuess && !waiting && !view.lastCall) return null;
  return (
    <section className="panel decisions" aria-labelledby="decisions-title">
      <h2 id="decisions-title" className="panel__title">
        {t('ui.decisions')}
      </h2>
      {view.proposal && <Vote proposal={view.proposal} />}
      {canPropose && <SpecialistForm kind={kind as GroupSpecialist} />}
      {canGuess && <ScanForm />}
      {view.lastCall && !view.pending && <LastCall ready={view.lastCall} />}
      {waiting && <p className="hint">{waiting}</p>}
    </section>
  );
}
