import { LegalPage } from '../../features/content/components/legal-page.tsx';
import { termsSections } from '../../features/content/data/terms-sections.tsx';

/** /terms-of-service. */
export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules for customers and master tailors using Telo, in plain language."
      sections={termsSections}
    />
  );
}
