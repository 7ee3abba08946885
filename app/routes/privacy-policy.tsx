import { Link, useLoaderData } from "@remix-run/react";

import { LegalPage, PhoneLink } from "~/components/kit";
import { business } from "~/content/business";
import { catalogPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = /* @__PURE__ */ catalogPage("/privacy-policy");

export function loader() {
  return { heading: page.heading };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page);

export default function PrivacyPolicyPage() {
  const { heading } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalPage title={heading}>
        <p>
          {business.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains what
          information we collect when you visit our website, call us or request a quote, how we use it, and the choices
          you have.
        </p>

        <h2>Information We Collect</h2>
        <p>When you request a quote or contact us, you give us information such as:</p>
        <ul>
          <li>your name, phone number and email address, and the address where the work is if you give it;</li>
          <li>the service you are interested in and any message you write;</li>
          <li>details about your property or trees that you choose to share.</li>
        </ul>
        <p>
          Like most websites, our server also records basic technical data with each visit: your IP address, browser
          type, the pages you request and the time of the request. We use it to keep the site secure and working.
        </p>

        <h2>How We Use Your Information</h2>
        <ul>
          <li>to answer your questions, prepare estimates and schedule work;</li>
          <li>to call, text or email you about your request or a job in progress;</li>
          <li>to keep records of the work we do, as required for insurance and tax purposes;</li>
          <li>to protect our website from spam and abuse.</li>
        </ul>
        <p>We do not sell, rent or trade your personal information.</p>

        <h2>Cookies</h2>
        <p>
          Our public pages do not use advertising cookies, and no other company sets cookies through our site. We use
          small cookies of our own:
        </p>
        <ul>
          <li>
            <strong>first_touch</strong>: when you arrive from an ad, a campaign link or another website, it notes the
            ad or link&apos;s campaign tags and click code, the site that sent you and the first page you saw, so that
            if you request a quote we know which of our ads or listings brought you. It is set by our server only, is
            not readable by scripts, is never shared with anyone, and expires after one day.
          </li>
          <li>
            <strong>__quote_sent</strong> and <strong>__toast</strong>: show the confirmation after you send a form (the
            service you chose and how many photos you sent), and are removed as soon as it is shown.
          </li>
          <li>
            <strong>__session</strong>: keeps our staff signed in to their private pages.
          </li>
        </ul>

        <h2>Sharing Your Information</h2>
        <p>
          We share information only with service providers who help us run our business (for example, our email and
          hosting providers), who may use it only on our behalf; with your insurance company when you ask us to; or when
          the law requires it.
        </p>

        <h2>How Long We Keep It</h2>
        <p>
          We keep quote requests and job records for as long as we need them to serve you and meet our legal and
          insurance obligations, then delete them.
        </p>

        <h2>Security</h2>
        <p>
          We use reasonable administrative and technical safeguards, including encrypted connections and access limited
          to our staff, to protect your information. No method of transmission or storage is perfectly secure, but we
          work hard to protect what you share with us.
        </p>

        <h2>Children&apos;s Privacy</h2>
        <p>
          Our website and services are meant for adults. We do not knowingly collect personal information from children
          under 13. If you believe a child under 13 has sent us information, contact us and we will delete it.
        </p>

        <h2>Your Choices</h2>
        <p>
          You may ask us to see, correct or delete the personal information we hold about you, or to stop contacting
          you, at any time by calling or writing to us.
        </p>

        <h2>Changes to This Policy</h2>
        <p>We may update this policy from time to time. The date at the top of this page shows when it last changed.</p>

        <h2>Contact Us</h2>
        <p>
          Questions about this policy? Call us at <PhoneLink /> or use our <Link to="/contact">contact page</Link>.{" "}
          {business.name}, {business.city}, {business.state}.
        </p>
      </LegalPage>
    </>
  );
}
