import type { PetSize } from '@/api/check-ins';
import { checkInMessages } from '@/messages/check-ins';
import { Badge } from '@/ui/badge';

const tones = { small: 'info', medium: 'success', large: 'warning' } as const;

export function PetSizeBadge({ size }: { size: PetSize }) {
  return <Badge tone={tones[size]}>{checkInMessages.sizes[size]}</Badge>;
}
