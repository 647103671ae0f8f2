import { useSearch } from 'wouter';
import { ErrorView } from '@/ui/error-view';

/** /error?statusCode=404&message=… */
export default function ErrorPage() {
  const params = new URLSearchParams(useSearch());
  const code = Number(params.get('statusCode') ?? '500');
  return <ErrorView statusCode={Number.isInteger(code) && code > 0 ? code : 500} message={params.get('message') ?? undefined} />;
}
