import { Redirect } from 'wouter';
import { paths } from '@/paths';

/** `/` leads a signed-in user to the default landing, the dashboard. */
export default function IndexRedirect() {
  return <Redirect to={paths.dashboard} replace />;
}
