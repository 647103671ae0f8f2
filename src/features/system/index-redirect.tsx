import { Redirect } from 'wouter';
import { paths } from '@/paths';

/** `/` leads a signed-in user to the default landing, the dashboard (SPEC §2). */
export default function IndexRedirect() {
  return <Redirect to={paths.dashboard} replace />;
}
