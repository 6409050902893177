/**
 * Where a message comes in: the camera (codes read one after another, split messages
 * collected in any order), a photo of the code, or the message's file. Every way ends in
 * `onMessage` with the message's JSON (not yet checked) or in `onProblem` with a
 * translated reason. The camera stays open between messages.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { QrScanner } from '@/components/ui/qr-scanner';
import { useT } from '@/i18n/i18n';
import { decodeImageFile } from '@/lib/qr-reader';
import { addScan, EMPTY_COLLECTION, type QrCollection, type QrKind } from '@/transfer/qr/pack';
import { qrErrorText, readMessageFile } from './error-text';
import { messages } from './messages';

export type MessageSource = 'camera' | 'photo' | 'file';

export interface ScanPanelProps {
  kind: QrKind;
  onMessage: (message: unknown, source: MessageSource) => void;
  onProblem: (text: string) => void;
  /** Progress of a split message ("code 2 of 3"). */
  onProgress?: (text: string) => void;
  /** Reading pauses (the camera stays on), e.g. while the screen asks for a confirmation. */
  paused?: boolean;
}

export function ScanPanel({ kind, onMessage, onProblem, onProgress, paused = false }: ScanPanelProps) {
  const t = useT(messages);
  const collection = useRef<QrCollection>(EMPTY_COLLECTION);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  function take(text: string, source: MessageSource) {
    const { collection: next, outcome } = addScan(collection.current, text, kind);
    collection.current = next;
    switch (outcome.status) {
      case 'message':
        onMessage(outcome.message, source);
        break;
      case 'progress':
        onProgress?.(t('partOf', { have: outcome.have, count: outcome.count }));
        break;
      case 'repeat':
        break;
      case 'error':
        onProblem(qrErrorText(outcome.error, t));
        break;
    }
  }

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    try {
      const text = await decodeImageFile(file);
      if (text === null) onProblem(t('noCodeInPhoto'));
      else take(text, 'photo');
    } finally {
      setReading(false);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readMessageFile(file, t);
    if (read.ok) onMessage(read.value, 'file');
    else onProblem(read.error);
  }

  return (
    <div className="flex flex-col gap-3">
      <QrScanner
        onText={(text) => take(text, 'camera')}
        paused={paused}
        // A code that stays in the picture is read once; shown again after it left, it is read again.
        repeatAfterMs={Number.POSITIVE_INFINITY}
        labels={{ viewfinder: t('viewfinder'), starting: t('cameraStarting'), denied: t('cameraDenied'), unavailable: t('cameraUnavailable') }}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={() => photoInput.current?.click()} disabled={reading || paused}>
          {t('pickPhoto')}
        </Button>
        <Button onClick={() => fileInput.current?.click()} disabled={paused}>
          {t('pickFile')}
        </Button>
      </div>
      <input ref={photoInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label={t('pickPhoto')} onChange={(e) => void onPhoto(e)} />
      <input ref={fileInput} type="file" accept=".json,application/json" className="sr-only" tabIndex={-1} aria-label={t('pickFile')} onChange={(e) => void onFile(e)} />
    </div>
  );
}
