import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { PageHeader } from '../../features/content/components/page-header.tsx';
import { island } from '../../islands/island.tsx';

const ContactFormIsland = island('contact-form', ContactForm);

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="We are here to help"
        title="Contact Us"
        lead="Questions about an order, your measurements or joining as a tailor? Send us a message and a real person on our Lagos team will reply within 24 hours."
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem]">
        <Card className="p-5 sm:p-8">
          <h2 className="text-xl font-bold text-stone-900">Send us a message</h2>
          <p className="mt-1 mb-6 text-sm text-stone-600">
            Fields without “optional” are required. Many answers are already in the{' '}
            <Link to={paths.help} className="font-medium text-brand-800 underline">
              Help Center
            </Link>
            .
          </p>
          <ContactFormIsland />
        </Card>
        <ContactDetails />
      </div>
    </>
  );
}
