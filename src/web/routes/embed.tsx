import { Box, Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { msg } from '../../shared/messages.es';
import { botQuery } from '../features/bots/api/get-bot';
import { chatBotOf } from '../features/chat/chat-store';
import { hostOrigin } from '../features/chat/host-origin';

const ChatPanel = lazy(() => import('../features/chat/chat-panel'));

/** Asks the launcher on the host page to close the panel (its frame cannot close itself). */
function closeWidget() {
  window.parent.postMessage({ type: 'vocero:close' }, '*');
}

/**
 * /embed/{alias}: the widget's chat panel, alone in the frame the launcher opens on the owner's site. The
 * server only lets the sites the owner listed frame it.
 */
export default function EmbedPage() {
  const alias = useParams().alias ?? '';
  const query = useQuery(botQuery(alias, undefined));
  const [origin] = useState(() => hostOrigin(location.ancestorOrigins, location.search, document.referrer));
  const framed = window.parent !== window;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeWidget();
    if (framed) window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [framed]);

  const bot = query.data?.bot;
  if (query.isError) {
    return (
      <Center h="100dvh" p="md">
        <Text c="dimmed">{msg.widget.notFound}</Text>
      </Center>
    );
  }
  const loading = (
    <Center h="100%">
      <Loader type="dots" aria-label={msg.widget.loading} />
    </Center>
  );
  return (
    <Box h="100dvh" p="sm" style={{ overflow: 'hidden' }}>
      {bot ? (
        <Suspense fallback={loading}>
          <ChatPanel bot={chatBotOf(bot)} embed={{ origin }} onClose={framed ? closeWidget : undefined} />
        </Suspense>
      ) : (
        loading
      )}
    </Box>
  );
}
