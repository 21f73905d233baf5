import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconMapPin, IconPhoto, IconPlayerPlay, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { insightsText } from '../../../../shared/messages/insights.es';
import type { MessageAttachment } from '../../../../shared/schemas/attachments';
import { api } from '../../../lib/api-client';

const t = insightsText.transcript.attachment;

type FileAttachment = Extract<MessageAttachment, { id: string }>;

/**
 * A customer's file, fetched only when the owner asks (a long transcript on a slow phone downloads none of
 * its audios up front), with the session's token: the media route is never public.
 */
function useFile(botId: string, conversationId: string, attachment: FileAttachment) {
  const [state, setState] = useState<{ url?: string; loading: boolean; failed: boolean }>({
    loading: false,
    failed: false,
  });
  useEffect(() => () => (state.url ? URL.revokeObjectURL(state.url) : undefined), [state.url]);
  const load = async () => {
    setState({ loading: true, failed: false });
    try {
      const blob = await api<Blob>(
        `/bot/${encodeURIComponent(botId)}/conversations/${encodeURIComponent(conversationId)}/media/${attachment.id}`,
        { as: 'blob' },
      );
      const url = URL.createObjectURL(blob);
      setState({ url, loading: false, failed: false });
      return url;
    } catch {
      setState({ loading: false, failed: true });
      return undefined;
    }
  };
  return { ...state, load };
}

function FileView({
  botId,
  conversationId,
  attachment,
  visitor,
}: {
  botId: string;
  conversationId: string;
  attachment: FileAttachment;
  visitor: string;
}) {
  const file = useFile(botId, conversationId, attachment);
  const download = async () => {
    const url = file.url ?? (await file.load());
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.fileName ?? 'documento';
    link.click();
  };
  let shown = null;
  if (file.url && attachment.kind === 'audio') {
    shown = (
      <audio
        controls
        autoPlay
        src={file.url}
        style={{ width: '100%', maxWidth: 360 }}
        data-testid="attachment-audio"
      />
    );
  } else if (file.url && attachment.kind === 'video') {
    shown = <video controls src={file.url} style={{ maxWidth: '100%', maxHeight: 320, borderRadius: 8 }} />;
  } else if (file.url && (attachment.kind === 'image' || attachment.kind === 'sticker')) {
    shown = (
      <img
        src={file.url}
        alt={t.imageAlt(visitor)}
        style={{ maxWidth: '100%', maxHeight: 320, borderRadius: 8, display: 'block' }}
        data-testid="attachment-image"
      />
    );
  }
  const label =
    attachment.kind === 'audio'
      ? t.playAudio
      : attachment.kind === 'video'
        ? t.showVideo
        : attachment.kind === 'sticker'
          ? t.showSticker
          : attachment.kind === 'image'
            ? t.showImage
            : t.download;
  const Icon =
    attachment.kind === 'audio' || attachment.kind === 'video'
      ? IconPlayerPlay
      : attachment.kind === 'document'
        ? IconDownload
        : IconPhoto;
  return (
    <Stack gap={6} data-testid="message-attachment">
      {shown ?? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            radius="xl"
            leftSection={<Icon size={14} aria-hidden />}
            loading={file.loading}
            onClick={() => void (attachment.kind === 'document' ? download() : file.load())}
          >
            {attachment.kind === 'document' && attachment.fileName
              ? `${label}: ${attachment.fileName}`
              : label}
          </Button>
          {file.failed && (
            <Text size="xs" c="red.8" role="alert">
              {t.failed}
            </Text>
          )}
        </Group>
      )}
      {attachment.kind === 'audio' && (
        <Text size="xs" c="dimmed" data-testid="attachment-transcript">
          {attachment.transcript ? `${t.transcript}: «${attachment.transcript}»` : t.noTranscript}
        </Text>
      )}
    </Stack>
  );
}

/** What a customer sent besides words, under their message in the transcript (issue 41). */
export function MessageAttachmentView({
  botId,
  conversationId,
  attachment,
  visitor,
}: {
  botId: string;
  conversationId: string;
  attachment: MessageAttachment;
  visitor: string;
}) {
  if (attachment.kind === 'location') {
    const { latitude, longitude } = attachment;
    const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
    return (
      <Group gap={6} wrap="nowrap" data-testid="message-attachment">
        <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm">
          {[attachment.name, attachment.address].filter(Boolean).join(' · ') || t.location}{' '}
          <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
            {t.openMap}
          </Anchor>
        </Text>
      </Group>
    );
  }
  if (attachment.kind === 'contacts') {
    return (
      <Stack gap={2} data-testid="message-attachment">
        <Text size="xs" c="dimmed">
          {t.contacts}
        </Text>
        {attachment.contacts.map((contact, index) => (
          <Group key={index} gap={6} wrap="nowrap">
            <IconUser size={14} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{[contact.name, ...contact.phones].filter(Boolean).join(' · ')}</Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return <FileView botId={botId} conversationId={conversationId} attachment={attachment} visitor={visitor} />;
}
