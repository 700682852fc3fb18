import type { SlotDef } from './lib/types.ts';
import { mirabell } from './scenes/mirabell.ts';
import { eClassScene, vClassScene } from './scenes/cars.ts';
import { eaglesNest } from './scenes/eagles-nest.ts';
import { gala, vipArrival } from './scenes/events.ts';
import { wedding } from './scenes/wedding.ts';
import { soundOfMusic } from './scenes/movie.ts';
import { saltMine } from './scenes/salt-mine.ts';
import { airport } from './scenes/airport.ts';
import { motorway } from './scenes/road.ts';
import { trainStation } from './scenes/station.ts';
import { hallstatt } from './scenes/hallstatt.ts';
import { alpineLake, lakePanorama } from './scenes/lakes.ts';
import { hellbrunn, leopoldskron } from './scenes/palaces.ts';
import { salzburgPanorama } from './scenes/salzburg.ts';

/** Every image slot of the site, in manifest order. */
export const SLOTS = {
  homeHero: {
    kind: 'hero',
    scene: (s, r) =>
      salzburgPanorama(s, r, { mood: 'dusk', fx: 880, fy: 330, fk: 0.62, river: 660 }),
  },
  cardCityTour: {
    kind: 'card',
    focus: 760,
    scene: (s, r) =>
      salzburgPanorama(s, r, {
        mood: 'dusk',
        fx: 1080,
        fy: 250,
        fk: 0.5,
        river: 760,
        dome: [600, 1.5],
        quay: true,
      }),
  },
  cardFortress: {
    kind: 'card',
    scene: (s, r) =>
      salzburgPanorama(s, r, { mood: 'blueHour', fx: 800, fy: 380, fk: 0.9, river: 760 }),
  },
  sightAltstadt: {
    kind: 'hero',
    scene: (s, r) =>
      salzburgPanorama(s, r, {
        mood: 'blueHour',
        fx: 1180,
        fy: 250,
        fk: 0.48,
        river: 760,
        dome: [880, 1.3],
        quay: true,
      }),
  },
  sightFortress: {
    kind: 'hero',
    scene: (s, r) =>
      salzburgPanorama(s, r, {
        mood: 'night',
        fx: 880,
        fy: 400,
        fk: 1,
        river: 790,
        moonAt: [1290, 150],
        dome: [380, 0.9],
      }),
  },
  sightMirabell: { kind: 'hero', scene: mirabell },
  sightHellbrunn: { kind: 'hero', scene: hellbrunn },
  sightLeopoldskron: { kind: 'hero', scene: (s, r) => leopoldskron(s, r, 'dusk') },
  cardLeopoldskron: { kind: 'card', focus: 900, scene: (s, r) => leopoldskron(s, r, 'dusk') },
  tourSalzkammergut: {
    kind: 'hero',
    scene: (s, r) =>
      lakePanorama(s, r, {
        mood: 'summer',
        boat: 'steamer',
        church: 'spire',
        churchX: 1180,
        sunX: 1440,
        steamerX: 880,
        steamerK: 1.2,
      }),
  },
  cardLakeDistrict: {
    kind: 'card',
    scene: (s, r) =>
      lakePanorama(s, r, {
        mood: 'summer',
        boat: 'sail',
        church: 'spire',
        churchX: 1060,
        sunX: 700,
      }),
  },
  cardHallstatt: { kind: 'card', focus: 760, scene: (s, r) => hallstatt(s, r, 'autumn') },
  gallerySalzkammergut1: {
    kind: 'gallery',
    focus: 740,
    scene: (s, r) => hallstatt(s, r, 'winter'),
  },
  gallerySalzkammergut2: {
    kind: 'gallery',
    focus: 760,
    scene: (s, r) =>
      lakePanorama(s, r, {
        mood: 'blueHour',
        boat: 'steamer',
        church: 'onion',
        churchX: 1340,
        sunX: 500,
        steamerX: 760,
        steamerK: 1.4,
      }),
  },
  gallerySalzkammergut3: {
    kind: 'gallery',
    scene: (s, r) =>
      lakePanorama(s, r, {
        mood: 'spring',
        boat: 'sail',
        church: 'onion',
        churchX: 860,
        sunX: 400,
        pier: true,
      }),
  },
  gallerySalzkammergut4: { kind: 'gallery', scene: (s, r) => alpineLake(s, r, 'autumn') },
  tourEaglesNest: { kind: 'hero', scene: (s, r) => eaglesNest(s, r, 'alpenglow') },
  cardEaglesNest: { kind: 'card', focus: 940, scene: (s, r) => eaglesNest(s, r, 'alpenglow') },
  tourSalzwelten: { kind: 'hero', scene: saltMine },
  tourMovie: { kind: 'hero', scene: (s, r) => soundOfMusic(s, r) },
  cardSoundOfMusic: {
    kind: 'card',
    focus: 960,
    scene: (s, r) => soundOfMusic(s, r, { card: true }),
  },
  serviceAirport: { kind: 'hero', scene: airport },
  serviceTrainStation: { kind: 'hero', scene: trainStation },
  serviceLongDistance: { kind: 'hero', scene: motorway },
  serviceEvent: { kind: 'hero', scene: gala },
  serviceVip: { kind: 'hero', scene: vipArrival },
  serviceWedding: { kind: 'hero', scene: wedding },
  carEClass: { kind: 'car', scene: eClassScene },
  carVClass: { kind: 'car', scene: vClassScene },
} satisfies Record<string, SlotDef>;
