import { useMemo } from 'react';
import { msg } from '../../../shared/messages.es';
import { privacyPolicy } from '../../../shared/page-texts.es';
import { appConfig } from '../../lib/app-config';
import { LegalPage } from './legal-page';

/** /privacy: the privacy policy. */
export default function PrivacyPage() {
  const { supportEmail, llmEnabled, llmProvider, whatsappEnabled, metaEnabled } = appConfig();
  const document = useMemo(
    () => privacyPolicy({ email: supportEmail, llmEnabled, llmProvider, whatsappEnabled, metaEnabled }),
    [supportEmail, llmEnabled, llmProvider, whatsappEnabled, metaEnabled],
  );
  return <LegalPage title={msg.pages.privacy} document={document} />;
}
