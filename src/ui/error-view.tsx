import { Link } from 'wouter';
import { ja } from '@/messages/ja';

/** The error screen: '404 Not Found' for 404, otherwise 'An error occurred', with a link home. */
export function ErrorView({ statusCode = 500, message }: { statusCode?: number; message?: string }) {
  return (
    <section className="error-view" aria-labelledby="error-heading">
      <h1 id="error-heading">{statusCode === 404 ? ja.errorPage.notFound : ja.errorPage.generic}</h1>
      <p className="error-status">{ja.errorPage.status(statusCode)}</p>
      {message ? <p className="error-message">{message}</p> : null}
      <p>
        <Link href="/">{ja.errorPage.home}</Link>
      </p>
    </section>
  );
}

export function NotFoundView() {
  return (
    <section className="error-view" aria-labelledby="error-heading">
      <h1 id="error-heading">404</h1>
      <p className="error-message">{ja.notFound}</p>
      <p>
        <Link href="/">{ja.errorPage.home}</Link>
      </p>
    </section>
  );
}
