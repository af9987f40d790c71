/** What other features may use of the session: the signed-in user and their profiles. */
export { useSession } from './SessionProvider';
