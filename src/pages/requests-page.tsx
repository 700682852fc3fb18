import { keptMessageCount, useKeptRequestsStore } from '../features/pwa/kept-requests-store.ts';
import { RequestsView } from '../features/request-status/requests-view.tsx';
import '../features/forms/facts.css';
import '../features/forms/forms.css';
import '../features/forms/request-pages.css';

/** `/anfrage`: "My requests", or one request's status by its link (`#t=…`). */
export function RequestsPage() {
  // The bookings the worker keeps for the network: the page joins the two features.
  const bookings = useKeptRequestsStore((state) => state.bookings);
  const late = useKeptRequestsStore((state) => state.late);
  const messages = useKeptRequestsStore(keptMessageCount);
  // Online, and the service did not take the last try: they wait for the service, not the
  // network. Read at each STATUS from the worker, which going online brings; a phone that goes
  // offline meanwhile still reads "we keep trying", which stays true.
  const unreachable = useKeptRequestsStore((state) => state.serviceFailing) && navigator.onLine;
  return <RequestsView kept={{ bookings, late, messages, unreachable }} />;
}
