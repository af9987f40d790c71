/** Leaves the app for an outside page (the checkout): a full page load, so tests mock this module. */
export function leaveFor(url: string) {
  window.location.href = url;
}
