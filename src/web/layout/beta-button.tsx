import { Badge, UnstyledButton } from '@mantine/core';
import { msg } from '../../shared/messages.es';
import { showInfo } from '../components/dialog-store';
import { appConfig } from '../lib/app-config';

export function BetaButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const handleClick = () =>
    showInfo({
      title: msg.beta.title,
      description: msg.beta.description,
      text: msg.beta.text,
      href: `mailto:${appConfig().supportEmail}`,
      hrefCaption: appConfig().supportEmail,
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
