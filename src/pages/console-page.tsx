import { Console } from '../features/operator/console.tsx';
import '../features/forms/facts.css';
import '../features/forms/forms.css';
import '../features/forms/request-pages.css';

/** `/betrieb`: the operator's console (its requests, one request, the decision). */
export function ConsolePage() {
  return <Console />;
}
