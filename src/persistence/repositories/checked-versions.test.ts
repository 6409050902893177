import { describe, expect, it } from 'vitest';
import { checkedVersions } from './checked-versions';

type File = { name: string };
const check = (data: unknown): { ok: true; value: File } | { ok: false; error: string[] } =>
  typeof data === 'object' && data !== null && typeof (data as File).name === 'string' ? { ok: true, value: { ...(data as File) } } : { ok: false, error: ['no name'] };

function counted() {
  const calls: unknown[] = [];
  const versions = checkedVersions<File, string>(2, (data) => {
    calls.push(data);
    return check(data);
  });
  return { versions, calls };
}

describe('the checked versions of a table', () => {
  it('checks a version once: read again it gives the same checked object back', () => {
    const { versions, calls } = counted();
    const first = versions.outcome('a', { name: 'Cup' });
    const again = versions.outcome('a', { name: 'Cup' });
    expect(first).toEqual({ ok: true, data: { name: 'Cup' } });
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('checks a changed version again, and answers a damaged one with its problems', () => {
    const { versions, calls } = counted();
    versions.outcome('a', { name: 'Cup' });
    expect(versions.outcome('a', { name: 'Cup 2' })).toEqual({ ok: true, data: { name: 'Cup 2' } });
    expect(versions.outcome('a', { nam: 'x' })).toEqual({ ok: false, problems: ['no name'] });
    expect(calls).toHaveLength(3);
  });

  it('takes a remembered version as checked, and keeps only the last records read', () => {
    const { versions, calls } = counted();
    const data = { name: 'Stored' };
    versions.remember('a', data);
    expect(versions.outcome('a', { name: 'Stored' })).toEqual({ ok: true, data });
    expect(calls).toHaveLength(0);
    versions.outcome('b', { name: 'B' });
    versions.outcome('c', { name: 'C' });
    // Two are kept: 'a' was the oldest and is checked again.
    versions.outcome('a', { name: 'Stored' });
    expect(calls).toHaveLength(3);
  });
});
