import { notifications } from '@mantine/notifications';
import { Timing } from '../../shared/constants';

/** Toast colours of spec section 9: info/orange → blue, danger/red → red, warning → orange, success/green → green. */
export type ToastColor = 'info' | 'orange' | 'danger' | 'red' | 'warning' | 'success' | 'green';

const MANTINE_COLOR: Record<ToastColor, string> = {
  info: 'blue',
  orange: 'blue',
  danger: 'red',
  red: 'red',
  warning: 'orange',
  success: 'green',
  green: 'green',
};

export interface ToastOptions {
  color?: ToastColor;
  timeout?: number;
  title?: string;
  onClose?: () => void;
}

/**
 * Shows a toast. The same words in the same colour while one is on screen are one toast, not a stack:
 * Mantine ignores a toast whose id is already showing.
 */
export function toast(message: string, options: ToastOptions = {}): void {
  const color = MANTINE_COLOR[options.color ?? 'info'];
  notifications.show({
    id: `${color}:${options.title ?? ''}:${message}`,
    message,
    title: options.title,
    color,
    autoClose: options.timeout ?? Timing.toastDefaultMs,
    onClose: options.onClose,
  });
}

/** Closes every toast, shown or waiting: a form that opens where they would sit over its fields. */
export function closeToasts(): void {
  notifications.clean();
}
