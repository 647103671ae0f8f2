import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ExternalLink } from './external-link';

describe('ExternalLink (links from data)', () => {
  it('renders every address from data as an http(s) link or as inert text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example')),
        (href) => {
          const { container } = render(<ExternalLink href={href}>リンク</ExternalLink>);
          for (const anchor of container.querySelectorAll('a')) {
            expect(anchor.getAttribute('href')).toMatch(/^https?:\/\//);
            expect(anchor.getAttribute('rel')).toContain('noopener');
          }
          cleanup();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('shows markup in data as text, never as HTML', () => {
    const { container } = render(<ExternalLink href="javascript:alert(1)">{'<img src=x onerror=alert(1)>'}</ExternalLink>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
