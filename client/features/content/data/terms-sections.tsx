import type { LegalSection } from '../components/legal-page.tsx';

/** The terms of service for shoppers and tailors on Telo. */
export const termsSections: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you use Telo, the marketplace that connects customers with
        independent master tailors in Nigeria. By using Telo you agree to them. If you do not agree,
        please do not use the service.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or older, and the details you give us must be true.</li>
        <li>
          Keep your sign-in details private; you are responsible for activity on your account.
        </li>
        <li>Keep your measurements up to date: tailors cut from what you save.</li>
      </ul>
    ),
  },
  {
    id: 'orders',
    title: 'Made-to-measure orders',
    body: (
      <>
        <p>
          When you order, you buy a custom outfit from the tailor who lists it; Telo runs the
          marketplace, takes payment and handles support. Because every outfit is cut to your
          measurements, orders cannot be returned for a change of mind.
        </p>
        <ul>
          <li>You may change or cancel an order within 24 hours of placing it.</li>
          <li>Production usually takes 2-3 weeks; your tailor confirms the date.</li>
          <li>Prices are in naira (₦) and include the tailor&apos;s work and the fabric listed.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'fit-guarantee',
    title: 'Lifetime Fit Guarantee',
    body: (
      <p>
        If an outfit does not match the measurements you submitted, report it within 30 days of
        delivery and we will arrange an adjustment (minor work up to ₦15,000, major work up to
        ₦30,000), a remake, or Telo credit. Credits are applied in 5-7 business days and never
        expire. The Returns page lists what is and is not covered.
      </p>
    ),
  },
  {
    id: 'tailors',
    title: 'Tailors on Telo',
    body: (
      <ul>
        <li>Master tailors are independent businesses, not Telo employees.</li>
        <li>
          Tailors must describe their work truthfully and use customers&apos; data only to fulfil
          orders.
        </li>
        <li>
          Tailors agree to make adjustments under the Lifetime Fit Guarantee and to reply to
          customers promptly.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not misuse Telo: no fraud, fake reviews, harassment of tailors or customers, copying of
        designs you do not own, or attempts to break or overload the service. We may suspend
        accounts that do.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Designs and content',
    body: (
      <p>
        Tailors keep the rights to their designs and photos and allow Telo to show them on the
        marketplace. The Telo name, logo and site belong to Telo.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We work hard to keep Telo available and accurate, but we cannot promise it will always be
        error-free. Nothing in these terms limits your rights under the Federal Competition and
        Consumer Protection Act 2018. Otherwise, our liability for an order is limited to what you
        paid for it.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. Please contact us
        first so we can try to resolve any dispute; if we cannot, the courts of Lagos State will
        decide it.
      </p>
    ),
  },
];
