import '../../../components/overlay-styles';
import { Anchor, Button, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconDownload, IconMessageCircle } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { qrFileName, shareUrlOf, whatsappShareUrl } from '../../../components/share-links';
import { appConfig } from '../../../lib/app-config';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { qrPoster } from '../qr-poster';

const p = msg.published;

export interface LiveDialogProps {
  /** The bot's alias (or id): its public link. */
  botRef: string;
  name: string;
  onTry: () => void;
  onClose: () => void;
}

/**
 * "¡Tu bot está en línea!" (issue 38): the moment a bot becomes public, with what the owner does next: the
 * link, a QR to print with the bot's name, sharing on WhatsApp, and trying it as a customer.
 */
export default function LiveDialog({ botRef, name, onTry, onClose }: LiveDialogProps) {
  const url = shareUrlOf(appConfig().publicUrl, botRef);
  const [qr, setQr] = useState<string | null>(null);
  const [poster, setPoster] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(url, { width: 320, margin: 1, errorCorrectionLevel: 'M' })
      .then((dataUrl) => active && setQr(dataUrl))
      .catch((error: unknown) => console.error('QR code', error));
    // The poster is drawn once, ahead of the tap, so the download is a plain link.
    qrPoster(url, name, p.posterCaption)
      .then((dataUrl) => active && setPoster(dataUrl))
      .catch((error: unknown) => console.error('QR poster', error));
    return () => {
      active = false;
    };
  }, [url, name]);

  const copy = async () => {
    const copied = await copyText(url);
    toast(copied ? p.copied : p.copyFailed, { color: copied ? 'success' : 'warning' });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={p.title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': msg.dialogs.close }}
      data-testid="live-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{p.intro(name)}</Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput value={url} readOnly aria-label={msg.share.link} style={{ flex: 1 }} />
          <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
            {msg.share.copyShort}
          </Button>
        </Group>
        <Stack gap={6} align="center">
          {qr ? (
            <Image src={qr} alt={p.qrAlt(name)} w={180} h={180} />
          ) : (
            <div style={{ width: 180, height: 180 }} aria-hidden />
          )}
          <Text size="xs" c="dimmed" ta="center">
            {p.qrHint}
          </Text>
          <Anchor
            href={poster ?? undefined}
            download={qrFileName(botRef)}
            size="sm"
            aria-disabled={!poster}
            data-testid="qr-poster"
          >
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {p.qrDownload}
            </Group>
          </Anchor>
        </Stack>
        <Stack gap="xs">
          <Button
            component="a"
            href={whatsappShareUrl(url, p.whatsappText(name))}
            target="_blank"
            rel="noopener"
            color="green"
            radius="xl"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            {p.whatsapp}
          </Button>
          <Button variant="light" radius="xl" leftSection={<IconMessageCircle size={18} />} onClick={onTry}>
            {p.tryIt}
          </Button>
          <Button variant="subtle" radius="xl" onClick={onClose}>
            {p.close}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
