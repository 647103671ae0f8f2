import { Placeholder } from '../../ui/placeholder';

export default function Screen() {
  return <Placeholder />;
}
