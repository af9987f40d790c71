/** Public entry of notices: the offer to add the official account (the my page shows it at the top). */
export { FriendBanner } from './FriendBanner';
