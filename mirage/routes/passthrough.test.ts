import { describe, expect, it } from 'vitest';
import { shouldPassThrough } from './passthrough';

const page = 'http://localhost:4173/dashboard';

describe('shouldPassThrough', () => {
  it.each([
    'https://identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=k',
    'https://securetoken.googleapis.com/v1/token?key=k',
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
    'http://localhost:9099/emulator/v1/projects/demo/accounts',
  ])('lets the identity service through in every environment: %s', (url) => {
    expect(shouldPassThrough(url, 'test', page)).toBe(true);
    expect(shouldPassThrough(url, 'development', page)).toBe(true);
  });

  it.each(['/config.json', '/sw.js', '/assets/index-abc123.js', 'https://www.googletagmanager.com/gtag/js'])('lets %s through in development only', (url) => {
    expect(shouldPassThrough(url, 'development', page)).toBe(true);
    expect(shouldPassThrough(url, 'test', page)).toBe(false);
  });

  it.each(['/api/me', '/api', '/__assets/upload/img-1', 'http://localhost:4173/api/corporations'])('keeps %s for Mirage', (url) => {
    expect(shouldPassThrough(url, 'development', page)).toBe(false);
  });
});
