#!/usr/bin/env node
// `npm run serve`: the built console (dist/) through deploy/nginx.conf, as production serves it:
// HTTPS with HTTP/2 on https://127.0.0.1:4443 (TLS_PORT), and plain HTTP on :4180 (PORT) answering
// with the redirect there. The certificate is TLS_CERT / TLS_KEY, or a self-signed one for
// 127.0.0.1 made with openssl. The build goes live as deploy/publish.sh puts it live, in a folder of
// nginx's own (its configuration, certificate, pid and temporary files; SERVE_DIR names one to keep),
// and nginx runs in the foreground (its log in this terminal) until Ctrl-C or SIGTERM.
//   SERVE_DIST  the build (dist)
//   SERVE_SITE  the site file: deploy/nginx.conf, or deploy/nginx-behind-load-balancer.conf (plain HTTP on PORT)
//   SERVE_API   an origin that /api/ and /__assets/ are passed to, as an nginx in front of the API would
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BROTLI_MODULE, findNginx } from './ensure-system.mjs';

const root = resolve(import.meta.dirname, '..');

/** A certificate for 127.0.0.1 and its key, made in `folder`. */
export function selfSignedCertificate(folder) {
  const [cert, key] = [join(folder, 'tls.pem'), join(folder, 'tls.key')];
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '7', '-subj', '/CN=127.0.0.1'];
  const made = spawnSync('openssl', [...args, '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate (npm run ensure-system): ${made.stderr ?? made.error}`);
  return { cert, key };
}

/** The hash of a certificate's key for Chromium's `--ignore-certificate-errors-spki-list`: trusted as a real one, what it sends is cached. */
export const spkiHash = (cert) =>
  createHash('sha256')
    .update(new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** `file` of deploy/ with each [pattern, replacement] applied; a pattern it no longer has is an error. */
function edited(file, edits) {
  let text = readFileSync(join(root, file), 'utf8');
  for (const [pattern, by] of edits) {
    if (text.search(pattern) < 0) throw new Error(`${file} no longer has ${pattern}: update scripts/serve.mjs`);
    text = text.replace(pattern, by);
  }
  return text;
}

/** Whether nginx answers on `port` yet (plain HTTP, which every site file listens to). */
const answers = (port) =>
  fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })
    .then(() => true)
    .catch(() => false);

/** Serves the build `dist` with nginx; resolves once it listens. `stop()` ends it and resolves when it has. */
export async function serve({ dist = 'dist', port = 4180, tlsPort = 4443, site = 'deploy/nginx.conf', api, cert, key, dir } = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: npm run ensure-system');
  if (await answers(port)) throw new Error(`port ${port} is taken: another server answers there`);
  const folder = dir ? resolve(dir) : mkdtempSync(join(tmpdir(), 'petpass-serve-'));
  // nginx would read a space or a quote in a path as the end of it.
  if (/[\s;"'{}$#]/.test(resolve(root, dist) + folder)) throw new Error(`nginx cannot serve from a path with spaces or quotes: ${dist}, ${folder}`);
  const [conf, www] = [join(folder, 'conf'), join(folder, 'www')];
  mkdirSync(conf, { recursive: true });
  const env = { ...process.env, PETPASS_WWW: www, PETPASS_CONF: conf, PETPASS_NGINX: 'true' };
  if (spawnSync('sh', [join(root, 'deploy/publish.sh'), resolve(root, dist)], { env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    throw new Error(`deploy/publish.sh could not publish ${dist}: run \`npm run build\` first`);

  const ourConf = [/\/etc\/nginx\/petpass/g, conf];
  const tls = /listen 443 ssl/.test(readFileSync(join(root, site), 'utf8')) && (cert && key ? { cert, key } : selfSignedCertificate(folder));
  const edits = [[/^( +)listen 80;$/m, `$1listen 127.0.0.1:${port};`], [/^ +listen \[::\]:.*\n/gm, ''], ourConf];
  edits.push([/https:\/\/\$host\$request_uri/g, `https://$host:${tlsPort}$request_uri`]);
  if (tls)
    edits.push(
      [/listen 443 ssl/, `listen 127.0.0.1:${tlsPort} ssl`],
      [/(ssl_certificate) +\S+;/, `$1 ${tls.cert};`],
      [/(ssl_certificate_key) +\S+;/, `$1 ${tls.key};`],
    );
  writeFileSync(join(folder, 'site.conf'), edited(site, edits));
  const proxy = api ? ['/api/', '/__assets/'].map((path) => `location ${path} {\n    proxy_pass ${api};\n}\n`).join('') : '';
  writeFileSync(join(conf, 'common.conf'), edited('deploy/petpass/common.conf', [ourConf, [/\/var\/www\/petpass/g, www]]) + proxy);
  const brotli = existsSync(BROTLI_MODULE);
  if (brotli) copyFileSync(join(root, 'deploy/petpass/brotli.conf'), join(conf, 'brotli.conf'));
  // As root, nginx's workers would switch to an account that cannot read this folder (mode 0700).
  const main = [process.getuid?.() === 0 && 'user root;', brotli && `load_module ${BROTLI_MODULE};`, `worker_processes 1; pid ${folder}/nginx.pid;`];
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${folder}/${name};`);
  const http = ['include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;', ...temps, `include ${folder}/site.conf;`];
  writeFileSync(join(folder, 'nginx.conf'), [...main.filter(Boolean), 'error_log stderr;', 'events {}', `http {\n  ${http.join('\n  ')}\n}\n`].join('\n'));

  const child = spawn(nginx, ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopped = new Promise((done) =>
    child.once('exit', (code, signal) => {
      if (!dir) rmSync(folder, { recursive: true, force: true });
      done(code ?? signal);
    }),
  );
  while (!(await answers(port))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx stopped (${await stopped}): see its log above`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
  // SIGQUIT: nginx finishes the answers under way, then stops.
  return { url: tls ? `https://127.0.0.1:${tlsPort}` : `http://127.0.0.1:${port}`, stopped, stop: () => (child.kill('SIGQUIT'), stopped) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { env } = process;
  const [dist, site] = [env.SERVE_DIST || 'dist', env.SERVE_SITE || 'deploy/nginx.conf'];
  const options = { dist, site, port: Number(env.PORT || 4180), tlsPort: Number(env.TLS_PORT || 4443), api: env.SERVE_API, dir: env.SERVE_DIR };
  // The stop signals are handled from before nginx starts: one that comes while it starts (a client
  // can see it answer before this process does) must stop it too, not end this process without it.
  let stopping = false;
  let served;
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => ((stopping = true), served?.stop()));
  served = await serve({ ...options, cert: env.TLS_CERT, key: env.TLS_KEY }).catch((error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
  if (stopping) served.stop();
  else console.log(`serve: ${dist} at ${served.url}/ (nginx, ${site}; plain HTTP on port ${options.port}); Ctrl-C stops it`);
  // nginx stopped by a signal to the whole process group (Playwright's way) ends well too.
  const end = await served.stopped;
  if (!stopping && end !== 0) console.error(`serve: nginx stopped (${end})`);
  process.exit(stopping || end === 0 ? 0 : 1);
}
