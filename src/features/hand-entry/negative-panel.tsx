/**
 * Negative games: each opponent's own Kontra, and "Bei" — further negative
 * contracts in the same hand, where the rule set allows them (rules.md §3.2).
 */
import { PlayerName } from '@/components/ui/player-name';
import { gameName } from '@/lib/tarock-names';
import { Button } from '@/components/ui/button';
import { useLang, useT } from '@/i18n/i18n';
import { ChoiceButton, ChoiceGroup, FieldAlert } from './choice';
import { messages } from './messages';
import { kontraLabel, levels, type PanelProps } from './panel-props';
import { addBei, chooseKontraBy, removeBei, updateBei } from './draft-changes';

export function OpponentsKontra({ draft, ctx, table, names, update, errorFor }: PanelProps) {
  const t = useT(messages);
  if (ctx.rules.maxKontra === 0) return null;
  const opponents = table.active.filter((s) => s !== draft.declarer);
  const cols = Math.min(4, ctx.rules.maxKontra + 1) as 2 | 3 | 4;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('opponentsKontra')}</p>
      {opponents.map((seat) => (
        <div key={seat} className="grid grid-cols-[6rem_1fr] items-center gap-2">
          <PlayerName name={names[seat]} className="font-medium" />
          <ChoiceGroup label={t('kontraOf', { name: names[seat] ?? '' })} hideLabel columns={cols}>
            {levels(ctx.rules.maxKontra).map((level) => (
              <ChoiceButton
                key={level}
                size="sm"
                pressed={(draft.kontraBy[seat] ?? 0) === level}
                onClick={() => update((d) => chooseKontraBy(d, seat, level))}
              >
                {kontraLabel(level, t)}
              </ChoiceButton>
            ))}
          </ChoiceGroup>
        </div>
      ))}
      <FieldAlert text={errorFor('kontraBy')} />
    </div>
  );
}

export function BeiPanel({ draft, ctx, table, names, update, errorFor }: PanelProps) {
  const t = useT(messages);
  const lang = useLang();
  if (draft.game === null || !ctx.rules.bei.includes(draft.game)) return null;
  const beiGames = ctx.rules.bei.filter((g) => ctx.rules.games.includes(g));
  const taken = new Set<number>([draft.declarer ?? -1, ...draft.bei.map((b) => b.declarer ?? -1)]);
  const canAdd = table.active.some((s) => !taken.has(s));
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('bei')}</p>
      {draft.bei.map((b, index) => {
        const n = index + 1;
        const candidates = table.active.filter((s) => s !== draft.declarer && (s === b.declarer || !taken.has(s)));
        const opponents = table.active.filter((s) => s !== b.declarer);
        return (
          <section
            key={index}
            aria-label={t('beiContract', { n })}
            className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-900"
          >
            <ChoiceGroup label={t('declarer')} ariaLabel={t('beiDeclarer', { n })} columns={3}>
              {candidates.map((seat) => (
                <ChoiceButton key={seat} size="sm" pressed={b.declarer === seat} onClick={() => update((d) => updateBei(d, index, { declarer: seat }))}>
                  <PlayerName name={names[seat]} />
                </ChoiceButton>
              ))}
            </ChoiceGroup>
            <ChoiceGroup label={t('game')} ariaLabel={t('beiGame', { n })} columns={3}>
              {beiGames.map((g) => (
                <ChoiceButton key={g} size="sm" pressed={b.game === g} onClick={() => update((d) => updateBei(d, index, { game: g }))}>
                  {gameName(g, lang)}
                </ChoiceButton>
              ))}
            </ChoiceGroup>
            <ChoiceGroup label={t('result')} ariaLabel={t('beiResult', { n })} columns={2}>
              <ChoiceButton size="sm" pressed={b.result === 'won'} onClick={() => update((d) => updateBei(d, index, { result: 'won' }))}>
                {t('won')}
              </ChoiceButton>
              <ChoiceButton size="sm" pressed={b.result === 'lost'} onClick={() => update((d) => updateBei(d, index, { result: 'lost' }))}>
                {t('lost')}
              </ChoiceButton>
            </ChoiceGroup>
            {b.declarer !== null && ctx.rules.maxKontra > 0
              ? opponents.map((seat) => (
                  <div key={seat} className="grid grid-cols-[6rem_1fr] items-center gap-2">
                    <PlayerName name={names[seat]} className="text-sm font-medium" />
                    <ChoiceGroup
                      label={t('beiKontra', { n, name: names[seat] ?? '' })}
                      hideLabel
                      columns={Math.min(4, ctx.rules.maxKontra + 1) as 2 | 3 | 4}
                    >
                      {levels(ctx.rules.maxKontra).map((level) => (
                        <ChoiceButton
                          key={level}
                          size="sm"
                          pressed={(b.kontraBy[seat] ?? 0) === level}
                          onClick={() => update((d) => updateBei(d, index, { kontraBy: { ...b.kontraBy, [seat]: level } }))}
                        >
                          {kontraLabel(level, t)}
                        </ChoiceButton>
                      ))}
                    </ChoiceGroup>
                  </div>
                ))
              : null}
            <FieldAlert text={errorFor(`bei[${index}]`)} />
            <Button variant="ghost" className="w-full" onClick={() => update((d) => removeBei(d, index))}>
              {t('removeBei', { n })}
            </Button>
          </section>
        );
      })}
      {canAdd ? (
        <Button className="w-full" onClick={() => update((d) => addBei(d, ctx))}>
          {t('addBei')}
        </Button>
      ) : null}
    </div>
  );
}
