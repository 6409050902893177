/** The custom rule sets: open one to edit, or start a new one from a preset. */
import { useLang, useT } from '@/i18n/i18n';
import { presetName } from '@/lib/tarock-names';
import { routePath } from '@/lib/router';
import { useRuleSets } from '@/state/rule-sets';
import { Screen } from '@/components/ui/screen';
import { LinkButton } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { ruleSetsMessages } from './messages';
import { countChanges } from './rule-set-form';

export function RuleSetsScreen() {
  const t = useT(ruleSetsMessages);
  const lang = useLang();
  const ruleSets = useRuleSets();

  return (
    <Screen
      title={t('listTitle')}
      back={{ href: routePath({ name: 'sessions' }), label: t('back') }}
      footer={
        <LinkButton href={routePath({ name: 'rule-set', ruleSetId: 'new' })} variant="primary" size="lg" className="w-full">
          <PlusIcon />
          {t('newRuleSet')}
        </LinkButton>
      }
    >
      <p className="text-base text-stone-700 dark:text-stone-300">{t('intro')}</p>
      {ruleSets === undefined ? (
        <p role="status" className="mt-4">
          {t('loading')}
        </p>
      ) : ruleSets.length === 0 ? (
        <p className="mt-6 rounded-2xl border-2 border-dashed border-stone-300 px-5 py-8 text-center text-base dark:border-stone-700">{t('empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('listTitle')}>
          {ruleSets.map((rs) => {
            const n = countChanges(rs.spec.overrides ?? {});
            return (
              <li key={rs.id}>
                <a
                  href={routePath({ name: 'rule-set', ruleSetId: rs.id })}
                  className="block rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-800 dark:bg-stone-900 dark:hover:bg-stone-800"
                >
                  <span className="block text-lg font-bold">{rs.name}</span>
                  <span className="block text-sm text-stone-600 dark:text-stone-400">
                    {t('basedOn', { preset: presetName(rs.spec.preset, lang) })} ·{' '}
                    {n === 0 ? t('changesNone') : n === 1 ? t('changesOne') : t('changes', { n })}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}
