import { msg } from '../../shared/messages.es';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * A failed action as a red toast with the server's Spanish message (409s included). Its own module, not
 * lib/toast: the always-loaded code does not need it, and lazy screens bring it with them.
 */
export function toastError(error: unknown): void {
  toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
}
