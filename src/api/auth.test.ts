import { describe, expect, it } from 'vitest';
import { tokenProfile } from './auth';

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('the person an ID token names (a backend without a profile)', () => {
  it('is a JWT’s sub, or a debug token’s address, with nothing to show', () => {
    expect(tokenProfile(jwt({ sub: 'firebase-uid-1', email: 'x@example.jp' }))).toEqual({ uid: 'firebase-uid-1', email: '', displayName: '' });
    expect(tokenProfile(jwt({ sub: 'a?b>c~' }))?.uid).toBe('a?b>c~');
    expect(tokenProfile('dummy:staff@demo.example')?.uid).toBe('staff@demo.example');
  });

  it('is no one when the token names no one readable', () => {
    for (const token of ['', 'dummy:', 'popup-token', 'a.b.c', jwt({ email: 'x@example.jp' }), jwt({ sub: 7 }), jwt({ sub: '' })])
      expect(tokenProfile(token)).toBeUndefined();
  });
});
