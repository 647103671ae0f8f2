import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreTables } from '@mirage/models/core';
import type { AppServer } from '@mirage/routes/define-routes';
import { createTestAccount } from '@mirage/testing';
import { configureApiClient } from '@/api/client';
import { useUpload } from '@/ui/upload';
import { startTestServer } from '@tests/harness/render-app';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  const { bearer } = createTestAccount(server);
  configureApiClient({ getBearer: () => bearer });
});
afterEach(() => {
  configureApiClient({ getBearer: () => undefined });
  server.shutdown();
});

function MovieField() {
  const upload = useUpload();
  return (
    <div>
      <label htmlFor="movie">動画</label>
      <input id="movie" type="file" onChange={(event) => upload.start(event.target.files?.[0] as File, 'movie')} />
      <button type="button" onClick={() => upload.start(undefined as unknown as File)}>
        空で送信
      </button>
      <p data-testid="status">{upload.state.status}</p>
      {upload.state.error ? <p role="alert">{upload.state.error}</p> : null}
      {upload.result ? <img src={upload.result.thumbnailUrl} alt="動画のサムネイル" /> : null}
    </div>
  );
}

describe('useUpload', () => {
  it('uploads a movie (video/webm registration path) and gives its result', async () => {
    const user = userEvent.setup();
    render(<MovieField />);
    await user.upload(screen.getByLabelText('動画'), new File(['webm-bytes'], 'walk.webm', { type: 'video/webm' }));
    expect(await screen.findByRole('img', { name: '動画のサムネイル' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(screen.getByTestId('status')).toHaveTextContent('done');
    expect(coreTables(server.db).assets.all()).toMatchObject([{ assetType: 'movie', contentType: 'video/webm', status: 'processed' }]);
  });

  it("says 'Upload image file is not defined.' without a file and calls nothing", async () => {
    const user = userEvent.setup();
    render(<MovieField />);
    await user.click(screen.getByRole('button', { name: '空で送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload image file is not defined.');
    expect(coreTables(server.db).assetTokens.all()).toEqual([]);
  });
});
