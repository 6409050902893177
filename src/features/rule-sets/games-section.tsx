/** The games a rule set offers, with their tariffs when won and when lost (rules.md §3). */
import { useId } from 'react';
import { GAME_IDS, type GameId } from '@/domain/index';
import { gameName } from '@/lib/tarock-names';
import { FieldError } from '@/components/ui/field';
import { automaticLoss, type RuleSetForm } from './rule-set-form';
import { Check, Section, SmallNumber, type SectionProps } from './editor-parts';

export function GamesSection({ t, lang, form, setForm, textFor, errors }: SectionProps) {
  const hintId = useId();
  function setGame(g: GameId, change: Partial<RuleSetForm['games'][GameId]>) {
    setForm((f) => ({ ...f, games: { ...f.games, [g]: { ...f.games[g], ...change } } }));
  }
  const example = `${gameName('sechserdreier', lang)} ${form.games.sechserdreier.tariff || '?'} → ${
    /^\d+$/.test(form.games.sechserdreier.tariff) ? automaticLoss(form.preset, 'sechserdreier', Number(form.games.sechserdreier.tariff)) : '?'
  }`;
  return (
    <Section title={t('gamesHeading')} errors={errors}>
      <p id={hintId} className="mb-2 text-sm text-stone-600 dark:text-stone-400">
        {t('gamesHint', { example })}
      </p>
      <div aria-hidden="true" className="flex justify-end gap-2 pr-0.5 text-xs font-semibold uppercase text-stone-600 dark:text-stone-400">
        <span className="w-16 text-center">{t('tariff')}</span>
        <span className="w-16 text-center">{t('loss')}</span>
      </div>
      <ul className="divide-y divide-stone-100 dark:divide-stone-800">
        {GAME_IDS.map((g) => {
          const row = form.games[g];
          const name = gameName(g, lang);
          const tariffNumber = /^\d+$/.test(row.tariff.trim()) ? Number(row.tariff.trim()) : null;
          const tariffError = textFor(`tariffs.${g}`);
          const lossError = textFor(`lossTariffs.${g}`);
          return (
            <li key={g} className="py-1">
              <div className="flex items-center gap-2">
                <Check label={t('offerGame', { game: name })} checked={row.offered} onChange={(v) => setGame(g, { offered: v })}>
                  {name}
                </Check>
                {row.offered ? (
                  <>
                    <SmallNumber label={t('tariffFor', { game: name })} value={row.tariff} error={!!tariffError} onChange={(v) => setGame(g, { tariff: v })} />
                    <SmallNumber
                      label={t('lossFor', { game: name })}
                      value={row.loss}
                      placeholder={tariffNumber === null ? '' : String(automaticLoss(form.preset, g, tariffNumber))}
                      describedBy={hintId}
                      error={!!lossError}
                      onChange={(v) => setGame(g, { loss: v })}
                    />
                  </>
                ) : null}
              </div>
              {tariffError || lossError ? <FieldError>{`${name}: ${tariffError ?? lossError}`}</FieldError> : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
