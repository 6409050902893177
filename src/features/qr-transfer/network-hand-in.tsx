/**
 * On the table phone's hand-in screen of an online tournament: "Übers Netz abgeben" — one
 * tap, when this phone has its table's login for the round. Without a network, or after the
 * director closed the round, the phone says so and the QR code above stays the way to hand in.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLang, useT, type Messages } from '@/i18n/i18n';
import { onlineErrorText } from '@/i18n/online-error-text';
import type { HandIn } from '@/domain/tournament/model';
import { handInOverNetwork, tableLoginFor, type NetworkHandInResult } from '@/state/online/table-phone';
import { firstError } from '@/state/result';

const messages = {
  de: {
    send: 'Übers Netz abgeben',
    sending: 'Wird gesendet …',
    sent: 'Übers Netz abgegeben. Die Turnierleitung hat das Ergebnis, sobald ihr Gerät abgleicht.',
    already: 'Diese Abgabe ist schon angekommen – nichts weiter zu tun.',
    useQr: 'Bitte den QR-Code oben bei der Turnierleitung scannen lassen.',
  },
  en: {
    send: 'Hand in over the network',
    sending: 'Sending …',
    sent: 'Handed in over the network. The director has the result as soon as their device syncs.',
    already: 'This hand-in has arrived already – nothing more to do.',
    useQr: 'Please have the QR code above scanned at the director’s desk.',
  },
} satisfies Messages;

export function NetworkHandIn({ handIn }: { handIn: HandIn }) {
  const t = useT(messages);
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NetworkHandInResult | null>(null);
  const notSent = result && !result.ok ? firstError(result).code : null;
  if (!tableLoginFor(handIn.tournament, handIn.round, handIn.table)) return null;
  return (
    <div className="mt-3 flex flex-col gap-2">
      <Button
        variant="primary"
        className="w-full"
        disabled={busy || result?.ok === true}
        onClick={() => {
          setBusy(true);
          void handInOverNetwork(handIn).then((out) => {
            setBusy(false);
            setResult(out);
          });
        }}
      >
        {busy ? t('sending') : t('send')}
      </Button>
      {result ? (
        result.ok ? (
          <p role="status" className="text-base font-semibold text-green-800 dark:text-green-300">{result.value.kind === 'sent' ? t('sent') : t('already')}</p>
        ) : (
          <p role="alert" className="text-base text-red-700 dark:text-red-300">
            {notSent === 'no-login' ? t('useQr') : `${onlineErrorText(notSent!, lang)} ${notSent === 'round-closed' || notSent === 'table-login' ? '' : t('useQr')}`}
          </p>
        )
      ) : null}
    </div>
  );
}
