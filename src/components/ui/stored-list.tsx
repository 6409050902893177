/**
 * A screen that lists what is stored on this device (tournaments, cup seasons): "new" in
 * thumb reach at the bottom, a button that imports a file, and the list itself — "loading"
 * until the stored things are read, a card that says what to do when there are none, else
 * one large link a thing with its name and a summary line, the newest first and the
 * archived ones last.
 */
import { useRef, type ReactNode } from 'react';
import { Button, LinkButton } from './button';
import { StorageFailureBox } from './storage-message';
import { PlusIcon } from './icons';
import { Screen } from './screen';

/** A stored thing as its record has it: the newest (`updatedAt`, ISO time) stands first, archived ones last. */
export interface StoredThing {
  id: string;
  archived: boolean;
  updatedAt: string;
}

/** What a row shows of a stored thing. */
export interface StoredListRow {
  href: string;
  /** The thing's name (isolated, it may be written right to left). */
  title: string;
  /** One line under the name: date, counts (an archived one adds `archivedLabel`). */
  summary: string;
  /** A stored record that cannot be read as it should: its summary says so, in red. */
  damaged?: boolean;
}

export interface StoredListScreenProps<T extends StoredThing> {
  /** The screen's title, also the list's accessible name. */
  title: string;
  back: { href: string; label: string };
  /** The bottom bar's link to a new one. */
  create: { href: string; label: string };
  /** The import button: its label, and what takes the chosen JSON file. */
  importFile: { label: string; onFile: (file: File) => void };
  /** undefined while the stored things are read. */
  items: readonly T[] | undefined;
  row: (item: T) => StoredListRow;
  /** "archiviert", added to an archived thing's summary. */
  archivedLabel: string;
  loadingText: string;
  emptyTitle: string;
  emptyBody: string;
  /**
   * The stored things could not be read (a full disk where a fresh profile's database was to be
   * created): what stands in the list's place — a title, why and what to do, and a retry.
   */
  failure?: { title: string; message: string; retryLabel: string; onRetry: () => void } | null;
  /**
   * The last import could not be stored (the storage's words). With the list unreadable as well it
   * joins the list's box — one failure, one message — else it stands under the import button.
   */
  importFailure?: { title: string; message: string } | null;
  /** What stands between the import button and the list (links, the import's problems) and the screen's dialogs. */
  children?: ReactNode;
}

export function StoredListScreen<T extends StoredThing>({ title, back, create, importFile, items, row, archivedLabel, loadingText, emptyTitle, emptyBody, failure, importFailure, children }: StoredListScreenProps<T>) {
  return (
    <Screen
      title={title}
      back={back}
      footer={
        <LinkButton href={create.href} variant="primary" size="lg" className="w-full">
          <PlusIcon />
          {create.label}
        </LinkButton>
      }
    >
      <ImportFileButton label={importFile.label} onFile={importFile.onFile} />
      {children}
      {importFailure && !(failure && items === undefined) ? <StorageFailureBox className="mt-3" title={importFailure.title} message={importFailure.message} /> : null}
      {failure && items === undefined ? (
        <>
          <StorageFailureBox title={failure.title} also={importFailure?.message === failure.message ? importFailure.title : null} message={failure.message} retry={{ label: failure.retryLabel, onRetry: failure.onRetry }} />
          {importFailure && importFailure.message !== failure.message ? <StorageFailureBox className="mt-3" title={importFailure.title} message={importFailure.message} /> : null}
        </>
      ) : items === undefined ? (
        <p role="status" className="mt-4">
          {loadingText}
        </p>
      ) : items.length === 0 ? (
        <div className="mt-4 rounded-2xl border-2 border-dashed border-stone-300 px-5 py-8 text-center dark:border-stone-700">
          <p className="text-lg font-bold">{emptyTitle}</p>
          <p className="mt-2 text-base">{emptyBody}</p>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={title}>
          {newestFirst(items).map((item) => (
            <li key={item.id}>
              <RowLink {...row(item)} archived={item.archived ? archivedLabel : null} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

function newestFirst<T extends StoredThing>(items: readonly T[]): T[] {
  return items.slice().sort((a, b) => Number(a.archived) - Number(b.archived) || (a.updatedAt < b.updatedAt ? 1 : -1));
}

/** One stored thing as a large link: its name, and its summary line under it. */
function RowLink({ href, title, summary, damaged = false, archived }: StoredListRow & { archived: string | null }) {
  return (
    <a
      href={href}
      className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
    >
      <span className="block text-lg font-bold">
        <bdi>{title}</bdi>
      </span>
      <span className={`block text-sm ${damaged ? 'font-semibold text-red-800 dark:text-red-300' : 'text-stone-700 dark:text-stone-300'}`}>
        {archived ? `${summary} · ${archived}` : summary}
      </span>
    </a>
  );
}

/**
 * A full-width button that opens the file picker for a JSON file and hands the chosen file
 * over. The picker's input is hidden but labelled, so choosing the same file again works.
 */
function ImportFileButton({ label, onFile, className = 'w-full' }: { label: string; onFile: (file: File) => void; className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button className={className} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again fires a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
