/** A full-width notice under the top bar: problems (role="alert") or news (role="status"). */
import type { ReactNode } from 'react';

export interface BannerProps {
  tone: 'error' | 'info';
  children: ReactNode;
  actions?: ReactNode;
}

export function Banner({ tone, children, actions }: BannerProps) {
  const toneClass =
    tone === 'error'
      ? 'bg-red-50 text-red-900 border-red-300 dark:bg-red-950 dark:text-red-100 dark:border-red-800'
      : 'bg-yellow-50 text-stone-900 border-yellow-300 dark:bg-stone-800 dark:text-stone-100 dark:border-yellow-700';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`border-b px-4 py-3 ${toneClass}`}>
      <div className="mx-auto flex max-w-screen-sm flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-60 text-base">{children}</div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
