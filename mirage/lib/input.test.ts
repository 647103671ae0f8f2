/** The fake's 422 speaks the rules' Japanese in arktype's jitless mode (the console's, docs/decisions.md "Patched dependencies"). */
import { describe, expect, it } from 'vitest';
import { CorporationPatch, EMAIL_MAX } from '@/api/corporation-rules';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { validInput } from './input';

/** What the fake answers for a body: the 422's message, or the input when it passes. */
function answerFor(body: unknown): unknown {
  try {
    return validInput(CorporationPatch, body, (key) => `wrong shape: ${key}`);
  } catch (answer) {
    return (answer as { data: { displayMessage: string } }).data.displayMessage;
  }
}

describe('validInput', () => {
  const label = settingsMessages.corporation.email;

  it('answers the first failed rule of a field that breaks two at once, never the library’s joined text', () => {
    // Too long and not an address: arktype reports both as one intersection here.
    expect(answerFor({ email: `${'a'.repeat(250)}@b.jp` })).toBe(common.fieldRules.tooLong(label, EMAIL_MAX));
  });

  it('answers a single failed rule in its words, and names a wrong shape through the caller', () => {
    expect(answerFor({ email: 'not-an-address' })).toBe(common.fieldRules.email(label));
    expect(answerFor({ name: 42 })).toBe('wrong shape: name');
    expect(answerFor({ email: 'info@example.jp' })).toEqual({ email: 'info@example.jp' });
  });
});
