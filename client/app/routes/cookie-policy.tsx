import { LegalPage } from '../../features/content/components/legal-page.tsx';
import { cookieSections } from '../../features/content/data/cookie-sections.tsx';

/** /cookie-policy. */
export default function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      lead="Which cookies Telo uses, why, and how to control them."
      sections={cookieSections}
    />
  );
}
