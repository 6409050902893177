import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { LinkButton } from '@/components/ui/button';
import { appMessages } from './messages';

export function NotFoundScreen({ path }: { path: string }) {
  const t = useT(appMessages);
  return (
    <Screen title={t('notFoundTitle')} back={{ href: '#/', label: t('backToSessions') }}>
      <p className="text-base">{t('notFoundBody', { path })}</p>
      <LinkButton href="#/" variant="primary" className="mt-6">
        {t('backToSessions')}
      </LinkButton>
    </Screen>
  );
}
