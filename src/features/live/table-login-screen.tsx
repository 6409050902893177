/**
 * A table phone scanned the code of its table's network login: kept on the phone, so the
 * round's hand-in screen offers "Übers Netz abgeben".
 */
import { routePath } from '@/lib/router';
import { useEffect, useState } from 'react';
import { Screen } from '@/components/ui/screen';
import { LinkButton } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { decodeTableLogin, saveTableLogin, type TableLogin } from '@/state/online/table-phone';
import { liveMessages } from './messages';

export function TableLoginScreen({ code }: { code: string }) {
  const t = useT(liveMessages);
  const [login] = useState<TableLogin | null>(() => decodeTableLogin(code));
  useEffect(() => {
    if (login) saveTableLogin(login);
  }, [login]);
  return (
    <Screen title={t('tableLoginTitle')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      {login ? (
        <>
          <p role="status">{t('tableLoginSaved', { round: login.r, table: login.k })}</p>
          <LinkButton href={routePath({ name: 'sessions' })} variant="primary" className="mt-4 w-full">{t('toSheets')}</LinkButton>
        </>
      ) : (
        <p role="alert">{t('tableLoginBroken')}</p>
      )}
    </Screen>
  );
}
