import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Code and docs point at a rule as `docs/<page>.md "Heading"` (or 「Heading」): every such pointer
 * names a page that exists and the start of one of its headings or bold labels (`**Label**`).
 */
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|css|md|json|ya?ml)$/.test(file) && file !== 'package-lock.json');
const pointer = /((?:docs\/[\w-]+|README)\.md)`?,? \(?["“]([^"”\n]+)["”]|((?:docs\/[\w-]+|README)\.md)「([^」\n]+)」/g;
const plain = (text: string) => text.replace(/[`*]/g, '').trim().toLowerCase();

const anchorsOf = new Map<string, string[]>();
function anchors(page: string): string[] | undefined {
  if (!anchorsOf.has(page) && files.includes(page)) {
    const text = readFileSync(page, 'utf8');
    anchorsOf.set(
      page,
      [...text.matchAll(/^#+ (.+)$/gm), ...text.matchAll(/\*\*([^*\n]+)\*\*/g)].map((match) => plain(match[1]!)),
    );
  }
  return anchorsOf.get(page);
}

const pointers = files.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(pointer)].map((match) => ({ file, page: (match[1] ?? match[3])!, heading: (match[2] ?? match[4])! })),
);

describe('pointers into the docs', () => {
  it('finds the pointers', () => expect(pointers.length).toBeGreaterThan(50));

  it('all name a heading that exists', () => {
    const broken = pointers.filter(({ page, heading }) => !anchors(page)?.some((anchor) => anchor.startsWith(plain(heading))));
    expect(broken.map(({ file, page, heading }) => `${file}: ${page} "${heading}"`)).toEqual([]);
  });
});
