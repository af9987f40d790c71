/** /client/messages and /worker/messages: the rooms of ongoing contracts. */
import { RoomList } from './RoomList';

export default function RoomsPage() {
  return <RoomList state="ongoing" />;
}
