import { LateStylesheet } from '../../components/ui/late-stylesheet.tsx';
import sectionsCss from './home-sections.css?url';

/** The styles of the home page's sections below the hero, as a late stylesheet. */
export function HomeSectionsStyle() {
  return <LateStylesheet href={sectionsCss} />;
}
