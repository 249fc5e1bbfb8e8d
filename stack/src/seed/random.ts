// Deterministic pseudo-random data, so every seed produces the same records (tests can rely on content).
export type Rng = () => number;

/** mulberry32: tiny, fast, good enough for demo data. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
export const int = (r: Rng, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
export const money = (r: Rng, min: number, max: number): number =>
  Math.round((min + r() * (max - min)) * 100) / 100;

export const FIRST = [
  'Ada',
  'Grace',
  'Linus',
  'Margaret',
  'Ken',
  'Barbara',
  'Dennis',
  'Frances',
  'Alan',
  'Radia',
];
export const LAST = [
  'Lovelace',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
  'Kay',
];
export const CITIES = [
  'Lyon',
  'Berlin',
  'Porto',
  'Oslo',
  'Austin',
  'Osaka',
  'Gdansk',
  'Leeds',
  'Turin',
  'Ghent',
];
export const COUNTRIES = ['FR', 'DE', 'PT', 'NO', 'US', 'JP', 'PL', 'GB', 'IT', 'BE'];
export const PRODUCTS = [
  'keyboard',
  'monitor',
  'headset',
  'webcam',
  'dock',
  'mouse',
  'laptop-stand',
  'ssd-1tb',
];
export const PAGES = [
  '/',
  '/products',
  '/products/42',
  '/cart',
  '/checkout',
  '/search?q=kafka',
  '/account',
  '/help',
];
