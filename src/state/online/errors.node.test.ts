// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onlineErrorText } from '@/i18n/online-error-text';
import { ONLINE_ERROR_CODES, onlineErrorCode } from './errors';

describe('what went wrong online, as a code', () => {
  it.each<[string, unknown, boolean, string]>([
    ['no answer at all', new TypeError('Failed to fetch'), false, 'unreachable'],
    ['a wrong director login', { status: 401, error: 'unauthorized', reason: 'Name or password is incorrect.' }, false, 'login'],
    ['a revoked table login', { status: 401, error: 'unauthorized' }, true, 'table-login'],
    ['a login that is no director', { status: 403, error: 'forbidden', reason: 'You are not allowed to access this db.' }, false, 'not-director'],
    ['a full server', { status: 507, error: 'insufficient_storage' }, false, 'full'],
    ['a closed round', { status: 403, error: 'forbidden', reason: 'kb:round-closed: the round is closed' }, true, 'round-closed'],
    ['another table', { status: 403, error: 'forbidden', reason: 'kb:other-table: a table may hand in only its own round' }, true, 'not-allowed'],
    ['another tournament', { status: 403, error: 'forbidden', reason: 'kb:other-tournament: …' }, false, 'other-tournament'],
    ['a malformed document', { status: 403, error: 'forbidden', reason: 'kb:malformed: not a hand-in document' }, false, 'malformed'],
  ])('%s → %s', (_what, err, table, code) => {
    expect(onlineErrorCode(err, { table })).toBe(code);
  });

  it('has a German and an English sentence for every code', () => {
    for (const code of ONLINE_ERROR_CODES) {
      const de = onlineErrorText(code, 'de');
      const en = onlineErrorText(code, 'en');
      expect(de.length, code).toBeGreaterThan(10);
      expect(en.length, code).toBeGreaterThan(10);
      expect(de).not.toBe(en);
    }
  });
});
