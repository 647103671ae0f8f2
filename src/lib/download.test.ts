import { describe, expect, it } from 'vitest';
import { toCsv } from './download';

describe('toCsv', () => {
  it('writes a BOM, CRLF line ends and quotes cells that need it', () => {
    const csv = toCsv([
      ['日付', '名前'],
      ['2026-11-22', 'ポチ, "ちゃん"'],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFF日付,名前\r\n2026-11-22,"ポチ, ""ちゃん"""\r\n');
  });
});
