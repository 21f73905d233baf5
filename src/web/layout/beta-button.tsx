import { Badge, UnstyledButton } from '@mantine/core';
import { msg } from '../../shared/messages.es';
import { showInfo } from '../components/dialog-store';
import { appConfig } from '../lib/app-config';
import { paths } from '../paths';

export function BetaButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { supportEmail } = appConfig();
  const handleClick = () =>
    showInfo({
      title: msg.beta.title,
      description: msg.beta.description,
      text: msg.beta.text,
      // Without a support address, the contact page.
      href: supportEmail ? `mailto:${supportEmail}` : paths.contact(),
      hrefCaption: supportEmail ?? msg.nav.talk,
    });
  return (
    <UnstyledButton onClick={handleClick} aria-label={msg.beta.title}>
      <Badge
        size={size}
        variant="gradient"
        gradient={{ from: 'orange', to: 'pink', deg: 90 }}
        style={{ cursor: 'pointer' }}
      >
        {msg.beta.button}
      </Badge>
    </UnstyledButton>
  );
}
