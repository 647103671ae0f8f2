import type { ErrorEvent } from '@sentry/browser';

/**
 * What a report may carry (docs/security.md "Monitoring"): no personal data. Texts the console did not write lose e-mail addresses, tokens,
 * long numbers, every URL's search and fragment, and the ids of its path: a page's becomes its route pattern, a script's stays, any other
 * keeps its first word.
 */

/** The route pattern of a page's path (`/facilities/:facilityId`), undefined when no route matches. */
export type PatternOf = (path: string) => string | undefined;

/** In one pass, so that a URL's port or hash is not taken for a number: URL | e-mail | bearer | ID token | number. */
const SENSITIVE =
  /(\bhttps?:\/\/[^\s"<>`]+|(?<![\w/.])\/api\/[^\s"<>`]*)|([\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+)|\b([Bb]earer\s+)[\w.~+/=-]+|\beyJ[\w-]+\.[\w-]+\.[\w-]*|\d{4,}/g;

/** An API path template with a parameter, as the console's own reports name a call; a path of words alone may hold ids, so it gets no pass. */
const TEMPLATE = /^\/api(\/[a-z_-]+)*\/\{\w+\}(\/([a-z_-]+|\{\w+\}))*\/?$/;

/** A path no route knows keeps its first word only (`/api/…`): the rest may hold ids of any shape. */
function firstWord(path: string): string {
  const [, first = '', rest] = /^\/([^/]*)(\/.*)?$/.exec(path) ?? [];
  return `/${/^[a-z_-]*$/.test(first) ? first : ':id'}${rest ? '/…' : ''}`;
}

function scrubUrl(found: string, patternOf: PatternOf): string {
  let url: URL;
  try {
    url = new URL(found, 'http://relative.invalid');
  } catch {
    return '[url]';
  }
  const origin = found.startsWith('/') ? '' : url.origin;
  return origin + (url.pathname.startsWith('/assets/') ? url.pathname : (patternOf(url.pathname) ?? firstWord(url.pathname)));
}

export const scrubText = (text: string, patternOf: PatternOf): string =>
  text.replace(SENSITIVE, (found, url?: string, email?: string, bearer?: string) => {
    if (url) return TEMPLATE.test(url) ? url : scrubUrl(url, patternOf);
    if (email) return '[email]';
    if (bearer) return `${bearer}[token]`;
    return found.startsWith('eyJ') ? '[token]' : '[number]';
  });

/** The browser's name and major version from its user agent, the only thing of the request that a report keeps. */
export function browserOf(userAgent: string): { name: string; version: string } {
  const known: [string, RegExp][] = [
    ['Edge', /Edg\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /Chrom(?:e|ium)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
  ];
  for (const [name, version] of known) {
    const found = version.exec(userAgent);
    if (found) return { name, version: found[1]! };
  }
  return { name: 'other', version: '' };
}

/** The SDK's `beforeSend`: no request, user, breadcrumbs or extra (they carry ids, search and text), every text scrubbed. */
export function scrubEvent(event: ErrorEvent, patternOf: PatternOf): ErrorEvent {
  const text = (value: string) => scrubText(value, patternOf);
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  delete event.server_name;
  if (event.message) event.message = text(event.message);
  if (event.logentry?.message) event.logentry = { message: text(event.logentry.message) };
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = text(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      if (frame.filename) frame.filename = text(frame.filename);
      if (frame.abs_path) frame.abs_path = text(frame.abs_path);
    }
  }
  return event;
}
