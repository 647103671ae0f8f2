import { Link } from 'wouter';
import { config } from '@/config';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';

export default function NoRegistPage() {
  return (
    <>
      <h1>{ja.noRegist.heading}</h1>
      <p>{ja.noRegist.body}</p>
      <p className="actions">
        <a className="button" href={config.links.businessRegistration} target="_blank" rel="noopener noreferrer">
          {ja.noRegist.register}
        </a>
        <Link className="button button-secondary" href={paths.signIn}>
          {ja.noRegist.backToSignIn}
        </Link>
      </p>
    </>
  );
}
