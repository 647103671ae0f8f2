import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { bootPlugin } from './vite-boot-plugin';

/** The boot script is an entry of its own, and index.html runs it `async`, ahead of the app's entry. */
const transform = (context: Partial<IndexHtmlTransformContext>) => {
  const plugin = bootPlugin('src/boot.ts');
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as { order: string; handler: IndexHtmlTransformHook };
  expect(hook.order).toBe('post');
  return hook.handler.call({} as never, '<html></html>', context as IndexHtmlTransformContext);
};

describe('the boot script in index.html', () => {
  it('is a build input beside index.html', () => {
    const config = (bootPlugin('src/boot.ts').config as () => { build: { rolldownOptions: { input: Record<string, string> } } })();
    expect(config.build.rolldownOptions.input).toEqual({ index: 'index.html', boot: 'src/boot.ts' });
  });

  it('loads the built boot chunk as an async module script, first in the head', () => {
    const bundle = {
      'assets/boot-abc.js': { type: 'chunk', isEntry: true, name: 'boot', fileName: 'assets/boot-abc.js' },
      'assets/index-def.js': { type: 'chunk', isEntry: true, name: 'index', fileName: 'assets/index-def.js' },
    };
    expect(transform({ bundle: bundle as never })).toEqual([
      { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: '/assets/boot-abc.js' }, injectTo: 'head-prepend' },
    ]);
  });

  it('loads the source in the dev server', () => {
    expect(transform({})).toEqual([
      { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: '/src/boot.ts' }, injectTo: 'head-prepend' },
    ]);
  });
});
