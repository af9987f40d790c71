/** The verification form's picture: its LCP element, preloaded by index.html for a new device (web/vite.config.ts). */
export const VERIFICATION_PICTURE = '/images/verification-sample.svg';
