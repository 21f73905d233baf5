import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import { appConfig } from '../lib/app-config';
import { paths } from '../paths';

/**
 * Where people write for help, after "escríbenos a": the support address when the platform has one, else
 * the contact page ("a través de la página Hablemos"), never an address made up from the server's host.
 * It always sits inside a sentence, so it is underlined: colour alone does not tell a link apart.
 */
export function SupportContact(props: AnchorProps) {
  const { supportEmail } = appConfig();
  if (supportEmail) {
    return (
      <Anchor href={`mailto:${supportEmail}`} underline="always" {...props}>
        {supportEmail}
      </Anchor>
    );
  }
  return (
    <>
      {msg.app.throughContactPage}{' '}
      <Anchor component={Link} to={paths.contact()} underline="always" {...props}>
        {msg.nav.talk}
      </Anchor>
    </>
  );
}
