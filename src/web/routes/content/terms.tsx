import { useMemo } from 'react';
import { msg } from '../../../shared/messages.es';
import { termsOfUse } from '../../../shared/page-texts.es';
import { appConfig } from '../../lib/app-config';
import { LegalPage } from './legal-page';

/** /terms: the terms of use (the sign-up form opens it in a new tab). */
export default function TermsPage() {
  const { supportEmail } = appConfig();
  const document = useMemo(() => termsOfUse(supportEmail), [supportEmail]);
  return <LegalPage title={msg.pages.terms} document={document} />;
}
