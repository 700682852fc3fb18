import { msg } from '@lingui/core/macro';
import { tourSalzwelten } from '../images.generated.ts';
import { withDriver, notIncluded, type TourDetails } from '../tour-details.ts';

/** The page /salzwelten: loaded with that page only (src/features/tours/tour-content.ts). */
export const details: TourDetails = {
  hero: {
    photo: tourSalzwelten,
    alt: msg`Plakatgrafik: Ein beleuchteter Stollen im Salzbergwerk mit rot und hell gebänderten Salzwänden, Holzstützen, Lampen und den Gleisen der Grubenbahn`,
  },
  tagline: msg`Mit der Grubenbahn in den Berg: Salzgeschichte seit der Keltenzeit am Dürrnberg bei Hallein.`,
  description: [
    msg`Salz hat Salzburg reich gemacht, und der Name der Stadt erzählt davon. Am Dürrnberg oberhalb von Hallein, nur eine knappe halbe Stunde von Salzburg entfernt, wurde schon zur Keltenzeit Salz abgebaut. Im Schaubergwerk der Salzwelten erleben Sie diese Geschichte dort, wo sie entstanden ist: tief im Berg.`,
    msg`In Bergmannskleidung fahren Sie mit der Grubenbahn in den Stollen, sausen über die hölzernen Bergmannsrutschen in die Tiefe und gleiten auf einem Floß über den unterirdischen Salzsee. Unterwegs überqueren Sie unter Tage sogar die Grenze zwischen Österreich und Deutschland.`,
    msg`Ergänzen lässt sich der Besuch mit dem Keltendorf am Dürrnberg oder der Altstadt von Hallein mit dem Keltenmuseum. Auf Wunsch planen wir die Tour zu den Salzwelten Hallstatt, deren Bergwerk saisonal geöffnet ist.`,
  ],
  highlights: [
    msg`Grubenbahnfahrt in den Salzberg`,
    msg`Bergmannsrutschen und Floßfahrt über den Salzsee`,
    msg`Grenzübertritt nach Deutschland unter Tage`,
    msg`Keltengeschichte am Dürrnberg`,
    msg`Auf Wunsch Altstadt Hallein oder Salzwelten Hallstatt (saisonal)`,
  ],
  included: withDriver,
  notIncluded,
};
