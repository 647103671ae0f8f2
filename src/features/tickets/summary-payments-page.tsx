import { useCorporationId } from '@/session/session-context';
import { CancelWaitings } from './cancel-waitings';
import { SummaryPage } from './summary-page';

export default function SummaryPaymentsPage() {
  const cid = useCorporationId();
  return (
    <SummaryPage kind="payments">
      <CancelWaitings cid={cid} />
    </SummaryPage>
  );
}
