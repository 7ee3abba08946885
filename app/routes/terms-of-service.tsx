import { Link, useLoaderData } from "@remix-run/react";

import { LegalPage, PhoneLink } from "~/components/kit";
import { business } from "~/content/business";
import { catalogPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = /* @__PURE__ */ catalogPage("/terms-of-service");

export function loader() {
  return { heading: page.heading };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page);

export default function TermsOfServicePage() {
  const { heading } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalPage title={heading}>
        <p>
          These terms apply to your use of the {business.name} website and to estimates you request through it. By using
          the site you agree to them. If you do not agree, please do not use the site.
        </p>

        <h2>Use of the Website</h2>
        <p>
          You may use this website to learn about our services and to contact us. You agree not to misuse it, including
          by sending false information, spam or harmful code, or by trying to access parts of the site that are not
          meant for the public.
        </p>

        <h2>Estimates and Services</h2>
        <p>
          Information on this website, including sample prices and timelines, is general guidance and not an offer.
          Every job is quoted after we assess the property. A written estimate describes the work, the price and how
          long the price is valid. The tree work itself is governed by the written estimate or agreement you accept.
        </p>

        <h2>Scheduling and Weather</h2>
        <p>
          We schedule work as quickly as we can. Weather, storm emergencies, utility coordination and safety conditions
          can delay work; we will tell you promptly if your date changes. Emergency response times are typical, not
          guaranteed.
        </p>

        <h2>Property Access and Utilities</h2>
        <p>
          You confirm that you own the property where work is done or are authorized by the owner, and that you will
          tell us about anything we cannot see, such as sprinkler lines, septic systems or private underground
          utilities. We request public utility locates before grinding or digging.
        </p>

        <h2>Payment</h2>
        <p>Payment is due as stated on your estimate or invoice, usually when the job is complete.</p>

        <h2>Satisfaction Guarantee</h2>
        <p>
          If you are not satisfied with completed work, tell us within 7 days and we will return to make it right at no
          extra cost, as described on your estimate.
        </p>

        <h2>Content and Trademarks</h2>
        <p>
          The text, illustrations and logo on this website belong to {business.name} and may not be copied for
          commercial use without our permission.
        </p>

        <h2>Limitation of Liability</h2>
        <p>
          The website is provided &ldquo;as is&rdquo;. To the extent the law allows, {business.name} is not liable for
          indirect or consequential damages arising from your use of the website. Nothing in these terms limits our
          responsibility for the work we perform or our insurance coverage for it.
        </p>

        <h2>Governing Law</h2>
        <p>
          These terms are governed by the laws of the State of Texas. Any dispute relating to them or to this website
          will be brought in the state courts located in {business.county}, Texas.
        </p>

        <h2>Changes</h2>
        <p>We may update these terms. The date at the top of this page shows when they last changed.</p>

        <h2>Contact Us</h2>
        <p>
          Questions about these terms? Call us at <PhoneLink /> or use our <Link to="/contact">contact page</Link>. See
          also our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </LegalPage>
    </>
  );
}
