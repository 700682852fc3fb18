import { Trans } from '@lingui/react/macro';
import { Component, createRef, type ReactNode } from 'react';

interface Props {
  /** The page's address: another one starts afresh. */
  path: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  path: string;
}

/**
 * What a page that fails while it draws shows instead of nothing. An error no boundary catches
 * makes React empty the whole page, header and footer too; this keeps them (the phone and the
 * address stay on screen) and says what to do (docs/product.md, "A page that fails").
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  private heading = createRef<HTMLHeadingElement>();

  // The visitor was somewhere down the page (a form): the message is put before their eyes.
  override componentDidUpdate(_: Props, before: State) {
    if (!this.state.failed || before.failed) return;
    window.scrollTo(0, 0);
    this.heading.current?.focus();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <article className="page">
        <h1 className="page__title" ref={this.heading} tabIndex={-1}>
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
}
