import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** Step 4: the application is with the Telo team (shown only after the server accepted it). */
export function SubmittedStep() {
  return (
    <div className="py-4 text-center">
      <PartyPopper aria-hidden="true" className="mx-auto size-14 text-gold-700" />
      <p className="mx-auto mt-4 max-w-md text-stone-700">
        Thank you for applying to join Telo&apos;s master network. We review every application
        within 3-5 business days and will contact you on the phone number you gave us.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        Back to Home
      </Link>
    </div>
  );
}
