/**
 * The app's JavaScript starts loading once the static start screen of index.html has been
 * painted, not while the page is still being read. On a slow phone connection the first
 * paint then needs only the page itself (its stylesheet is inlined): it no longer shares
 * the line with ~90 kB of scripts, and the browser paints the start screen at once instead
 * of holding the paint until React has replaced it.
 *
 * Vite writes the entry as `<script type="module" src>` plus `<link rel="modulepreload">`
 * for its static imports, all in <head>. The entry evaluates React's DOM library, the database
 * code (only where a database exists) and the app by dynamic imports, one task each
 * (src/app/main.tsx); the files every start needs are preloaded here too, so they come over the
 * network together. This plugin takes those tags out and adds one small
 * inline script at the end of <body> that inserts the same tags after the next frame has
 * been painted (requestAnimationFrame, then a task), or at once in a page opened in the
 * background (it paints nothing before it is shown), and after a second at the latest where no
 * frame comes (a window that is shown but not drawn). It inserts one tag per task: each
 * insertion starts a request, and all of them in one task made a long task on a slow phone.
 * The Content-Security-Policy plugin, which runs after this one, allows that inline script by
 * its hash; the scripts it inserts come from the app's own origin.
 */
import type { Plugin } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The inline loader for these files (preloads first, then the entry). */
export function loaderScript(entries: readonly string[], preloads: readonly string[]): string {
  const tags = [
    ...preloads.map((href) => `['link', 'modulepreload', ${JSON.stringify(href)}]`),
    ...entries.map((src) => `['script', 'module', ${JSON.stringify(src)}]`),
  ].join(', ');
  return [
    '<script>',
    '      // The app starts after the start screen above has been painted (see scripts/after-first-paint.ts).',
    '      (function () {',
    '        var started = false;',
    '        function load() {',
    '          if (started) return;',
    '          started = true;',
    `          var tags = [${tags}];`,
    '          // One tag per task: each insertion starts a request, and together they made one long task.',
    '          (function next() {',
    '            var t = tags.shift();',
    '            if (!t) return;',
    '            var el = document.createElement(t[0]);',
    '            el.crossOrigin = "";',
    '            if (t[0] === "link") { el.rel = t[1]; el.href = t[2]; } else { el.type = t[1]; el.src = t[2]; }',
    '            document.head.appendChild(el);',
    '            setTimeout(next, 0);',
    '          })();',
    '        }',
    '        // A page opened in the background paints nothing until it is shown: it loads at once.',
    '        if (document.hidden) load();',
    '        else requestAnimationFrame(function () { setTimeout(load, 0); });',
    '        // A window that is shown but not drawn (covered, or a browser without frames) starts anyway.',
    '        setTimeout(load, 1000);',
    '      })();',
    '    </script>',
  ].join('\n');
}

/** Moves the entry script and its preloads of a built index.html behind the first paint. */
export function loadAfterFirstPaint(html: string, extraPreloads: readonly string[] = []): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  if (entries.length === 0) return html;
  const preloads = [...new Set([...[...html.matchAll(PRELOAD)].map((m) => m[1]!), ...extraPreloads])].filter((f) => !entries.includes(f));
  const stripped = html.replace(ENTRY, '').replace(PRELOAD, '');
  const at = stripped.lastIndexOf('</body>');
  if (at < 0) throw new Error('index.html has no </body>');
  return `${stripped.slice(0, at)}  ${loaderScript(entries, preloads)}\n  ${stripped.slice(at)}`;
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  fileName: string;
  imports?: string[];
  dynamicImports?: string[];
  moduleIds?: string[];
}

/**
 * The files the entry's start-up loads on its own (its dynamic imports that `startsWith`
 * accepts, with everything they import), as site paths: preloaded together so that evaluating
 * them one by one does not wait for the network each time.
 */
export function startUpChunks(bundle: Record<string, ChunkInfo>, isStartUp: (moduleId: string) => boolean): string[] {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) return [];
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const dep of bundle[fileName]?.imports ?? []) add(dep);
  };
  for (const file of entry.dynamicImports ?? []) {
    const chunk = bundle[file];
    if (chunk?.moduleIds?.some(isStartUp)) add(file);
  }
  for (const dep of entry.imports ?? []) files.delete(dep);
  return [...files].map((f) => `/${f}`);
}

/** `isStartUp` picks, by a module they hold, the entry's dynamic imports its start-up needs. */
export function afterFirstPaintPlugin(isStartUp: (moduleId: string) => boolean): Plugin {
  return {
    name: 'koenigsblock-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        loadAfterFirstPaint(html, ctx.bundle ? startUpChunks(ctx.bundle as unknown as Record<string, ChunkInfo>, isStartUp) : []),
    },
  };
}
