import { describe, expect, it } from 'vitest';
import { contentTypeFor, fileProblem, isPlaceholderAssetBase, isValidProgress, MAX_UPLOAD_BYTES, stepFailureMessage } from './upload-rules';

describe('isPlaceholderAssetBase ("AccessInfo is not valid.")', () => {
  it('is true for an empty base or one that still names a mock', () => {
    for (const base of ['', '   ', 'https://mock.example', 'https://assets.MOCK.example.jp', '/mock-assets', undefined, null, 42]) {
      expect(isPlaceholderAssetBase(base), String(base)).toBe(true);
    }
  });
  it('is false for a real base, relative or absolute', () => {
    for (const base of ['/__assets', 'https://assets.petpass.example.jp', 'https://asset-api.example.com/v2']) {
      expect(isPlaceholderAssetBase(base), base).toBe(false);
    }
  });
});

describe('isValidProgress', () => {
  it('accepts 0..100 inclusive and refuses anything else', () => {
    for (const value of [0, 0.5, 42, 100]) expect(isValidProgress(value)).toBe(true);
    for (const value of [-1, -0.001, 100.01, 150, Number.NaN, Number.POSITIVE_INFINITY, '50', null, undefined]) {
      expect(isValidProgress(value), String(value)).toBe(false);
    }
  });
});

describe('fileProblem and contentTypeFor', () => {
  it('names a missing file with its English text, a file over 1 GiB and the wrong kind in Japanese', () => {
    expect(fileProblem(undefined, 'image')).toBe('Upload image file is not defined.');
    expect(fileProblem(null, 'movie')).toBe('Upload image file is not defined.');
    expect(fileProblem({ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' }, 'image')).toMatch(/上限（1GB）を超えて/);
    expect(fileProblem({ size: MAX_UPLOAD_BYTES, type: 'image/png' }, 'image')).toBeUndefined();
    expect(MAX_UPLOAD_BYTES).toBe(1073741824);
    expect(fileProblem({ size: 10, type: 'video/mp4' }, 'image')).toBe('画像ファイルを選択してください。');
    expect(fileProblem({ size: 10, type: 'image/png' }, 'movie')).toBe('動画ファイルを選択してください。');
    expect(fileProblem({ size: 10, type: '' }, 'image')).toBeUndefined();
  });
  it('defaults the content type to image/jpeg and video/webm', () => {
    expect(contentTypeFor({ type: '' }, 'image')).toBe('image/jpeg');
    expect(contentTypeFor({ type: '' }, 'movie')).toBe('video/webm');
    expect(contentTypeFor({ type: 'image/png' }, 'image')).toBe('image/png');
  });
  it('says which step failed, then the server message', () => {
    expect(stepFailureMessage('put', { displayMessage: '容量が足りません。' })).toBe('ファイルの送信に失敗しました。 容量が足りません。');
    expect(stepFailureMessage('issue', new Error('HTTP 500'))).toBe('アップロード先の発行に失敗しました。 HTTP 500');
    expect(stepFailureMessage('token', undefined)).toBe('アップロードの準備（トークンの取得）に失敗しました。');
  });
});
