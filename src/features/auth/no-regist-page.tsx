import { Link } from 'wouter';
import { config } from '@/config';
import { screens } from '@/messages/screens';
import { paths } from '@/paths';

export default function NoRegistPage() {
  return (
    <>
      <h1>{screens.noRegist.heading}</h1>
      <p>{screens.noRegist.body}</p>
      <p className="actions">
        <a className="button" href={config.links.businessRegistration} target="_blank" rel="noopener noreferrer">
          {screens.noRegist.register}
        </a>
        <Link className="button button-secondary" href={paths.signIn}>
          {screens.noRegist.backToSignIn}
        </Link>
      </p>
    </>
  );
}
