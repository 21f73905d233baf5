import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { Timing } from '../../shared/constants';

export default function Toasts() {
  return <Notifications position="top-right" autoClose={Timing.toastDefaultMs} />;
}
