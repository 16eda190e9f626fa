/**
 * The demo catalog's master tailors: five or six per city, every specialty of shared/catalog.ts
 * covered, ratings spread so the list's order (rating first) means something. The three highest
 * rated (Lagos, Kano, Port Harcourt) are the home page's Master Tailors.
 */
import { northAndDeltaTailors } from './tailors-north-and-delta.ts';
import { southwestTailors } from './tailors-southwest.ts';
import type { TailorSeed } from './types.ts';

export const tailorSeeds: TailorSeed[] = [...southwestTailors, ...northAndDeltaTailors];
