/**
 * The stored versions of a table's records this tab has checked, so a version read again (the
 * same text) is not checked again and gives the same checked file object back: a screen that
 * derives standings from it derives them once. Kept for the last few records read, per id.
 */

/** The check's answer for one version: the checked file, or what is wrong with it. */
export type CheckedOutcome<T, P> = { ok: true; data: T } | { ok: false; problems: P[] };

/** One table's checked versions: `check` runs the domain's check on a version not seen yet. */
export function checkedVersions<T, P>(
  kept: number,
  check: (data: unknown) => { ok: true; value: T } | { ok: false; error: P[] },
): { outcome: (id: string, data: unknown) => CheckedOutcome<T, P>; remember: (id: string, data: T, text?: string) => void } {
  const versions = new Map<string, { text: string; outcome: CheckedOutcome<T, P> }>();
  const keep = (id: string, text: string, outcome: CheckedOutcome<T, P>) => {
    versions.delete(id);
    versions.set(id, { text, outcome });
    if (versions.size > kept) versions.delete(versions.keys().next().value!);
  };
  return {
    outcome(id, data) {
      let text: string;
      try {
        text = JSON.stringify(data) ?? '';
      } catch {
        text = '';
      }
      const known = versions.get(id);
      if (known && known.text === text) return known.outcome;
      const parsed = check(data);
      const outcome: CheckedOutcome<T, P> = parsed.ok ? { ok: true, data: parsed.value } : { ok: false, problems: parsed.error };
      keep(id, text, outcome);
      return outcome;
    },
    /** A version this tab has just checked in full and stored (`text`: its JSON, when at hand). */
    remember(id, data, text = JSON.stringify(data)) {
      keep(id, text, { ok: true, data });
    },
  };
}
