import { Imprint } from '../features/legal/imprint.tsx';

export function ImprintPage() {
  return <Imprint />;
}
