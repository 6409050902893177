/**
 * Valat (all 12 tricks): side, still/angesagt, gemacht/verloren (verloren only when announced),
 * and where the valat is a fixed Prämie its own Kontra (rules.md §3.1: announced valat only).
 */
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, ChoiceGroup, FieldAlert } from './choice';
import { messages } from './messages';
import { kontraLabel, levels, type PanelProps } from './panel-props';

export function ValatPanel({ draft, ctx, update, errorFor, id }: PanelProps & { id: string }) {
  const t = useT(messages);
  const valat = draft.valat;
  if (valat === null) {
    return (
      <div id={id}>
        <Button className="w-full" onClick={() => update((d) => ({ ...d, valat: { side: 'declarer', announced: false, made: true } }))}>
          {t('valatOn')}
        </Button>
      </div>
    );
  }
  const set = (patch: Partial<typeof valat>) =>
    update((d) => {
      if (d.valat === null) return d;
      const next = { ...d.valat, ...patch };
      // A silent valat is only recorded when it was made (session-format: made: false only with announced).
      if (!next.announced) {
        next.made = true;
        delete next.kontra;
      }
      return { ...d, valat: next };
    });
  return (
    <div id={id} className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-900">
      <ChoiceGroup label={t('side')} ariaLabel={t('valatSide')} columns={2}>
        <ChoiceButton size="sm" pressed={valat.side === 'declarer'} onClick={() => set({ side: 'declarer' })}>
          {t('sideDeclarer')}
        </ChoiceButton>
        <ChoiceButton size="sm" pressed={valat.side === 'opponents'} onClick={() => set({ side: 'opponents' })}>
          {t('sideOpponents')}
        </ChoiceButton>
      </ChoiceGroup>
      <ChoiceGroup label={t('announcement')} ariaLabel={t('valatAnnounced')} columns={2}>
        <ChoiceButton size="sm" pressed={!valat.announced} onClick={() => set({ announced: false })}>
          {t('silent')}
        </ChoiceButton>
        <ChoiceButton size="sm" pressed={valat.announced} onClick={() => set({ announced: true })}>
          {t('announced')}
        </ChoiceButton>
      </ChoiceGroup>
      {valat.announced ? (
        <ChoiceGroup label={t('outcome')} ariaLabel={t('valatMade')} columns={2}>
          <ChoiceButton size="sm" pressed={valat.made} onClick={() => set({ made: true })}>
            {t('made')}
          </ChoiceButton>
          <ChoiceButton size="sm" pressed={!valat.made} onClick={() => set({ made: false })}>
            {t('failed')}
          </ChoiceButton>
        </ChoiceGroup>
      ) : null}
      {valat.announced && ctx.rules.valat.mode === 'fixed' && ctx.rules.maxKontra > 0 ? (
        <ChoiceGroup
          label={t('kontra')}
          ariaLabel={t('valatKontra')}
          columns={Math.min(4, ctx.rules.maxKontra + 1) as 2 | 3 | 4}
        >
          {levels(ctx.rules.maxKontra).map((level) => (
            <ChoiceButton key={level} size="sm" pressed={(valat.kontra ?? 0) === level} onClick={() => set({ kontra: level })}>
              {kontraLabel(level, t)}
            </ChoiceButton>
          ))}
        </ChoiceGroup>
      ) : null}
      <FieldAlert text={errorFor('valat')} />
      <Button variant="ghost" className="w-full" onClick={() => update((d) => ({ ...d, valat: null }))}>
        {t('valatOff')}
      </Button>
    </div>
  );
}
