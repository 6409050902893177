/**
 * How it ended: won / lost / card points for a positive game, then its Kontra
 * (and Vorfleck); won / lost, each opponent's own Kontra and Bei for a negative game.
 */
import { GAMES, declarerNeeds, formatCardPoints, isPositiveGame } from '@/domain/index';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, ChoiceGroup } from './choice';
import { chooseKontra, chooseResult } from './draft-changes';
import { messages } from './messages';
import { BeiPanel, OpponentsKontra } from './negative-panel';
import { kontraLabel, levels, type PanelProps } from './panel-props';

export function ResultStep(props: PanelProps & { onPoints: () => void }) {
  const { draft, ctx, update, errorFor, onPoints } = props;
  const t = useT(messages);
  const game = draft.game;
  if (game === null) return null;
  const info = GAMES[game];
  const rules = ctx.rules;

  if (info.family === 'negative') {
    return (
      <>
        <ChoiceGroup label={t('result')} columns={2} error={errorFor('result')}>
          <ChoiceButton pressed={draft.result === 'won'} onClick={() => update((d) => chooseResult(d, 'won'))}>
            {t('won')}
          </ChoiceButton>
          <ChoiceButton pressed={draft.result === 'lost'} onClick={() => update((d) => chooseResult(d, 'lost'))}>
            {t('lost')}
          </ChoiceButton>
        </ChoiceGroup>
        <OpponentsKontra {...props} />
        <BeiPanel {...props} />
      </>
    );
  }
  if (!isPositiveGame(game) || draft.conceded) return null;

  const needed = declarerNeeds(rules, draft.kontra);
  let verdict: string | null = null;
  if (draft.points !== null) {
    const args = { points: formatCardPoints(draft.points), needed: formatCardPoints(needed) };
    verdict = draft.points >= needed ? t('pointsWin', args) : t('pointsLose', args);
  }
  return (
    <>
      <div>
        <ChoiceGroup label={t('result')} columns={3} error={errorFor('result', 'points')}>
          <ChoiceButton pressed={draft.result === 'won'} onClick={() => update((d) => chooseResult(d, 'won'))}>
            {t('won')}
          </ChoiceButton>
          <ChoiceButton pressed={draft.result === 'lost'} onClick={() => update((d) => chooseResult(d, 'lost'))}>
            {t('lost')}
          </ChoiceButton>
          <ChoiceButton
            pressed={draft.points !== null}
            onClick={onPoints}
            aria-haspopup="dialog"
            aria-label={draft.points !== null ? t('pointsOf', { points: formatCardPoints(draft.points) }) : undefined}
          >
            {draft.points !== null ? formatCardPoints(draft.points) : t('points')}
          </ChoiceButton>
        </ChoiceGroup>
        {verdict ? <p className="mt-1 text-sm font-medium text-stone-700 dark:text-stone-300">{verdict}</p> : null}
      </div>
      {rules.maxKontra > 0 ? (
        <div>
          <ChoiceGroup label={t('kontra')} columns={Math.min(4, rules.maxKontra + 1) as 2 | 3 | 4} error={errorFor('kontra', 'vorfleck')}>
            {levels(rules.maxKontra).map((level) => (
              <ChoiceButton key={level} pressed={draft.kontra === level} onClick={() => update((d) => chooseKontra(d, level))}>
                {kontraLabel(level, t)}
              </ChoiceButton>
            ))}
          </ChoiceGroup>
          {rules.vorfleck && info.talon > 0 && draft.kontra > 0 ? (
            <Switch label={t('vorfleck')} checked={draft.vorfleck} onChange={(on) => update((d) => ({ ...d, vorfleck: on }))} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
