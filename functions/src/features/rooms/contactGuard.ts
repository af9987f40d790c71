/**
 * The contact filter on text that reaches the other party outside a room before 仮払い: an
 * application's message and the reason of a cancellation before the payment are shown to the other
 * party and pushed to their LINE, so they are held to the room's rule. Refused as a 400 on the
 * field, with the room's message.
 */
import { roomMessages } from '@common/rooms';
import { errors } from '../../http/errors';
import { hasContact } from './contactFilter';

export function refuseContactIn(field: string, text: string | null | undefined): void {
  if (text && hasContact(text)) throw errors.invalid({ [field]: roomMessages.contactBlocked }, roomMessages.contactBlocked);
}
