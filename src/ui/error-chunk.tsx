import { reloadPage } from '@/lib/chunk-load';
import { ja } from '@/messages/ja';

/** Code that could not load and may not reload by itself (one reload a minute at most): says so, with a button that reloads the page. */
export function ChunkFailureView({ level = 1 }: { level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="error-view" role="alert" aria-labelledby="chunk-failed-heading">
      <Heading id="chunk-failed-heading">{ja.chunkFailed.heading}</Heading>
      <p>{ja.chunkFailed.body}</p>
      <p>
        <button type="button" className="button" onClick={reloadPage}>
          {ja.chunkFailed.reload}
        </button>
      </p>
    </section>
  );
}
