import { Link } from 'wouter';
import { ja } from '@/messages/ja';

function ErrorSection({ heading, status, message }: { heading: string; status?: string; message?: string }) {
  return (
    <section className="error-view" aria-labelledby="error-heading">
      <h1 id="error-heading">{heading}</h1>
      {status ? <p className="error-status">{status}</p> : null}
      {message ? <p className="error-message">{message}</p> : null}
      <p>
        <Link href="/">{ja.errorPage.home}</Link>
      </p>
    </section>
  );
}

/** The error screen: '404 Not Found' for 404, otherwise 'An error occurred', with a link home. */
export const ErrorView = ({ statusCode = 500, message }: { statusCode?: number; message?: string }) => (
  <ErrorSection heading={statusCode === 404 ? ja.errorPage.notFound : ja.errorPage.generic} status={ja.errorPage.status(statusCode)} message={message} />
);

export const NotFoundView = () => <ErrorSection heading="404" message={ja.notFound} />;
