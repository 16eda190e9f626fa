import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

export function ListLoading({ what }: { what: string }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="sr-only">
        Loading {what}...
      </p>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}

export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="p-6 text-center">
      <p className="font-medium text-stone-900">Could not load {what}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

export function ListEmpty({ children }: { children: string }) {
  return <Card className="p-6 text-center text-stone-700">{children}</Card>;
}
