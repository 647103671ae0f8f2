import { SummaryPage } from './summary-page';

export default function SummaryRefundsPage() {
  return <SummaryPage kind="refunds" />;
}
