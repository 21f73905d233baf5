import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import { appConfig } from '../lib/app-config';
import { paths } from '../paths';

/**
 * Where people write for help, after "escríbenos a": the support address when the platform has one, else
 * the contact page ("a través de la página Hablemos"), never an address made up from the server's host.
 */
export function SupportContact(props: AnchorProps) {
  const { supportEmail } = appConfig();
  if (supportEmail) {
    return (
      <Anchor href={`mailto:${supportEmail}`} {...props}>
        {supportEmail}
      </Anchor>
    );
  }
  return (
    <>
      {msg.app.throughContactPage}{' '}
      <Anchor component={Link} to={paths.contact()} {...props}>
        {msg.nav.talk}
      </Anchor>
    </>
  );
}
