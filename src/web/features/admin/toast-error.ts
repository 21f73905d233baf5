import { msg } from '../../../shared/messages.es';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** A failed administration action as a red toast with the server's Spanish message (409s included). */
export function toastError(error: unknown): void {
  toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
}
