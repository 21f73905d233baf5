import '@mantine/core/styles/Breadcrumbs.css';
import { Anchor, Box, Breadcrumbs, Container, Group, Text, Title } from '@mantine/core';
import { IconHome, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { paths } from '../../paths';

/** The Breadcrumb item record of spec section 3. */
export interface BreadcrumbItem {
  icon?: Icon;
  text: string;
  to?: string;
  disabled?: boolean;
}

function Crumb({ item }: { item: BreadcrumbItem }) {
  const content = (
    <Group gap={4} wrap="nowrap" component="span">
      {item.icon && <item.icon size={14} aria-hidden />}
      {item.text}
    </Group>
  );
  if (!item.to || item.disabled) {
    return (
      <Text size="sm" c="dimmed" component="span" aria-current="page">
        {content}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={item.to} size="sm">
      {content}
    </Anchor>
  );
}

/**
 * A content page's header: the page header's look (components/page-header) with breadcrumbs from home above
 * the title, where the shared header has no slot for them.
 */
export function ContentHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const items: BreadcrumbItem[] = [
    { icon: IconHome, text: msg.nav.home, to: paths.home() },
    { text: title, disabled: true },
  ];
  return (
    <Box
      py={{ base: 'lg', sm: 'xl' }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-indigo-0), var(--mantine-color-cyan-0))',
      }}
    >
      <Container size="lg">
        <nav aria-label={msg.contentPages.breadcrumbLabel}>
          <Breadcrumbs separatorMargin={6} mb="sm">
            {items.map((item) => (
              <Crumb key={item.text} item={item} />
            ))}
          </Breadcrumbs>
        </nav>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mt={6} maw={720}>
            {description}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
