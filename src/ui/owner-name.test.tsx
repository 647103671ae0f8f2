import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnerName } from './owner-name';

const parts = (owner: Parameters<typeof OwnerName>[0]['owner']) => {
  const { container } = render(<OwnerName owner={owner} />);
  return {
    text: container.textContent,
    parts: [...container.querySelectorAll('.owner-part')].map((part) => part.textContent),
    breaks: container.querySelectorAll('wbr').length,
  };
};

describe('OwnerName', () => {
  it('may end a line only between the nickname and its （都道府県）様', () => {
    expect(parts({ nickname: 'ハナママ', prefecture: '東京都' })).toEqual({ text: 'ハナママ（東京都）様', parts: ['ハナママ', '（東京都）様'], breaks: 1 });
  });

  it('keeps a label without a prefecture, or the dash for no owner, in one piece', () => {
    expect(parts({ nickname: 'ルナ', prefecture: null })).toEqual({ text: 'ルナ様', parts: ['ルナ様'], breaks: 0 });
    expect(parts(null)).toEqual({ text: '-', parts: ['-'], breaks: 0 });
  });
});
