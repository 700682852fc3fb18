import { Terms } from '../features/legal/terms.tsx';

export function TermsPage() {
  return <Terms />;
}
