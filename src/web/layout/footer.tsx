import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import { appConfig } from '../lib/app-config';
import { paths } from '../paths';
import { Brand } from './brand';

const LINKS = [
  { label: msg.nav.about, to: paths.about() },
  { label: msg.nav.faq, to: paths.questions() },
  { label: msg.nav.talk, to: paths.contact() },
  { label: msg.footer.privacy, to: paths.privacy() },
  { label: msg.footer.terms, to: paths.terms() },
];

export function Footer() {
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      pb={80}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <div>
            <Brand />
            <Text size="sm" c="dimmed" mt="xs" maw={360}>
              {msg.app.description}
            </Text>
          </div>
          <Group gap="md" component="nav" aria-label={msg.footer.nav}>
            {LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="lg">
          © {new Date().getFullYear()} {appConfig().appName}. {msg.footer.rights} {msg.footer.madeIn}.
        </Text>
      </Container>
    </Box>
  );
}
