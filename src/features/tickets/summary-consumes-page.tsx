import { SummaryPage } from './summary-page';

export default function SummaryConsumesPage() {
  return <SummaryPage kind="consumes" />;
}
