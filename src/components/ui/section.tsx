import type { ReactNode } from 'react';
import './section.css';

/** The heading block of a content section: a small eyebrow line, the h2 and an optional intro. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <header className="section-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-header__title">
        {title}
      </h2>
      {intro && <p className="section-header__intro">{intro}</p>}
    </header>
  );
}
