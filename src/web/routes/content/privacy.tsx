import { useMemo } from 'react';
import { msg } from '../../../shared/messages.es';
import { privacyPolicy } from '../../../shared/page-texts.es';
import { appConfig } from '../../lib/app-config';
import { LegalPage } from './legal-page';

/** /privacy: the privacy policy. */
export default function PrivacyPage() {
  const { supportEmail } = appConfig();
  const document = useMemo(() => privacyPolicy(supportEmail), [supportEmail]);
  return <LegalPage title={msg.pages.privacy} document={document} />;
}
