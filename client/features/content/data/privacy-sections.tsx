import type { LegalSection } from '../components/legal-page.tsx';

/** The privacy policy, written for the Nigeria Data Protection Act 2023 (NDPA). */
export const privacySections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Telo is an online marketplace, based in Lagos, that connects shoppers with independent
        master tailors across Nigeria. For the personal data described here, Telo is the data
        controller under the Nigeria Data Protection Act 2023 (NDPA). Tailors who receive your order
        details act on our instructions to make and deliver your outfit.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>Account details: your name, username, email address and phone number.</li>
        <li>
          Body measurements: the values from the body scan or that you enter yourself, and the unit
          you use. We treat them with the same care as sensitive data.
        </li>
        <li>Orders: the outfits you order, delivery address, notes to your tailor and status.</li>
        <li>Messages you send to our support team through the contact form.</li>
        <li>Technical data: device type, browser and pages visited, kept for security.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <>
        <ul>
          <li>To make your outfit: your tailor receives your measurements with each order.</li>
          <li>To deliver orders, keep you updated and handle Lifetime Fit Guarantee claims.</li>
          <li>To answer your messages, usually within 24 hours.</li>
          <li>To keep Telo secure and to prevent fraud.</li>
        </ul>
        <p>
          We rely on the lawful bases of the NDPA: performing our contract with you, your consent
          (which you can withdraw at any time), our legal obligations, and our legitimate interest
          in running a safe marketplace.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share only what each party needs:</p>
        <ul>
          <li>The tailor who makes your order: your name, measurements and order details.</li>
          <li>Delivery partners: your name, phone number and delivery address.</li>
          <li>Payment providers licensed by the Central Bank of Nigeria, when you pay.</li>
          <li>Authorities, when Nigerian law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention-security',
    title: 'How long we keep it and how we protect it',
    body: (
      <p>
        We keep account details and measurements while your account is open, and order records for
        as long as tax and consumer law require. Data is encrypted in transit, access is limited to
        staff who need it, and tailors see only the orders they make. If a breach puts your rights
        at risk, we will notify the Nigeria Data Protection Commission (NDPC) within 72 hours and
        tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the NDPA you may, free of charge:</p>
        <ul>
          <li>get a copy of the personal data we hold about you;</li>
          <li>have wrong or incomplete data corrected;</li>
          <li>have your data deleted when we no longer need it;</li>
          <li>restrict or object to how we use it, and withdraw consent;</li>
          <li>receive your data in a portable format.</li>
        </ul>
        <p>
          We answer requests within 30 days. If you are not satisfied, you can complain to the
          Nigeria Data Protection Commission.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers outside Nigeria',
    body: (
      <p>
        Our data is hosted in Nigeria where possible. If a service provider processes data abroad,
        we transfer it only where the NDPA allows, with safeguards such as contractual clauses that
        protect your data to Nigerian standards.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Telo is for adults. Outfits for children must be ordered by a parent or guardian, who enters
        and controls the child&apos;s measurements.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top, and for important changes we tell
        you by email before they take effect.
      </p>
    ),
  },
];
