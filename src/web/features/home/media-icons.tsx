import {
  IconAddressBook,
  IconBolt,
  IconClock24,
  IconCreditCard,
  IconMapPin,
  IconSchool,
  IconShare,
  type Icon,
} from '@tabler/icons-react';
import type { homeLists } from '../../../shared/page-texts.es';

type Lists = typeof homeLists;

/** Every `mediaKey` the catalog's benefits and sponsors use: a new key fails to compile until it has an icon. */
export type MediaKey = Lists['benefits'][number]['mediaKey'] | Lists['sponsors'][number]['mediaKey'];

export const MEDIA_ICONS: Record<MediaKey, Icon> = {
  clock: IconClock24,
  bolt: IconBolt,
  school: IconSchool,
  contacts: IconAddressBook,
  share: IconShare,
  map: IconMapPin,
  payments: IconCreditCard,
};
