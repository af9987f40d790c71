/** Leaves the app for a Stripe page: a full navigation, since Stripe's pages cannot run inside the app. */
export function openUrl(url: string) {
  window.location.href = url;
}
