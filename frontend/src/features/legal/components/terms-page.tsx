import { useSiteConfig } from '@/config/runtime-config';
import { LegalLayout } from './legal-layout';

export function TermsPage() {
  const { supportEmail } = useSiteConfig();
  return (
    <LegalLayout title="Terms of Service">
      <section>
        <h2>Acceptance of Terms</h2>
        <p>
          By creating an account or using LearnBetter you agree to these terms. If you do not agree, do not use the
          service.
        </p>
      </section>
      <section>
        <h2>Description of Service</h2>
        <p>
          LearnBetter turns audio recordings and documents you upload into flashcards and multiple-choice quizzes and
          lets you study them. A free tier and paid plans with a monthly generation allowance are offered.
        </p>
      </section>
      <section>
        <h2>User Accounts</h2>
        <p>
          You are responsible for your account and for keeping your password safe. Give accurate information and tell us
          at once if you think someone else is using your account.
        </p>
      </section>
      <section>
        <h2>Acceptable Use</h2>
        <p>
          Upload only material you have the right to use. Do not use the service to break the law, to infringe
          others&apos; rights, to upload malware, or to disrupt or probe the service.
        </p>
      </section>
      <section>
        <h2>Subscription and Payments</h2>
        <p>
          Paid plans are billed monthly or annually in advance. A subscription auto-renews at the end of each billing
          period until cancelled. You can cancel at any time from the billing portal; cancellation takes effect at the
          end of the current period.
        </p>
      </section>
      <section>
        <h2>Content Ownership</h2>
        <p>
          You keep ownership of what you upload and of the study sets made from it. You grant us only the permission
          needed to store and process it to provide the service to you.
        </p>
      </section>
      <section>
        <h2>AI-Generated Content</h2>
        <p>
          Flashcards and quizzes are generated automatically and may contain errors or omissions. Check them against
          your source material; each item shows where it came from so you can.
        </p>
      </section>
      <section>
        <h2>Service Availability</h2>
        <p>
          We aim to keep LearnBetter available at all times but do not guarantee uninterrupted service, and we may
          change features.
        </p>
      </section>
      <section>
        <h2>Limitation of Liability</h2>
        <p>
          To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the
          past 12 months.
        </p>
      </section>
      <section>
        <h2>Termination</h2>
        <p>
          You may stop using the service and delete your account at any time. We may suspend accounts that break these
          terms.
        </p>
      </section>
      <section>
        <h2>Changes to Terms</h2>
        <p>
          We may update these terms. We will tell you of material changes; continuing to use the service means you
          accept them.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms? Email us at{' '}
          <a className="text-indigo-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      </section>
    </LegalLayout>
  );
}
