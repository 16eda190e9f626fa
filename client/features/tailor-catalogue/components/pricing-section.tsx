import { useState } from 'react';
import { categories } from '../../../../shared/catalog.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useMyPricing } from '../api/get-my-pricing.ts';
import { PricingForm } from './pricing-form.tsx';
import { ListState, Section } from './section-states.tsx';

/**
 * The price list, one line per category. Checkout reads it: an order needed sooner than the
 * estimated days pays the rush surcharge (server/modules/money/checkout/quote.ts).
 */
export function PricingSection() {
  const pricing = useMyPricing();
  const [editing, setEditing] = useState<string | null>(null);
  const lines = pricing.data ?? [];
  return (
    <Section
      title="Price list"
      intro="Base price, complexity, rush surcharge and making time for each category."
    >
      <ListState query={pricing} isEmpty={false} empty="">
        <ul className="grid gap-3 md:grid-cols-2">
          {categories.map((category) => {
            const line = lines.find((l) => l.category === category);
            return (
              <li key={category}>
                <Card className="p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <h3 className="font-semibold text-stone-900">{category}</h3>
                      <p className="text-sm text-stone-600">
                        {line
                          ? `From ${formatNairaExact(line.basePrice)} · ×${line.complexityMultiplier.toFixed(2)} · rush +${formatNairaExact(line.rushOrderSurcharge)} · ${line.estimatedDays} days`
                          : 'Not priced yet'}
                      </p>
                    </div>
                    {editing !== category && (
                      <Button
                        variant="outline"
                        onClick={() => setEditing(category)}
                        aria-label={`Edit ${category} prices`}
                      >
                        Edit
                      </Button>
                    )}
                  </div>
                  {editing === category && (
                    <PricingForm category={category} line={line} onDone={() => setEditing(null)} />
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      </ListState>
    </Section>
  );
}
