import { LegalPage } from './LegalPage.tsx';

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
