import { Trans, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../components/ui/page-link.tsx';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { SectionHeader } from '../../components/ui/section.tsx';
import { tourCards, type TourCard } from '../../content/home.ts';
import { useCarouselLabels } from './use-carousel-labels.ts';

/** Tour experiences on the home page: the seven tour cards in a looping carousel. */
export function TourCarousel() {
  const { t } = useLingui();
  const labels = useCarouselLabels();
  return (
    <section className="home-section tours" aria-labelledby="tours-title">
      <div className="container">
        <SectionHeader
          id="tours-title"
          eyebrow={<Trans>Erlebnisse</Trans>}
          title={<Trans>Private Touren ab Salzburg</Trans>}
          intro={
            <Trans>
              Von der barocken Altstadt bis zu den Seen des Salzkammerguts: Entdecken Sie die Region
              mit Ihrem eigenen Chauffeur, in Ihrem eigenen Tempo.
            </Trans>
          }
        />
        <Carousel
          className="tours__carousel"
          label={t`Touren und Ausflüge`}
          labels={labels}
          items={tourCards}
          itemKey={(card) => card.id}
          renderItem={(card) => <TourCardView card={card} />}
        />
      </div>
    </section>
  );
}

function TourCardView({ card }: { card: TourCard }) {
  const { i18n, t } = useLingui();
  const title = i18n._(card.title);
  return (
    <article className="tour-card">
      <ResponsiveImage
        className="tour-card__image"
        image={card.image.photo}
        alt={i18n._(card.image.alt)}
        sizes="(min-width: 1200px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 82vw"
      />
      <div className="tour-card__body">
        <h3 className="tour-card__title">{title}</h3>
        <p className="tour-card__text">{i18n._(card.description)}</p>
        <PageLink
          to={card.to}
          className="tour-card__link"
          aria-label={t`Details ansehen: ${title}`}
        >
          <Trans>Details ansehen</Trans>
          <Icon name="arrow" size={18} />
        </PageLink>
      </div>
    </article>
  );
}
