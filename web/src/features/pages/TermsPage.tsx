import { LegalPage } from './LegalPage.tsx';

export function TermsPage() {
  return <LegalPage document="terms" />;
}
