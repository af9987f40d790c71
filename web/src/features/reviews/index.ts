/**
 * Public entry of reviews (docs/product/reviews.md#invitations): the invitations other features show,
 * each a chunk of its own fetched when first rendered (wrap them in Suspense). The form's page is loaded
 * by app/pageImports.ts, never from here.
 */
import { lazy } from 'react';

/** 「取引の評価」 of an ended contract, for the contract page's lower part (contracts/ContractMore.tsx). */
export const ContractReviewCard = lazy(() => import('./ContractReviewCard'));

/**
 * The room's banner, as a module: the room (a first screen) imports this entry itself lazily, and wraps
 * the loader in its own lazy(), so its first screen carries neither.
 */
export const loadRoomReviewBanner = () => import('./RoomReviewBanner');
