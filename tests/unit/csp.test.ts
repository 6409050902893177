// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_META_PREFIX, sha256Source, withContentSecurityPolicy } from '../../scripts/csp';

const root = process.cwd();
const sourceHtml = readFileSync(join(root, 'index.html'), 'utf8');

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

function policyOf(html: string): string {
  const start = html.indexOf(CSP_META_PREFIX);
  expect(start).toBeGreaterThan(-1);
  const from = start + CSP_META_PREFIX.length;
  return html.slice(from, html.indexOf('"', from));
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
}

function checkPolicy(html: string): void {
  const d = directives(policyOf(html));
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('connect-src')).toEqual(["'self'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  // Only the app's origin and the hashes of the page's own inline scripts: no eval, no inline code, no other host.
  const scriptSrc = d.get('script-src')!;
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.slice(1).sort()).toEqual(inlineScripts(html).map(sha256Source).sort());
  for (const values of d.values()) {
    for (const v of values) expect(v).not.toMatch(/unsafe-inline|unsafe-eval|^\*$|^https?:|^http:/);
  }
}

describe('Content-Security-Policy', () => {
  it('the built page allows only its own origin and its own inline script (by hash)', () => {
    const html = withContentSecurityPolicy(sourceHtml);
    expect(inlineScripts(html).length).toBeGreaterThan(0);
    checkPolicy(html);
    // The policy comes before any script runs.
    expect(html.indexOf(CSP_META_PREFIX)).toBeLessThan(html.indexOf('<script'));
  });

  it('a changed inline script gets its own hash (a stale hash cannot survive a build)', () => {
    const changed = sourceHtml.replace('(function () {', '(function () { /* changed */');
    expect(contentSecurityPolicy(changed)).not.toBe(contentSecurityPolicy(sourceHtml));
    checkPolicy(withContentSecurityPolicy(changed));
  });

  it('inline styles are hashed too, never allowed wholesale', () => {
    const html = sourceHtml.replace('</head>', '<style>body{margin:0}</style></head>');
    expect(directives(contentSecurityPolicy(html)).get('style-src')).toEqual(["'self'", sha256Source('body{margin:0}')]);
  });

  it('the production build (when present) carries the policy and no test-only seeding page', () => {
    const dist = join(root, 'dist');
    if (!existsSync(join(dist, 'index.html'))) return;
    checkPolicy(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(existsSync(join(dist, 'e2e-seed-v1.html'))).toBe(false);
    expect(existsSync(join(dist, 'e2e-seed-v1.js'))).toBe(false);
  });

  it('the test-only seeding page is not part of the app\'s public files', () => {
    expect(existsSync(join(root, 'public', 'e2e-seed-v1.html'))).toBe(false);
    expect(existsSync(join(root, 'public', 'e2e-seed-v1.js'))).toBe(false);
  });
});
