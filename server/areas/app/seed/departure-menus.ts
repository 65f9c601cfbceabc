import type { Course } from '../../../../domain/app/travel-menu.ts';

export interface Dish {
  course: Course;
  name: string;
  price: number;
}

const dish =
  (course: Course) =>
  (name: string, price: number): Dish => ({ course, name, price });
const breakfast = dish('breakfast');
const main = dish('main');
const dessert = dish('dessert');
const drink = dish('drink');

const BREAKFASTS = [
  breakfast('Frühstücksbuffet im Bus', 9.5),
  breakfast('Brötchen mit Käse und Schinken', 6.9),
  breakfast('Müsli mit Joghurt und Obst', 5.5),
  breakfast('Rührei mit Speck und Schwarzbrot', 7.9),
];
const MAINS = [
  main('Rinderroulade mit Rotkohl und Klößen', 16.9),
  main('Schweinebraten mit Semmelknödel', 15.5),
  main('Käsespätzle mit Röstzwiebeln', 12.9),
  main('Matjesfilet mit Bratkartoffeln', 14.5),
  main('Wiener Schnitzel mit Kartoffelsalat', 17.9),
  main('Gemüse-Lasagne', 11.9),
  main('Linseneintopf mit Wiener Würstchen', 9.9),
  main('Hähnchenbrust mit Rahmchampignons und Reis', 14.9),
];
const DESSERTS = [
  dessert('Apfelstrudel mit Vanillesoße', 5.9),
  dessert('Rote Grütze mit Vanilleeis', 4.9),
  dessert('Schwarzwälder Kirschtorte', 4.5),
  dessert('Kaiserschmarrn mit Apfelmus', 6.5),
  dessert('Bienenstich', 3.9),
];
const DRINKS = [
  drink('Kaffee', 2.8),
  drink('Apfelschorle 0,5 l', 3.5),
  drink('Mineralwasser 0,5 l', 2.5),
  drink('Pils vom Fass 0,4 l', 4.2),
  drink('Glas Riesling 0,2 l', 5.5),
  drink('Cola 0,33 l', 3.2),
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * A journey's travel menu: for each day a breakfast, two main courses, a dessert and three drinks,
 * varied by the journey (`seed`) and the day, so that neighbouring days and departures differ.
 */
export function germanMenu(days: number, seed: number): (Dish & { day: number })[] {
  return Array.from({ length: days }, (_, index) => {
    const day = index + 1;
    const at = seed + index;
    return [
      pick(BREAKFASTS, at),
      pick(MAINS, 2 * at),
      pick(MAINS, 2 * at + 1),
      pick(DESSERTS, at),
      pick(DRINKS, at),
      pick(DRINKS, at + 2),
      pick(DRINKS, at + 4),
    ].map((item) => ({ day, ...item }));
  }).flat();
}
