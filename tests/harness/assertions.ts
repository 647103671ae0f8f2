import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A failure is shown in one place only (the action's toast, or inline for data that
 * failed to load): waits for `text` and checks that nothing else on the page repeats it.
 */
export async function expectShownOnce(text: string): Promise<HTMLElement> {
  const element = await screen.findByText(text);
  // A toast enters with an animation that jsdom never runs (opacity 0): present is what can be checked.
  expect(element).toBeInTheDocument();
  expect(screen.getAllByText(text)).toHaveLength(1);
  return element;
}
