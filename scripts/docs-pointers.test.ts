import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Code and docs point at a rule as `docs/<page>.md "Heading"` (or 「Heading」): every such pointer
 * names a page that exists and the start of one of its headings or bold labels (`**Label**`).
 */
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const files = tracked.filter((file) => /\.(ts|tsx|js|mjs|css|md|json|ya?ml|html|conf|sh)$/.test(file) && file !== 'package-lock.json');
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

/**
 * Every file or folder of the repository that the code, the configuration and the docs name
 * (`src/app/routes.ts`, `deploy/petpass/`, `mirage/routes/check-ins*.ts`) exists. Tests are left
 * out: they name made-up files on purpose.
 */
const CITED = /(?<![\w./@-])(?:src|scripts|mirage|machines|docs|tests|deploy|patches|public)\/[\w./*-]*[\w*]/g;
const exists = (path: string) => {
  if (!path.includes('*')) return existsSync(path);
  const parts = path.split('**/').map((part) => part.replace(/\./g, '\\.').replace(/\*/g, '[^/]*'));
  const glob = new RegExp(`^${parts.join('(.+/)?')}`);
  return tracked.some((file) => glob.test(file));
};
const citations = files
  .filter((file) => !/\.test\.|^tests\/|^openapi\.json$/.test(file))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CITED)].map(([path]) => ({ file, path })));

describe('files the code and docs name', () => {
  it('finds the citations', () => expect(citations.length).toBeGreaterThan(300));

  it('all exist', () => {
    expect(citations.filter(({ path }) => !exists(path)).map(({ file, path }) => `${file}: ${path}`)).toEqual([]);
  });
});
