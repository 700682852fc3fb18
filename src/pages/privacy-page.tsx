import { Privacy } from '../features/legal/privacy.tsx';

export function PrivacyPage() {
  return <Privacy />;
}
