/**
 * Handing a file to the user from a screen: through the share sheet where the device has
 * one, else as a download (`transfer/share-file.ts`), one at a time, with what came of the
 * last one for the screen's status line (`components/ui/delivery-status.tsx` words it).
 */
import { useCallback, useState } from 'react';
import { shareOrDownload, type OutgoingFile } from '@/transfer/share-file';

/** What came of the last file: shared or downloaded under its name, or failed (a cancelled share says nothing). */
export type Delivery = { kind: 'shared' | 'downloaded'; name: string } | { kind: 'failed'; error: unknown };

export interface FileDelivery {
  /** A file is being built or handed over: the buttons wait. */
  busy: boolean;
  /** The last file's outcome; null before the first and while one is under way. */
  status: Delivery | null;
  /** Builds the file and hands it over under `title` (the share sheet's title). Never throws. */
  deliver: (build: () => OutgoingFile | Promise<OutgoingFile>, title?: string) => Promise<void>;
}

export function useFileDelivery(): FileDelivery {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Delivery | null>(null);
  const deliver = useCallback(async (build: () => OutgoingFile | Promise<OutgoingFile>, title?: string) => {
    setBusy(true);
    setStatus(null);
    try {
      const file = await build();
      const outcome = await shareOrDownload(file, title ? { title } : {});
      if (outcome !== 'cancelled') setStatus({ kind: outcome, name: file.name });
    } catch (error) {
      setStatus({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, status, deliver };
}
