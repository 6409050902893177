// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { contentSecurityPolicy, sha256Source } from '../../scripts/csp';
import { loadAfterFirstPaint, startUpChunks } from '../../scripts/after-first-paint';

const built = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/db-2.js">',
  '</head>',
  '<body><div id="root">shell</div>',
  '</body>',
].join('\n');

/** Runs the page's inline loader with a stand-in document; returns what it inserted, in order. */
function runLoader(html: string, paint: boolean, hidden = false, noFrames = false): { tag: string; attrs: Record<string, string> }[] {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const inserted: { tag: string; attrs: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  // Property writes land in `attrs` through a proxy, as the loader sets el.src, el.rel, …
  const proxied = {
    hidden,
    head: { appendChild: (el: { tag: string }) => inserted.push(el as never) },
    createElement: (tag: string) => {
      const el = { tag, attrs: {} as Record<string, string> };
      return new Proxy(el, { set: (target, key, value) => ((target.attrs[String(key)] = String(value)), true) });
    },
  };
  runInNewContext(script, {
    document: proxied,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => tasks.push(f),
  });
  if (!hidden) expect(inserted, 'nothing loads before the first frame').toEqual([]);
  // Runs the queued tasks in order until none is left; no task inserts more than one tag.
  const drain = () => {
    while (tasks.length > 0) {
      const before = inserted.length;
      tasks.shift()!();
      expect(inserted.length - before, 'one tag per task').toBeLessThanOrEqual(1);
    }
  };
  if (noFrames) drain();
  if (paint) {
    frames.forEach((f) => f());
    expect(inserted, 'nothing loads inside the frame itself, before its paint').toEqual([]);
    // The task after the frame loads; the second's fallback that follows loads nothing twice.
    drain();
  }
  if (hidden) drain();
  return inserted.map((el) => ({ tag: el.tag, attrs: { ...(el as { attrs: Record<string, string> }).attrs } }));
}

describe('the app scripts load after the first paint', () => {
  it('takes the entry script and its preloads out of <head>', () => {
    const html = loadAfterFirstPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toMatch(/<\/script>\s*<\/body>\s*$/);
  });

  it('inserts the same tags once a frame has been painted: the preloads, then the entry', () => {
    const html = loadAfterFirstPaint(built);
    expect(runLoader(html, false)).toEqual([]);
    expect(runLoader(html, true)).toEqual([
      { tag: 'link', attrs: { crossOrigin: '', rel: 'modulepreload', href: '/assets/runtime-1.js' } },
      { tag: 'link', attrs: { crossOrigin: '', rel: 'modulepreload', href: '/assets/db-2.js' } },
      { tag: 'script', attrs: { crossOrigin: '', type: 'module', src: '/assets/index-abc.js' } },
    ]);
  });

  it('loads at once in a page opened in the background, which paints nothing until it is shown', () => {
    const html = loadAfterFirstPaint(built);
    expect(runLoader(html, false, true).map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('starts anyway when no frame comes (a window shown but not drawn), once', () => {
    const html = loadAfterFirstPaint(built);
    expect(runLoader(html, false, false, true).map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('is an inline script the policy allows by its hash', () => {
    const html = loadAfterFirstPaint(built);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(contentSecurityPolicy(html)).toContain(sha256Source(script));
  });

  it('leaves a page without an entry script alone (the development server)', () => {
    const dev = '<head></head><body><script type="module" src="/src/app/main.tsx"></script></body>';
    expect(loadAfterFirstPaint(dev)).toBe(dev);
  });
});

describe('what the start-up preloads', () => {
  const bundle = {
    'assets/index-1.js': { type: 'chunk' as const, isEntry: true, fileName: 'assets/index-1.js', imports: ['assets/runtime.js'], dynamicImports: ['assets/client-2.js', 'assets/app-3.js', 'assets/pwa-4.js'], moduleIds: ['/p/src/app/main.tsx'] },
    'assets/runtime.js': { type: 'chunk' as const, fileName: 'assets/runtime.js', moduleIds: ['runtime'] },
    'assets/client-2.js': { type: 'chunk' as const, fileName: 'assets/client-2.js', imports: ['assets/index-1.js'], moduleIds: ['/p/node_modules/react-dom/client.js'] },
    'assets/app-3.js': { type: 'chunk' as const, fileName: 'assets/app-3.js', imports: ['assets/button-5.js', 'assets/runtime.js'], dynamicImports: ['assets/sheet-6.js'], moduleIds: ['/p/src/app/app.tsx'] },
    'assets/button-5.js': { type: 'chunk' as const, fileName: 'assets/button-5.js', moduleIds: ['/p/src/components/ui/button.tsx'] },
    'assets/pwa-4.js': { type: 'chunk' as const, fileName: 'assets/pwa-4.js', moduleIds: ['/p/src/app/pwa.ts'] },
    'assets/sheet-6.js': { type: 'chunk' as const, fileName: 'assets/sheet-6.js', moduleIds: ['/p/src/features/sheet/sheet-screen.tsx'] },
  };
  const startUp = (id: string) => /react-dom\/client\.js$|src\/app\/app\.tsx$/.test(id);

  it('adds the chosen dynamic imports of the entry with what they import, nothing lazy, nothing twice', () => {
    expect(startUpChunks(bundle, startUp).sort()).toEqual(['/assets/app-3.js', '/assets/button-5.js', '/assets/client-2.js', '/assets/index-1.js']);
  });

  it('never preloads the entry itself, which the loader inserts as the script', () => {
    const html = loadAfterFirstPaint(built, ['/assets/index-abc.js', '/assets/app-3.js', '/assets/db-2.js']);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script.match(/index-abc\.js/g)).toHaveLength(1);
    expect(script.match(/db-2\.js/g)).toHaveLength(1);
    expect(script).toContain('/assets/app-3.js');
  });
});
