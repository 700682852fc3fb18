import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface Props {
  /** The page's address: another one draws afresh. */
  path: string;
  children: ReactNode;
}

interface State {
  /** The address whose page failed. */
  failedAt?: string;
}

/**
 * What a page that fails while it draws shows instead of nothing. An error no boundary catches
 * makes React empty the whole page, header and footer too; this keeps them (the phone and the
 * address stay on screen) and says what to do (docs/product.md, "A page that fails").
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = {};

  // The address in the bar is the one being drawn, also in a navigation's transition.
  static getDerivedStateFromError(): State {
    return { failedAt: location.pathname };
  }

  override render() {
    return this.state.failedAt === this.props.path ? <PageFailed /> : this.props.children;
  }
}

// The visitor was somewhere down the page (a form): the message is put before their eyes.
const putInView = (heading: HTMLHeadingElement | null) => {
  if (!heading) return;
  scrollTo(0, 0);
  heading.focus();
};

function PageFailed() {
  return (
    <article className="page">
      <h1 className="page__title" ref={putInView} tabIndex={-1}>
        <Trans>Diese Seite konnte nicht angezeigt werden</Trans>
      </h1>
      <p>
        <Trans>
          Laden Sie sie neu – oder rufen Sie uns an oder schreiben Sie uns (siehe unten).
        </Trans>
      </p>
      <button type="button" className="button button--gold" onClick={() => location.reload()}>
        <Trans>Seite neu laden</Trans>
      </button>
    </article>
  );
}
