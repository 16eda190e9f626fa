import { Button } from '../../../components/ui/button.tsx';
import { useDataLight } from '../../../lib/data-light.tsx';

/**
 * In data-light mode nothing polls (decision 058): the shopper asks for new messages with this
 * button instead. Elsewhere the list and the conversation look by themselves.
 */
export function CheckForMessages({
  check,
  checking,
}: {
  check: () => Promise<unknown>;
  checking: boolean;
}) {
  const { on } = useDataLight();
  if (!on) return null;
  return (
    <Button
      variant="outline"
      size="md"
      className="mt-4"
      disabled={checking}
      onClick={() => void check()}
    >
      {checking ? 'Checking…' : 'Check for new messages'}
    </Button>
  );
}
