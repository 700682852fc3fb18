import { useKeptRequestsStore } from '../features/pwa/kept-requests-store.ts';
import { RequestsView } from '../features/request-status/requests-view.tsx';
import { useOnline } from '../lib/use-online.ts';
import '../features/forms/facts.css';
import '../features/forms/forms.css';
import '../features/forms/request-pages.css';

/** `/anfrage`: "My requests", or one request's status by its link (`#t=…`). */
export function RequestsPage() {
  // The bookings the worker keeps for the network: the page joins the two features.
  const bookings = useKeptRequestsStore((state) => state.bookings);
  const late = useKeptRequestsStore((state) => state.late);
  const messages = useKeptRequestsStore((state) => state.waiting - state.bookings.length);
  // Online, and the service did not take them: they wait for the service, not the network.
  const online = useOnline();
  const unreachable = useKeptRequestsStore((state) => state.serviceFailing) && online;
  return <RequestsView kept={{ bookings, late, messages, unreachable }} />;
}
