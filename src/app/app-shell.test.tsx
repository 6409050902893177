/**
 * index.html paints the start screen's frame before the JavaScript has run. React replaces it
 * on its first render; the two must be the same elements with the same classes and texts, or
 * the screen would jump when React takes over (a layout shift).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useSettings, type Lang } from '@/state/settings-store';
import { setRoute } from '@/testing/render';
import { EVENINGS_HINT_KEY, eveningsExpected } from '@/persistence/evenings-hint';
import { App } from './app';

const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');

function shellMarkup(): string {
  const match = /<!-- app-shell:start[\s\S]*?-->([\s\S]*)<!-- app-shell:end -->/.exec(html);
  if (!match) throw new Error('index.html has no app shell between its markers');
  return match[1]!;
}

/** The inline script after the shell (it adapts the shell to the address and the language). */
function shellScript(): string {
  const afterRoot = html.slice(html.indexOf('<!-- app-shell:end -->'));
  const match = /<script>([\s\S]*?)<\/script>/.exec(afterRoot);
  if (!match) throw new Error('index.html has no script after the app shell');
  return match[1]!;
}

/**
 * A comparable form of a DOM tree: elements with their sorted attributes (the shell's data-en*
 * translations and its data-shell mark left out), texts with whitespace collapsed. Closed dialogs and an empty live
 * region take no room on screen and are left out.
 */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!(node instanceof Element)) return '';
  const tag = node.tagName.toLowerCase();
  if (tag === 'dialog' && !node.hasAttribute('open')) return '';
  if (node.hasAttribute('aria-live') && node.childNodes.length === 0) return '';
  const attrs = [...node.attributes]
    .filter((a) => !a.name.startsWith('data-en') && a.name !== 'data-shell')
    .map((a) => `${a.name}="${a.name === 'class' ? a.value.split(/\s+/).filter(Boolean).join(' ') : a.value}"`)
    .sort();
  const children = [...node.childNodes].map(canonical).filter((c) => c !== '');
  return `<${[tag, ...attrs].join(' ')}>${children.join('')}</${tag}>`;
}

/** The children of a container, in comparable form. */
function canonicalContent(container: Element): string {
  return [...container.childNodes].map(canonical).join('');
}

function renderShell(hash: string, lang: 'de' | 'en'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = shellMarkup();
  document.body.append(root);
  window.history.replaceState(null, '', hash);
  document.documentElement.lang = lang === 'en' ? 'en' : 'de-AT';
  new Function(shellScript())();
  return root;
}

/** React's first render: the evenings are still being read from IndexedDB. */
function firstRender(lang: Lang, waiting: boolean): string {
  useSettings.setState({ lang, theme: 'light' });
  setRoute('#/');
  const { container } = render(<App />);
  if (waiting) expect(container).toHaveTextContent(lang === 'de' ? 'Abende werden geladen' : 'Loading evenings');
  else expect(container).toHaveTextContent(lang === 'de' ? 'Noch kein Abend' : 'No evening yet');
  return canonicalContent(container);
}

/** The states of localStorage the first paint tells apart, and whether each waits for evenings. */
const storageStates: { name: string; items: Record<string, string>; waiting: boolean }[] = [
  { name: 'a first visit (nothing stored)', items: {}, waiting: false },
  { name: 'the last list read was empty', items: { [EVENINGS_HINT_KEY]: '0', 'koenigsblock.settings': '{}' }, waiting: false },
  { name: 'the last list read had evenings', items: { [EVENINGS_HINT_KEY]: '1' }, waiting: true },
  { name: 'an earlier version was used (no hint, other keys)', items: { 'koenigsblock.offlineReadyShown': '1' }, waiting: true },
];

function store(items: Record<string, string>): void {
  localStorage.clear();
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
}

afterEach(() => document.getElementById('root')?.remove());

describe('the app shell in index.html', () => {
  for (const state of storageStates) {
    it(`is exactly the start screen React renders first, in German: ${state.name}`, () => {
      store(state.items);
      const shell = canonicalContent(renderShell('#/', 'de'));
      expect(shell).toContain('Königsblock');
      expect(shell).toContain(state.waiting ? 'Abende werden geladen' : 'Noch kein Abend');
      expect(eveningsExpected()).toBe(state.waiting);
      expect(shell).toBe(firstRender('de', state.waiting));
    });

    it(`turns English for an English user, again exactly as React renders it: ${state.name}`, () => {
      store(state.items);
      const shell = canonicalContent(renderShell('#/', 'en'));
      expect(shell).toContain('New evening');
      expect(shell).toContain(state.waiting ? 'Loading evenings' : 'No evening yet');
      expect(shell).toBe(firstRender('en', state.waiting));
    });
  }

  it('marks itself as the static shell, which React\'s screen is not (the browser tests wait for the app by it)', () => {
    store({});
    expect(renderShell('#/', 'de').querySelectorAll('[data-shell="static"]')).toHaveLength(1);
    useSettings.setState({ lang: 'de', theme: 'light' });
    setRoute('#/');
    const { container } = render(<App />);
    expect(container).toHaveTextContent('Neuer Abend');
    expect(container.querySelector('[data-shell]')).toBeNull();
  });

  it('stays empty when the address opens another screen (the start screen would flash)', () => {
    expect(renderShell('#/s/abc', 'de').childNodes).toHaveLength(0);
    expect(renderShell('#/', 'de').textContent).toContain('Neuer Abend');
    expect(renderShell('', 'de').textContent).toContain('Neuer Abend');
  });
});
