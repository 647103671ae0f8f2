#!/usr/bin/env node
// `npm run serve`: the built console (dist/) through deploy/nginx.conf, as production serves it,
// on http://127.0.0.1:4180. PORT changes the port, SERVE_DIST the build folder.
// nginx runs in the foreground from a folder of its own (its configuration, pid and temporary
// files; the log goes to this terminal) and stops with Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root } from './lib/load-ts.mjs';

const port = Number(process.env.PORT || 4180);
const dist = resolve(root, process.env.SERVE_DIST || 'dist');
const fail = (line) => {
  console.error(`serve: ${line}`);
  process.exit(1);
};

// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const nginx = ['nginx', '/usr/sbin/nginx'].find((command) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0);
if (!nginx) fail(`nginx is not installed: ${process.getuid?.() === 0 ? '' : 'sudo '}apt-get install -y nginx`);
if (!existsSync(join(dist, 'nginx-headers.conf'))) fail(`${dist}/nginx-headers.conf is missing: run \`npm run build\` first`);
// nginx would read a space or a quote in the path as the end of it.
if (/[\s;"'{}$#]/.test(dist)) fail(`nginx cannot serve a folder whose path has spaces or quotes: ${dist}`);

/** deploy/nginx.conf with its production address and folder replaced by ours; nothing else changes. */
function site() {
  let text = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (pattern, by) => {
    if (!pattern.test(text)) fail(`deploy/nginx.conf no longer has ${pattern}: update scripts/serve.mjs`);
    text = text.replace(pattern, by);
  };
  replace(/^( +)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  replace(/^ +listen \[::\]:80;\n/m, '');
  replace(/\/var\/www\/petpass/g, dist);
  return text;
}

const folder = mkdtempSync(join(tmpdir(), 'petpass-serve-'));
const temp = (name) => `${name}_temp_path ${join(folder, name)};`;
writeFileSync(join(folder, 'site.conf'), site());
writeFileSync(
  join(folder, 'nginx.conf'),
  [
    // As root, nginx's workers would switch to an account that cannot read this folder (mode 0700).
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${join(folder, 'nginx.pid')};`,
    'error_log stderr;',
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${join(folder, 'site.conf')};`,
    '}',
    '',
  ].join('\n'),
);

const server = spawn(nginx, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`serve: ${dist} at http://127.0.0.1:${port}/ (nginx, deploy/nginx.conf); Ctrl-C stops it`);

let stopping = false;
// SIGQUIT: nginx finishes the answers under way, then stops.
const stop = () => {
  stopping = true;
  server.kill('SIGQUIT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  rmSync(folder, { recursive: true, force: true });
  if (!stopping) console.error(`serve: nginx stopped (${signal ?? `exit code ${code}`})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
