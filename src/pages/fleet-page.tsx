import { HomePage } from './home-page.tsx';

/** /limousinen: the home page with the fleet first. */
export function FleetPage() {
  return <HomePage fleetFirst />;
}
