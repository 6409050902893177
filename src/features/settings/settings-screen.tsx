/** Language, theme, the storage protection status, the app version and a way to the backup. */
import { useEffect, useState } from 'react';
import { useT, type Messages } from '@/i18n/i18n';
import { useSettings, type Lang, type Theme } from '@/state/settings-store';
import { getPersistenceState, requestPersistence, type PersistenceState } from '@/state/storage';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { version } from '../../../package.json';
import { routePath } from '@/lib/router';

const messages = {
  de: {
    title: 'Einstellungen',
    back: 'Zurück zu den Abenden',
    language: 'Sprache',
    theme: 'Darstellung',
    themeSystem: 'System',
    themeLight: 'Hell',
    themeDark: 'Dunkel',
    storageHeading: 'Speicher',
    persisted: 'Dauerhaft gespeichert: Der Browser löscht die Abende nicht von sich aus.',
    notPersisted: 'Nicht dauerhaft geschützt: Bei Speichermangel könnte der Browser Daten löschen. Regelmäßig eine Sicherung exportieren.',
    unsupported: 'Dieser Browser sagt nicht, ob die Daten dauerhaft geschützt sind. Regelmäßig eine Sicherung exportieren.',
    checking: 'Wird geprüft …',
    askPersist: 'Dauerhaft speichern anfragen',
    backup: 'Sicherung und Wiederherstellung',
    aboutHeading: 'Über',
    version: 'Version {version}',
    about: 'Königsblock – der Schreibblock für Tarock Königrufen. Alle Daten bleiben auf diesem Gerät.',
  },
  en: {
    title: 'Settings',
    back: 'Back to the evenings',
    language: 'Language',
    theme: 'Appearance',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    storageHeading: 'Storage',
    persisted: 'Stored persistently: the browser will not delete the evenings on its own.',
    notPersisted: 'Not protected: the browser might delete data when space runs low. Export a backup regularly.',
    unsupported: 'This browser does not tell whether the data is protected. Export a backup regularly.',
    checking: 'Checking …',
    askPersist: 'Ask for persistent storage',
    backup: 'Backup and restore',
    aboutHeading: 'About',
    version: 'Version {version}',
    about: 'Königsblock – the score sheet for Tarock Königrufen. All data stays on this device.',
  },
} satisfies Messages;

export function SettingsScreen() {
  const t = useT(messages);
  const lang = useSettings((s) => s.lang);
  const theme = useSettings((s) => s.theme);
  const setLang = useSettings((s) => s.setLang);
  const setTheme = useSettings((s) => s.setTheme);
  const [persistence, setPersistence] = useState<PersistenceState | null>(null);

  useEffect(() => {
    let cancelled = false;
    void getPersistenceState().then((state) => {
      if (!cancelled) setPersistence(state);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  async function ask() {
    setPersistence(await requestPersistence());
  }

  return (
    <Screen title={t('title')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      <div className="flex flex-col gap-6">
        <Segmented<Lang>
          label={t('language')}
          value={lang}
          options={[
            { value: 'de', label: 'Deutsch' },
            { value: 'en', label: 'English' },
          ]}
          onChange={setLang}
        />
        <Segmented<Theme>
          label={t('theme')}
          value={theme}
          options={[
            { value: 'system', label: t('themeSystem') },
            { value: 'light', label: t('themeLight') },
            { value: 'dark', label: t('themeDark') },
          ]}
          onChange={setTheme}
        />

        <section aria-labelledby="settings-storage">
          <h2 id="settings-storage" className="mb-2 text-lg font-bold">
            {t('storageHeading')}
          </h2>
          <p role="status" className="text-base">
            {persistence === null
              ? t('checking')
              : persistence === 'persisted'
                ? t('persisted')
                : persistence === 'not-persisted'
                  ? t('notPersisted')
                  : t('unsupported')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {persistence === 'not-persisted' ? <Button onClick={() => void ask()}>{t('askPersist')}</Button> : null}
            <LinkButton href={routePath({ name: 'backup' })}>{t('backup')}</LinkButton>
          </div>
        </section>

        <section aria-labelledby="settings-about">
          <h2 id="settings-about" className="mb-2 text-lg font-bold">
            {t('aboutHeading')}
          </h2>
          <p className="text-base">{t('about')}</p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('version', { version })}</p>
        </section>
      </div>
    </Screen>
  );
}
