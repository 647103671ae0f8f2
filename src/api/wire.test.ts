import { type } from 'arktype';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSchemasWhenIdle, lazySchema, text, type as answerType } from './wire';

describe('lazySchema', () => {
  it('builds on the first use, once, and hands every later use the same schema', () => {
    const build = vi.fn(() => type({ id: 'string' }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    const first = schema();
    expect(schema()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first({ id: 'a' })).toEqual({ id: 'a' });
  });
});

describe('answer schemas', () => {
  it('read a copy: the parsed answer keeps its values, own keys named like prototypes stay plain keys', () => {
    const schema = answerType({ name: text, tags: answerType({ label: text }).array() });
    const answer = JSON.parse('{"name": null, "tags": [{"label": null}], "__proto__": {"polluted": true}}') as Record<string, unknown>;
    const read = schema(answer);
    expect(read).toEqual({ name: '', tags: [{ label: '' }], ['__proto__']: { polluted: true } });
    expect(answer).toEqual(JSON.parse('{"name": null, "tags": [{"label": null}], "__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect((read as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('buildSchemasWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The browser's idle periods, run by the test: each gives `ms` of time, as long as the test says. */
  function idlePeriods() {
    const waiting: ((deadline: { timeRemaining: () => number }) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (typeof waiting)[number]) => waiting.push(callback));
    return {
      /** One idle period in which the first `builds` builds fit. */
      run(builds: number) {
        const callback = waiting.shift();
        let left = builds;
        callback?.({ timeRemaining: () => (left-- > 0 ? 10 : 0) });
      },
      get scheduled() {
        return waiting.length;
      },
    };
  }

  it('builds the schemas not used yet, a few per idle period, until none is left; one used meanwhile is not built again', () => {
    const idle = idlePeriods();
    // Test files share modules here: the schemas the others left unbuilt are built first.
    buildSchemasWhenIdle();
    while (idle.scheduled > 0) idle.run(1000);
    const builds = ['string', 'number', 'boolean'].map((kind) => vi.fn(() => type({ a: kind as 'string' })));
    const schemas = builds.map((build) => lazySchema(build));
    buildSchemasWhenIdle();
    // Nothing is built outside an idle period.
    expect(builds.map((build) => build.mock.calls.length)).toEqual([0, 0, 0]);
    // The third is used by the page before its turn.
    schemas[2]!();
    idle.run(1);
    expect(builds.map((build) => build.mock.calls.length)).toEqual([1, 0, 1]);
    // A period with no time to spare builds nothing and asks for the next.
    idle.run(0);
    expect(builds.map((build) => build.mock.calls.length)).toEqual([1, 0, 1]);
    idle.run(5);
    expect(builds.map((build) => build.mock.calls.length)).toEqual([1, 1, 1]);
    // All built: no further period is asked for (other tests' schemas may be built too).
    while (idle.scheduled > 0) idle.run(1000);
    expect(idle.scheduled).toBe(0);
    expect(schemas[1]!()({ a: 1 })).toEqual({ a: 1 });
  });
});
