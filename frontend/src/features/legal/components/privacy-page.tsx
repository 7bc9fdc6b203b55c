import { useSiteConfig } from '@/config/runtime-config';
import { LegalLayout } from './legal-layout';

export function PrivacyPage() {
  const { supportEmail } = useSiteConfig();
  return (
    <LegalLayout title="Privacy Policy">
      <section>
        <h2>Information We Collect</h2>
        <p>We collect the information you give us and the information needed to run the service:</p>
        <ul>
          <li>Account details: your name, email address and, if you add one, a profile picture.</li>
          <li>Study material you upload (audio and documents) and the flashcards and quizzes made from it.</li>
          <li>Usage information: how many study sets you generate each month and your plan.</li>
          <li>Payment status from our payment provider; we never see or store your full card number.</li>
        </ul>
      </section>
      <section>
        <h2>How We Use Your Information</h2>
        <p>
          We use your information to sign you in, to turn your uploads into study sets, to show you your study sets, to
          count your monthly generations against your plan, to process payments and to answer support requests. We do
          not sell your personal information and we do not use your uploads to advertise to you.
        </p>
      </section>
      <section>
        <h2>Data Security</h2>
        <p>
          Data is encrypted in transit and at rest. Uploaded files are kept in private storage, only for as long as it
          takes to process them. Each account can reach only its own study sets.
        </p>
      </section>
      <section>
        <h2>Third-Party Services</h2>
        <p>
          We rely on trusted providers for sign-in, data storage, AI content generation and card payments. They process
          data on our behalf and only as needed to provide their part of the service.
        </p>
      </section>
      <section>
        <h2>Data Retention</h2>
        <p>
          We keep your data while your account is active. When you delete your account, your personal data is deleted
          within 30 days of account deletion. The file you upload is kept with the study set made from it, so that each
          card can open its source, and only you can open it; it is deleted when you delete that study set (or your
          account). Files that never become a study set are deleted automatically after processing.
        </p>
      </section>
      <section>
        <h2>Your Rights</h2>
        <p>
          You may access, correct, export or delete your personal data, and object to or restrict its processing. Write
          to us at the address below and we will answer within 30 days.
        </p>
      </section>
      <section>
        <h2>Changes to This Policy</h2>
        <p>
          We may update this policy. When we make material changes we will tell you by email or in the app, and the date
          at the top of this page will change.
        </p>
      </section>
      <section>
        <h2>Contact Us</h2>
        <p>
          Questions about your privacy? Email us at{' '}
          <a className="text-indigo-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      </section>
    </LegalLayout>
  );
}
