/** /client/messages/completed and /worker/messages/completed: rooms of finished or cancelled contracts. */
import { RoomList } from './RoomList';

export default function FinishedRoomsPage() {
  return <RoomList state="completed" />;
}
