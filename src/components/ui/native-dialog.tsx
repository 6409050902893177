/**
 * A modal on the native <dialog> element: focus stays inside, Escape cancels,
 * the page behind is inert. Opens and closes with `open`; falls back to the
 * `open` attribute where showModal is missing (older engines, test DOMs).
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface NativeDialogProps {
  open: boolean;
  onCancel: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}

export function NativeDialog({ open, onCancel, labelledBy, describedBy, className, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className={className + ' backdrop:bg-black/50 dark:bg-stone-900 dark:text-stone-100'}
    >
      {children}
    </dialog>
  );
}
