/**
 * The app's Content-Security-Policy, put into the built index.html as a meta
 * tag: only the app's own origin, no eval, no inline code except the exact
 * inline scripts and styles of index.html, allowed by their SHA-256 hashes
 * (computed from the final HTML at build time, so editing the inline script
 * cannot leave a stale hash behind).
 *
 * `img-src data: blob:` covers the SVG icons and images the app draws or shares;
 * `worker-src 'self' blob:` the service worker and any web worker the bundle
 * ships. `frame-ancestors` cannot be set by a meta tag (a server header would).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function inlineHashes(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => sha256Source(m[1] ?? ''));
}

/** The policy for an HTML page, with hashes for its inline scripts and styles. */
export function contentSecurityPolicy(html: string): string {
  const scripts = inlineHashes(html, INLINE_SCRIPT);
  const styles = inlineHashes(html, INLINE_STYLE);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const CSP_META_PREFIX = '<meta http-equiv="Content-Security-Policy" content="';

/** Adds the policy right after the charset declaration (before any script or style). */
export function withContentSecurityPolicy(html: string): string {
  const meta = `${CSP_META_PREFIX}${contentSecurityPolicy(html)}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(html)) return html.replace(charset, (m) => `${m}\n    ${meta}`);
  return html.replace(/<head>/i, `<head>\n    ${meta}`);
}

/** Vite plugin: the built index.html carries the policy (the dev server stays without, for hot reload). */
export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'koenigsblock-csp',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withContentSecurityPolicy(html) },
  };
}
