// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, sha256Source } from '../../scripts/csp';
import { inlineStylesheets } from '../../scripts/inline-css';

const page = `<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body></body>`;

describe('the entry stylesheet inside index.html', () => {
  it('replaces the stylesheet link by the file\'s text, which the policy then allows by its hash', () => {
    const html = inlineStylesheets(page, new Map([['assets/index-abc.css', '.a{color:red}']]));
    expect(html).toBe('<head><style>.a{color:red}</style></head><body></body>');
    const styleSrc = contentSecurityPolicy(html).split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' ${sha256Source('.a{color:red}')}`);
  });

  it('keeps the link when the file is unknown or its text could end the element early', () => {
    expect(inlineStylesheets(page, new Map())).toBe(page);
    expect(inlineStylesheets(page, new Map([['assets/index-abc.css', '.a{content:"</style>"}']]))).toBe(page);
  });
});
