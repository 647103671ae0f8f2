#!/bin/sh
# Puts a build live on this machine's nginx in one step (README "Deploying"):
#
#   deploy/publish.sh dist
#
# 1. copies the build to $PETPASS_WWW/releases/<time>/, without what is not for the public
#    (_headers and _redirects are for other hosts, nginx-headers.conf is the server's, .vite/ the build's);
# 2. writes the build's security headers to $PETPASS_CONF/nginx-headers.conf and checks the
#    configuration (`nginx -t`): a bad one stops here, with the site unchanged;
# 3. reloads nginx for the new headers (first: a new policy mostly adds origins, which the old files
#    do not mind, while the new files may need them), then switches $PETPASS_WWW/current to the
#    release with one rename, so that every request gets the old files or the new ones, never a mix;
# 4. keeps the last three releases. To go back, in $PETPASS_WWW: `ln -sfn releases/<time> current.next
#    && mv -T current.next current` (and nginx-headers.conf.previous, the headers before, if they changed).
#
# PETPASS_WWW (/var/www/petpass), PETPASS_CONF (/etc/nginx/petpass), PETPASS_NGINX (nginx: the
# command `-t` and `-s reload` are given to).
set -eu

dist=${1:?usage: deploy/publish.sh DIST}
www=${PETPASS_WWW:-/var/www/petpass}
conf=${PETPASS_CONF:-/etc/nginx/petpass}
nginx=${PETPASS_NGINX:-nginx}
[ -f "$dist/index.html" ] && [ -f "$dist/nginx-headers.conf" ] || { echo "publish: $dist is not a build (npm run build)" >&2; exit 1; }

name=$(date -u +%Y%m%dT%H%M%SZ)-$$
release=$www/releases/$name
mkdir -p "$www/releases" "$conf"
cp -R "$dist" "$release"
rm -rf "$release/_headers" "$release/_redirects" "$release/nginx-headers.conf" "$release/.vite"

[ -f "$conf/nginx-headers.conf" ] && cp "$conf/nginx-headers.conf" "$conf/nginx-headers.conf.previous"
cp "$dist/nginx-headers.conf" "$conf/nginx-headers.conf"
if ! $nginx -t; then
  [ -f "$conf/nginx-headers.conf.previous" ] && mv "$conf/nginx-headers.conf.previous" "$conf/nginx-headers.conf"
  rm -rf "$release"
  echo "publish: nginx refused the configuration: nothing changed" >&2
  exit 1
fi

$nginx -s reload
ln -sfn "releases/$name" "$www/current.next"
mv -T "$www/current.next" "$www/current"
ls -1d "$www"/releases/*/ | head -n -3 | xargs -r rm -rf --
echo "publish: $release is live"
