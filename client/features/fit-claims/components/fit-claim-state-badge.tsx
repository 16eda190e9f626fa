import {
  fitClaimStateLabels,
  type FitClaimState,
} from '../../../../shared/schemas/fit-claims-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const tones: Record<FitClaimState, 'brand' | 'gold' | 'neutral' | 'blue' | 'red'> = {
  reported: 'gold',
  alteration: 'blue',
  remake: 'blue',
  disputed: 'red',
  completed: 'brand',
  credited: 'brand',
  rejected: 'neutral',
};

export function FitClaimStateBadge({ state }: { state: FitClaimState }) {
  return <Badge tone={tones[state]}>{fitClaimStateLabels[state]}</Badge>;
}
