import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, on code that is not in the tree: what `npm run lint` would say.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/imports-flow-down').map((message) => message.message);
}

describe('imports flow down the layers (scripts/eslint/layers-plugin.js)', () => {
  it.each([
    ['src/features/coupons/x.ts', "import { a } from '@mirage/server';", /Only src\/main.tsx/],
    ['src/features/coupons/x.ts', "import { a } from '../../../mirage/server';", /Only src\/main.tsx/],
    ['src/ui/x.ts', "import { a } from '@mirage/faults';", /Only src\/main.tsx/],
    ['src/features/coupons/x.ts', "import { a } from '@/features/tickets/y';", /Features never import each other/],
    ['src/features/coupons/x.ts', "import { a } from '../tickets/y';", /Features never import each other/],
    ['src/features/coupons/parts/x.ts', "import { a } from '../../tickets/y';", /Features never import each other/],
    ['src/features/coupons/x.ts', "const m = import('@/features/tickets/y');", /Features never import each other/],
    ['src/features/coupons/x.ts', "import { a } from '@/app/routes';", /flow downward/],
    ['src/features/coupons/x.ts', "import { a } from '../../app/routes';", /flow downward/],
    ['src/ui/x.ts', "import { a } from '@/features/coupons/y';", /flow downward/],
    ['src/api/x.ts', "import { a } from '@/ui/y';", /flow downward/],
    ['src/lib/x.ts', "import { a } from '@/api/y';", /flow downward/],
    ['src/session/x.ts', "import { a } from '@/ui/y';", /flow downward/],
    ['machines/session/x.ts', "import { a } from '@/api/auth';", /import types from src\/api/],
    ['mirage/routes/x.ts', "import { a } from '@/ui/y';", /mirage\/ may use/],
    ['src/features/coupons/x.ts', "import { Server } from 'miragejs';", /Only mirage\/ imports miragejs/],
  ])('%s: %s is refused', async (file, code, why) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(why);
  });

  it.each([
    ['src/features/coupons/x.ts', "import { a } from './y';"],
    ['src/features/coupons/parts/x.ts', "import { a } from '../y';"],
    ['src/features/coupons/x.ts', "import { a } from '@/ui/y';\nimport { b } from '@/session/s';\nimport { c } from '@/api/c';"],
    ['src/app/x.ts', "import { a } from '@/features/coupons/y';"],
    ['src/main.tsx', "const m = import('@mirage/start-demo');"],
    ['src/boot.ts', "import { routes } from '@/app/routes';\nimport { s } from '@/session/session-storage';"],
    ['machines/session/x.ts', "import type { Me } from '@/api/auth';\nimport { paths } from '@/paths';"],
    ['mirage/routes/x.ts', "import { a } from '@/api/y';\nimport { b } from '../lib/z';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
