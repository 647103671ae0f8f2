import type { Plugin } from 'vite';

/**
 * src/boot.ts as an entry of its own, loaded by index.html as `<script type="module" async>` ahead
 * of the app's entry: it runs as soon as it arrives, while the app's entry still waits for React
 * (src/boot.ts says what it starts). In the dev server the source itself is loaded.
 */
export function bootPlugin(module: string): Plugin {
  let base = '/';
  return {
    name: 'petpass:boot',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', boot: module } } } }),
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = context.bundle && Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'boot');
        const src = chunk ? `${base}${chunk.fileName}` : `${base}${module}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
