import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { LinkButton } from '@/components/ui/button';
import { appMessages } from './messages';
import { routePath } from '@/lib/router';

export function NotFoundScreen({ path }: { path: string }) {
  const t = useT(appMessages);
  return (
    <Screen title={t('notFoundTitle')} back={{ href: routePath({ name: 'sessions' }), label: t('backToSessions') }}>
      <p className="text-base">{t('notFoundBody', { path })}</p>
      <LinkButton href={routePath({ name: 'sessions' })} variant="primary" className="mt-6">
        {t('backToSessions')}
      </LinkButton>
    </Screen>
  );
}
