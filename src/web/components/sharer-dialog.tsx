import './overlay-styles';
import '@mantine/core/styles/Divider.css';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconCopy,
  IconDownload,
  IconShare,
} from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { msg } from '../../shared/messages.es';
import { appConfig } from '../lib/app-config';
import { copyText } from '../lib/clipboard';
import { toast } from '../lib/toast';
import { EmbedSnippet } from './embed-snippet';
import { closeSharer, type ShareTarget } from './share-store';
import { facebookShareUrl, qrFileName, shareUrlOf, whatsappShareUrl } from './share-links';

const s = msg.share;

/**
 * The sharer dialog (spec section 2): a thank-you text, the link, the social networks and a QR code; for a
 * bot, also the code that embeds its chat in another site.
 */
export default function SharerDialog({ target }: { target: ShareTarget }) {
  const url = shareUrlOf(appConfig().publicUrl, target.ref);
  const [qr, setQr] = useState<{ url: string; dataUrl: string } | null>(null);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(url, { width: 360, margin: 1, errorCorrectionLevel: 'M' })
      .then((dataUrl) => active && setQr({ url, dataUrl }))
      .catch((error: unknown) => console.error('QR code', error));
    return () => {
      active = false;
    };
  }, [url]);

  const handleCopy = async (message: string = s.copied) => {
    const copied = await copyText(url);
    toast(copied ? message : s.copyFailed, { color: copied ? 'success' : 'warning' });
  };

  const handleNativeShare = async () => {
    try {
      await navigator.share({ title: target.name, text: s.message(target.name), url });
    } catch {
      // Cancelled by the person, or refused by the device: nothing to report.
    }
  };

  const qrDataUrl = qr?.url === url ? qr.dataUrl : null;

  return (
    <Modal opened onClose={closeSharer} centered title={<Text fw={700}>{s.title}</Text>} radius="lg">
      <Stack gap="md">
        <Text size="sm">{s.thanks}</Text>
        <TextInput
          label={s.link}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSection={
            <Tooltip label={s.copy} withArrow>
              <ActionIcon variant="subtle" aria-label={s.copy} onClick={() => void handleCopy()}>
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          }
        />
        <SimpleGrid cols={2} spacing="xs">
          <Button
            component="a"
            href={facebookShareUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            color="blue"
            variant="light"
            leftSection={<IconBrandFacebook size={18} />}
          >
            {s.facebook}
          </Button>
          <Button
            component="a"
            href={whatsappShareUrl(url, s.message(target.name))}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            variant="light"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            {s.whatsapp}
          </Button>
          {/* Instagram has no web share: the link is copied to paste in a story or the bio. */}
          <Button
            color="pink"
            variant="light"
            leftSection={<IconBrandInstagram size={18} />}
            onClick={() => void handleCopy(s.instagramCopied)}
          >
            {s.instagram}
          </Button>
          {canShareNatively ? (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconShare size={18} />}
              onClick={() => void handleNativeShare()}
            >
              {s.device}
            </Button>
          ) : (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconCopy size={18} />}
              onClick={() => void handleCopy()}
            >
              {s.copyShort}
            </Button>
          )}
        </SimpleGrid>
        <Group gap="md" wrap="nowrap" align="center" justify="center" mt="xs">
          {qrDataUrl ? (
            <img
              src={qrDataUrl}
              alt={`${s.qr}: ${url}`}
              width={132}
              height={132}
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          ) : (
            <div style={{ width: 132, height: 132 }} />
          )}
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {s.qr}
            </Text>
            <Button
              component="a"
              href={qrDataUrl ?? undefined}
              download={qrFileName(target.ref)}
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} />}
              disabled={!qrDataUrl}
            >
              {s.downloadQr}
            </Button>
          </Stack>
        </Group>
        {target.embedAlias && (
          <section aria-labelledby="share-embed-title">
            <Divider mb="md" />
            <Text id="share-embed-title" fw={700} size="sm">
              {s.embedTitle}
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              {s.embedHint}
            </Text>
            <EmbedSnippet alias={target.embedAlias} />
          </section>
        )}
      </Stack>
    </Modal>
  );
}
