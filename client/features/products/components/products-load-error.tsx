import { Button } from '../../../components/ui/button.tsx';

/** The outfit list could not be loaded (e.g. the connection dropped): say so and offer a retry. */
export function ProductsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-red-900">We could not load the outfits</h2>
      <p className="mt-2 text-red-900">Check your connection and try again.</p>
      <Button className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
