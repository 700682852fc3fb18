import type { ReactNode } from 'react';
import './section.css';

/** The heading block of a content section: a small eyebrow line, the h2 and an optional intro. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
  tone = 'light',
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'start' | 'center';
  /** 'dark' on dark backgrounds. */
  tone?: 'light' | 'dark';
}) {
  return (
    <header className="section-header" data-align={align} data-tone={tone}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-header__title">
        {title}
      </h2>
      {intro && <p className="section-header__intro">{intro}</p>}
    </header>
  );
}
