import type { DemoSettings } from './demo-settings';
import { shouldPassThrough } from './routes/passthrough';
import type { DemoServerState, MessageEnd, PageMessage, WireBody, WorkerMessage } from './worker-protocol';

/** The page's side of the demo's fake: fetch and XMLHttpRequest forward /api and /__assets to the worker; calls made before it opens wait. */
export type DemoPageEnd = MessageEnd<WorkerMessage, PageMessage>;

type Answer = { status: number; headers: Record<string, string>; body: string };

export type ClientOptions = {
  pageHref?: string;
  realFetch?: typeof fetch;
  /** Called when something is sent before the worker is open (the fake is needed now). */
  onEarlyUse?: () => void;
};

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** The body as it crosses to the worker, and the Content-Type a browser would add for it. */
async function wireBody(body: unknown): Promise<{ body: WireBody; type?: string }> {
  if (body === null || body === undefined) return { body: null };
  if (typeof body === 'string') return { body, type: 'text/plain;charset=UTF-8' };
  if (body instanceof FormData) return { body: { formEntries: [...body.entries()] as [string, string | File][] } };
  if (body instanceof URLSearchParams) return { body: body.toString(), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
  if (body instanceof Blob) return { body, type: body.type || undefined };
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return { body: new Blob([body as BlobPart]) };
  throw new TypeError('デモのサーバーに送れない形式の本文です。');
}

/** A Request's own body, read the way the browser would send it. */
async function requestBodyOf(request: Request): Promise<unknown> {
  if (request.body === null) return null;
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('multipart/form-data') ? request.clone().formData() : request.clone().text();
}

export function createDemoClient({ pageHref = globalThis.location.href, realFetch = globalThis.fetch.bind(globalThis), onEarlyUse }: ClientOptions = {}) {
  let current: DemoServerState = { mails: [], changedRows: 0, expireSession: false };
  const listeners = new Set<(state: DemoServerState) => void>();
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  let ready: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  let opened: DemoPageEnd | undefined;
  let attach!: (end: DemoPageEnd) => void;
  const attached = new Promise<DemoPageEnd>((resolve) => (attach = resolve));
  const post = (message: PageMessage) => {
    if (!opened) onEarlyUse?.();
    void attached.then((end) => end.postMessage(message));
  };

  const fail = (error: Error) => {
    failure ??= error;
    ready?.reject(failure);
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };

  const setState = (state: DemoServerState) => {
    current = state;
    for (const listener of listeners) listener(state);
  };

  const onMessage = ({ data }: { data: WorkerMessage }) => {
    switch (data.type) {
      case 'ready':
        setState(data.state);
        return ready?.resolve();
      case 'failed':
        return fail(new TypeError(`デモのサーバーを起動できませんでした（${data.message}）`));
      case 'answer': {
        setState(data.state);
        const call = waiting.get(data.id);
        waiting.delete(data.id);
        return call?.resolve(data);
      }
      case 'state':
        return setState(data.state);
    }
  };

  /** One call to the worker; an abort settles it at once (the worker's later answer is dropped). */
  function call(message: PageMessage & { id: number }, signal?: AbortSignal | null): Promise<Answer> {
    if (failure) return Promise.reject(failure);
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = () => {
        waiting.delete(message.id);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.set(message.id, {
        resolve: (answer) => (signal?.removeEventListener('abort', onAbort), resolve(answer)),
        reject: (error) => (signal?.removeEventListener('abort', onAbort), reject(error)),
      });
      post(message);
    });
  }

  const owned = (href: string) => !shouldPassThrough(href, 'development', pageHref);

  async function forward(method: string, href: string, headers: Record<string, string>, rawBody: unknown, signal?: AbortSignal | null): Promise<Answer> {
    const { body, type } = await wireBody(rawBody);
    if (type && !new Headers(headers).has('content-type')) headers['content-type'] = type;
    return call({ type: 'request', id: nextId++, method: method.toUpperCase(), url: href, headers, body }, signal);
  }

  const demoFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const href = new URL(request ? request.url : input instanceof URL ? input.href : String(input), pageHref).href;
    if (!owned(href)) return realFetch(input, init);
    const headers = Object.fromEntries(new Headers(init?.headers ?? request?.headers).entries());
    const body = init?.body !== undefined ? init.body : request ? await requestBodyOf(request) : null;
    const answer = await forward(init?.method ?? request?.method ?? 'GET', href, headers, body, init?.signal ?? request?.signal);
    return new Response(NO_BODY.has(answer.status) ? null : answer.body, { status: answer.status, headers: answer.headers });
  };

  return {
    /** Connects the worker and starts the fake with the settings in force; resolves once it answers. */
    open(end: DemoPageEnd, settings: DemoSettings) {
      return new Promise<void>((resolve, reject) => {
        ready = { resolve, reject };
        if (failure) return reject(failure);
        end.addEventListener('message', onMessage);
        // The start goes first: the calls waiting for the worker are posted after it.
        end.postMessage({ type: 'start', settings });
        opened = end;
        attach(end);
      });
    },
    /** The worker could not start (its script failed): every call, waiting or later, fails with this. */
    fail,
    /** The mails, changed rows and session expiry as of the last answer. */
    state: () => current,
    onState: (listener: (state: DemoServerState) => void) => void listeners.add(listener),
    settingsChanged: (settings: DemoSettings) => post({ type: 'settings', settings }),
    expireSession: () => post({ type: 'expireSession' }),
    flush: () => post({ type: 'flush' }),
    reset: () => call({ type: 'reset', id: nextId++ }).then(() => undefined),
    /** The demo's calls to the worker, the rest to `realFetch`; XMLHttpRequest (uploads to the signed URLs) likewise. */
    fetch: demoFetch,
    XMLHttpRequest: demoXhrClass(globalThis.XMLHttpRequest, pageHref, owned, forward),
  };
}

type DemoCall = { method: string; href: string; headers: Record<string, string>; answer?: Answer; state: number; aborted: boolean };

/**
 * XMLHttpRequest for the page: a request to the demo goes to the worker (open → send → upload progress → load), any
 * other is the browser's own. A subclass, so that all not overridden (listeners, `upload`, handlers) is the real one's.
 */
function demoXhrClass(
  RealXhr: typeof XMLHttpRequest,
  pageHref: string,
  owned: (href: string) => boolean,
  forward: (method: string, href: string, headers: Record<string, string>, body: unknown) => Promise<Answer>,
): typeof XMLHttpRequest {
  const calls = new WeakMap<XMLHttpRequest, DemoCall>();
  const fire = (target: EventTarget, type: string, loaded = 0, total = 0) =>
    target.dispatchEvent(new ProgressEvent(type, { lengthComputable: total > 0, loaded, total }));
  const finish = (xhr: XMLHttpRequest, demo: DemoCall, type: 'load' | 'error' | 'abort') => {
    demo.state = 4;
    fire(xhr, 'readystatechange');
    fire(xhr, type);
    fire(xhr, 'loadend');
  };

  class DemoXMLHttpRequest extends RealXhr {
    override open(method: string, url: string | URL, ...rest: unknown[]): void {
      const href = new URL(String(url), pageHref).href;
      if (!owned(href)) return (RealXhr.prototype.open as (...args: unknown[]) => void).call(this, method, url, ...rest);
      calls.set(this, { method, href, headers: {}, state: 1, aborted: false });
      fire(this, 'readystatechange');
    }

    override setRequestHeader(name: string, value: string): void {
      const demo = calls.get(this);
      if (!demo) return super.setRequestHeader(name, value);
      demo.headers[name.toLowerCase()] = value;
    }

    override send(body?: Document | XMLHttpRequestBodyInit | null): void {
      const demo = calls.get(this);
      if (!demo) return super.send(body);
      const size = body instanceof Blob ? body.size : typeof body === 'string' ? body.length : 0;
      fire(this, 'loadstart');
      fire(this.upload, 'loadstart', 0, size);
      forward(demo.method, demo.href, demo.headers, body).then(
        (answer) => {
          if (demo.aborted) return;
          for (const type of ['progress', 'load', 'loadend']) fire(this.upload, type, size, size);
          demo.answer = answer;
          finish(this, demo, 'load');
        },
        () => !demo.aborted && finish(this, demo, 'error'),
      );
    }

    override abort(): void {
      const demo = calls.get(this);
      if (!demo) return super.abort();
      if (demo.state === 4 || demo.aborted) return;
      demo.aborted = true;
      finish(this, demo, 'abort');
    }

    override getResponseHeader(name: string): string | null {
      const demo = calls.get(this);
      if (!demo) return super.getResponseHeader(name);
      return demo.answer ? new Headers(demo.answer.headers).get(name) : null;
    }

    override getAllResponseHeaders(): string {
      const demo = calls.get(this);
      if (!demo) return super.getAllResponseHeaders();
      return Object.entries(demo.answer?.headers ?? {})
        .map(([key, value]) => `${key.toLowerCase()}: ${value}\r\n`)
        .join('');
    }
  }

  // The DOM typings declare these as properties, so they are defined here rather than as accessors in the class.
  const demoOr = (name: string, fromDemo: (demo: DemoCall) => unknown) => ({
    get(this: XMLHttpRequest) {
      const demo = calls.get(this);
      return demo ? fromDemo(demo) : Reflect.get(RealXhr.prototype, name, this);
    },
    configurable: true,
  });
  Object.defineProperties(DemoXMLHttpRequest.prototype, {
    readyState: demoOr('readyState', (demo) => demo.state),
    status: demoOr('status', (demo) => demo.answer?.status ?? 0),
    statusText: demoOr('statusText', () => ''),
    responseText: demoOr('responseText', (demo) => demo.answer?.body ?? ''),
    response: demoOr('response', (demo) => demo.answer?.body ?? ''),
    responseURL: demoOr('responseURL', (demo) => (demo.answer ? demo.href : '')),
  });
  return DemoXMLHttpRequest;
}
