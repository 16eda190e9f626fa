import type * as S from '../schemas/shop.ts';
import { endpoint } from './endpoint.ts';

/** The shop as a whole: its mode, its channels and its figures (issue 29). */
export const shopApi = {
  about: endpoint<{ response: typeof S.shopAnswer }>('GET', '/api/shop'),
};
