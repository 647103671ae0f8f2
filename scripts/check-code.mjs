#!/usr/bin/env node
// `npm run check`: the type check, the lint and the format check (Prettier, .prettierrc.json), side by
// side, and the `npm run` scripts the README and docs/ name, against package.json.
import { spawn } from 'node:child_process';

const run = (command, args) => new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));
const codes = await Promise.all([
  run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('npx', ['eslint', '.', '--max-warnings', '0']),
  run('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  run('node', ['scripts/check-documented-scripts.mjs']),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
