import { type } from 'arktype';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './wire';

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
