/**
 * Puts the start screen's stylesheet into the built index.html as a <style>
 * element instead of a <link>: the static start screen in index.html can then
 * be painted from the first response, without waiting for a second request on
 * a slow mobile connection. Only the entry stylesheet is inlined; the lazily
 * loaded screens keep their own files. The Content-Security-Policy plugin,
 * which runs after this one, allows the inlined style by its hash.
 */
import type { Plugin } from 'vite';

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/?(assets\/[^"]+\.css)">/g;

/** Replaces each entry stylesheet link whose file is in `assets` by the file's text. */
export function inlineStylesheets(html: string, assets: ReadonlyMap<string, string>): string {
  return html.replace(LINK, (tag, file: string) => {
    const css = assets.get(file);
    // A `</style` inside the text would end the element early; keep the link then.
    if (css === undefined || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style>`;
  });
}

export function inlineCssPlugin(): Plugin {
  return {
    name: 'koenigsblock-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const assets = new Map<string, string>();
        for (const [file, chunk] of Object.entries(ctx.bundle ?? {})) {
          if (chunk.type === 'asset' && file.endsWith('.css')) {
            assets.set(file, typeof chunk.source === 'string' ? chunk.source : new TextDecoder().decode(chunk.source));
          }
        }
        return inlineStylesheets(html, assets);
      },
    },
  };
}
