/**
 * Prämien as toggles (only those the rule set offers for this game). Switching
 * one on adds it silent, made, for the declarer side (a bird: held by the
 * declarer); each entry then has one-tap switches for side, still/angesagt,
 * gemacht/verloren, Kontra (announced only) and the bird's holder.
 */
import { PlayerName } from '@/components/ui/player-name';
import { isBird, offeredPraemien, type PraemieId, type Side } from '@/domain/index';
import { praemieName } from '@/lib/tarock-names';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, ChoiceGroup } from './choice';
import { messages } from './messages';
import { kontraLabel, levels, type PanelProps } from './panel-props';
import { sideSeats, togglePraemie, updatePraemie, type PraemieDraft } from './use-hand-draft';

/** Prämien whose side follows from the rules: nothing to choose. */
function fixedSide(id: PraemieId, mondfangOpponentsOnly: boolean): Side | null {
  if (id === 'koenigfang') return 'opponents';
  if (id === 'koenig_ultimo') return 'declarer';
  if (id === 'mondfang' && mondfangOpponentsOnly) return 'opponents';
  return null;
}

export function PraemienPanel(props: PanelProps & { id: string }) {
  const { draft, ctx, update, errorFor, id } = props;
  const t = useT(messages);
  if (draft.game === null) return null;
  const offered = offeredPraemien(ctx.rules, draft.game);
  if (offered.length === 0) {
    return (
      <div id={id} className="text-sm text-stone-600 dark:text-stone-400">
        {t('noPraemien')}
      </div>
    );
  }
  return (
    <div id={id} className="space-y-3">
      <ChoiceGroup label={t('praemien')} columns={3} hideLabel error={errorFor('praemien')}>
        {offered.map((pid) => (
          <ChoiceButton
            key={pid}
            size="sm"
            pressed={draft.praemien.some((p) => p.id === pid)}
            onClick={() => update((d) => togglePraemie(d, pid, ctx))}
          >
            {praemieName(pid)}
          </ChoiceButton>
        ))}
      </ChoiceGroup>
      {draft.praemien.map((p, index) => (
        <PraemieCard key={`${p.id}-${index}`} {...props} praemie={p} index={index} />
      ))}
    </div>
  );
}

function PraemieCard({ draft, ctx, table, names, update, errorFor, praemie, index }: PanelProps & { praemie: PraemieDraft; index: number }) {
  const t = useT(messages);
  const name = praemieName(praemie.id);
  const fixed = fixedSide(praemie.id, ctx.rules.mondfangOpponentsOnly);
  const holders = sideSeats(draft, table, praemie.side);
  const change = (patch: Partial<PraemieDraft>) => update((d) => updatePraemie(d, index, patch, ctx));
  return (
    <section
      aria-label={name}
      className="rounded-xl border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 className="mb-2 text-base font-bold">{name}</h2>
      <div className="grid grid-cols-2 gap-x-3 gap-y-2">
        {fixed === null ? (
          <ChoiceGroup label={t('side')} ariaLabel={t('praemieSide', { name })} columns={2}>
            {(['declarer', 'opponents'] as const).map((side) => (
              <ChoiceButton key={side} size="sm" pressed={praemie.side === side} onClick={() => change({ side })}>
                {side === 'declarer' ? t('sideDeclarer') : t('sideOpponents')}
              </ChoiceButton>
            ))}
          </ChoiceGroup>
        ) : (
          <p className="self-end pb-3 text-sm text-stone-700 dark:text-stone-300">
            {fixed === 'declarer' ? t('sideDeclarer') : t('sideOpponents')}
          </p>
        )}
        <ChoiceGroup label={t('announcement')} ariaLabel={t('praemieAnnounced', { name })} columns={2}>
          <ChoiceButton size="sm" pressed={!praemie.announced} onClick={() => change({ announced: false })}>
            {t('silent')}
          </ChoiceButton>
          <ChoiceButton size="sm" pressed={praemie.announced} onClick={() => change({ announced: true })}>
            {t('announced')}
          </ChoiceButton>
        </ChoiceGroup>
        <ChoiceGroup label={t('outcome')} ariaLabel={t('praemieMade', { name })} columns={2} className="col-span-2">
          <ChoiceButton size="sm" pressed={praemie.made} onClick={() => change({ made: true })}>
            {t('made')}
          </ChoiceButton>
          <ChoiceButton size="sm" pressed={!praemie.made} onClick={() => change({ made: false })}>
            {t('failed')}
          </ChoiceButton>
        </ChoiceGroup>
        {praemie.announced && ctx.rules.maxKontra > 0 ? (
          <ChoiceGroup
            label={t('kontra')}
            ariaLabel={t('praemieKontra', { name })}
            columns={Math.min(4, ctx.rules.maxKontra + 1) as 2 | 3 | 4}
            className="col-span-2"
          >
            {levels(ctx.rules.maxKontra).map((level) => (
              <ChoiceButton key={level} size="sm" pressed={(praemie.kontra ?? 0) === level} onClick={() => change({ kontra: level })}>
                {kontraLabel(level, t)}
              </ChoiceButton>
            ))}
          </ChoiceGroup>
        ) : null}
        {isBird(praemie.id) ? (
          <ChoiceGroup
            label={t('holder')}
            ariaLabel={t('praemieHolder', { name })}
            columns={Math.max(2, Math.min(4, holders.length)) as 2 | 3 | 4}
            className="col-span-2"
            error={errorFor(`praemien[${index}].by`)}
          >
            {holders.map((seat) => (
              <ChoiceButton key={seat} size="sm" pressed={praemie.by === seat} onClick={() => change({ by: seat })}>
                <PlayerName name={names[seat]} />
              </ChoiceButton>
            ))}
          </ChoiceGroup>
        ) : null}
      </div>
      {errorFor(`praemien[${index}]`) && !errorFor(`praemien[${index}].by`) ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {errorFor(`praemien[${index}]`)}
        </p>
      ) : null}
    </section>
  );
}
