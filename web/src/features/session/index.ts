/** What other features may use of the session: the signed-in user, their profiles, their side. */
export { useSession } from './SessionProvider';
export { useViewer } from './useViewer';
