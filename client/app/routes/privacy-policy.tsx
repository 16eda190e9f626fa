import { LegalPage } from '../../features/content/components/legal-page.tsx';
import { privacySections } from '../../features/content/data/privacy-sections.tsx';

/** /privacy-policy. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What we collect, why, who sees it, and your rights under the Nigeria Data Protection Act 2023 (NDPA)."
      sections={privacySections}
    />
  );
}
