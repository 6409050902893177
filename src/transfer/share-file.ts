/**
 * Hands a file to the user: through the system share sheet (Web Share API with
 * files) where the browser says it can share it, otherwise as a download
 * (a Blob URL on an `<a download>`). On a phone the share sheet offers
 * "save to files", messengers and mail; on a desktop the file lands in the
 * download folder.
 */

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export interface OutgoingFile {
  name: string;
  /** e.g. 'application/json' or 'text/csv;charset=utf-8' */
  type: string;
  content: string;
}

/** The browser parts used, passed in so tests can replace them. */
export interface ShareEnvironment {
  navigator: Pick<Navigator, 'share' | 'canShare'> | undefined;
  document: Document;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
}

function browserEnvironment(): ShareEnvironment {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    document,
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}

function canShareFile(env: ShareEnvironment, file: File): boolean {
  const nav = env.navigator;
  if (!nav || typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** Triggers a download of the content under its file name. */
export function downloadFile(file: OutgoingFile, env: ShareEnvironment = browserEnvironment()): void {
  const blob = new Blob([file.content], { type: file.type });
  const url = env.createObjectURL(blob);
  const a = env.document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  a.style.display = 'none';
  env.document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL is freed a moment later.
  setTimeout(() => env.revokeObjectURL(url), 10_000);
}

/**
 * Shares the file where possible, else downloads it. A share the user cancels
 * is reported as 'cancelled' (nothing else happens); a share the browser
 * refuses falls back to the download.
 */
export async function shareOrDownload(
  file: OutgoingFile,
  options: { title?: string } = {},
  env: ShareEnvironment = browserEnvironment(),
): Promise<ShareOutcome> {
  const shared = new File([file.content], file.name, { type: file.type });
  if (canShareFile(env, shared)) {
    try {
      await env.navigator!.share({ files: [shared], ...(options.title ? { title: options.title } : {}) });
      return 'shared';
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user gesture left) or a share target failing: download instead.
    }
  }
  downloadFile(file, env);
  return 'downloaded';
}
