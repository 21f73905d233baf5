import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { Timing } from '../../shared/constants';
import classes from './toasts.module.css';

export default function Toasts() {
  return (
    <Notifications
      position="top-right"
      autoClose={Timing.toastDefaultMs}
      // Only the top containers move down (toasts.module.css): Mantine keeps one container per corner.
      classNames={{ root: classes.root }}
    />
  );
}
