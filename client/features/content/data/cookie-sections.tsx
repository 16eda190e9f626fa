import type { LegalSection } from '../components/legal-page.tsx';

/** The cookie policy: what Telo stores in your browser, and why. */
export const cookieSections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Similar technologies, such as
        local storage, work the same way; this policy covers them too.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'The cookies we use',
    body: (
      <>
        <p>
          Telo uses only strictly necessary cookies: the ones the site needs to work and stay
          secure. They are used for things like keeping you signed in and protecting your account
          from abuse. They cannot be switched off, and they contain no advertising or tracking data.
        </p>
        <p>
          We do not use advertising cookies, and we do not run analytics or third-party tracking. If
          that ever changes, we will update this page and ask for your consent first, as the Nigeria
          Data Protection Act 2023 requires.
        </p>
      </>
    ),
  },
  {
    id: 'data-saving',
    title: 'Light on your data plan',
    body: (
      <p>
        Because we load no advertising or tracking scripts, Telo pages stay small and fast on 3G and
        4G, and none of your browsing is shared with ad networks.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <>
        <p>
          You can delete or block cookies in your browser settings: in Chrome on Android, open
          Settings, then Site settings, then Cookies. If you block strictly necessary cookies, parts
          of Telo such as your cart may stop working.
        </p>
      </>
    ),
  },
  {
    id: 'more',
    title: 'More information',
    body: (
      <p>
        How we handle personal data is described in our Privacy Policy. Questions about cookies are
        welcome through our contact page.
      </p>
    ),
  },
];
