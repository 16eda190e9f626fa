import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useOpenThread, type ThreadTarget } from '../api/open-thread.ts';

/** Contact Tailor (an order) or Send Message (a tailor's page): opens the conversation. */
export function ContactButton({
  target,
  label,
  variant = 'outline',
  className,
}: {
  target: ThreadTarget;
  label: string;
  variant?: 'outline' | 'primary';
  className?: string;
}) {
  const open = useOpenThread();
  return (
    <Button
      variant={variant}
      className={className}
      disabled={open.isPending}
      onClick={() => open.mutate(target)}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
