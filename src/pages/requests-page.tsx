import { RequestsView } from '../features/request-status/requests-view.tsx';
import '../features/forms/facts.css';
import '../features/forms/forms.css';
import '../features/forms/request-pages.css';

/** `/anfrage`: "My requests", or one request's status by its link (`#t=…`). */
export function RequestsPage() {
  return <RequestsView />;
}
