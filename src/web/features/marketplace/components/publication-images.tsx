import { ActionIcon, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Timing } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import { marketText } from '../../../../shared/messages/marketplace.es';
import { MarketLimits, type PublicationValues } from '../../../../shared/schemas/marketplace';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { isAcceptedImage, uploadImage } from '../../../lib/uploads';
import classes from './marketplace.module.css';

const t = marketText.form;
type PublicationImage = PublicationValues['images'][number];

export interface PublicationImagesProps {
  images: PublicationImage[];
  onAdd: (image: PublicationImage) => void;
  onRemove: (index: number) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}

/** Pictures of a listing: uploaded one by one as WebP through the shared upload service; the first is the cover. */
export function PublicationImages({
  images,
  onAdd,
  onRemove,
  onUploadingChange,
  error,
}: PublicationImagesProps) {
  const [uploading, setUploading] = useState(false);
  const resetRef = useRef<() => void>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  const handleFiles = async (picked: File[]) => {
    resetRef.current?.();
    const accepted = picked.filter(isAcceptedImage);
    if (accepted.length < picked.length) {
      toast(msg.files.invalid, { color: 'red', timeout: Timing.toastInvalidFileMs });
    }
    const room = Math.max(MarketLimits.imagesMax - images.length, 0);
    if (accepted.length > room) toast(msg.market.imagesMany, { color: 'warning' });
    const batch = accepted.slice(0, room);
    if (batch.length === 0) return;
    setBusy(true);
    try {
      for (const file of batch) {
        const { url, lazyUrl } = await uploadImage(file, 'publication');
        onAdd({ url, lazyUrl });
      }
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      if (code === 'invalid_file')
        toast(msg.files.invalid, { color: 'red', timeout: Timing.toastInvalidFileMs });
      else
        toast(code === 'payload_too_large' ? msg.files.tooLarge : msg.files.uploadFailed, {
          color: 'danger',
        });
    } finally {
      setBusy(false);
    }
  };

  const full = images.length >= MarketLimits.imagesMax;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text fw={500} size="sm">
            {t.images}
          </Text>
          <Text size="xs" c="dimmed" aria-live="polite">
            {uploading ? t.uploading : t.imagesHint(images.length, MarketLimits.imagesMax)}
          </Text>
        </div>
        <FileButton
          onChange={(picked) => void handleFiles(picked)}
          accept="image/*"
          multiple
          disabled={uploading || full}
          resetRef={resetRef}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              radius="xl"
              leftSection={<IconPhotoPlus size={16} />}
              loading={uploading}
            >
              {t.addImages}
            </Button>
          )}
        </FileButton>
      </Group>
      {images.length === 0 ? (
        <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
          <Group gap="xs" justify="center" c="dimmed">
            <IconPhoto size={18} aria-hidden />
            <Text size="sm" c="dimmed">
              {t.imagesHint(0, MarketLimits.imagesMax)}
            </Text>
          </Group>
        </Paper>
      ) : (
        <div className={classes.uploads} data-testid="publication-images">
          {images.map((image, i) => (
            <div key={image.url} className={classes.upload}>
              <img
                src={image.lazyUrl || image.url}
                alt={marketText.publication.image(i + 1)}
                loading="lazy"
              />
              {i === 0 && (
                <Badge className={classes.cover} size="xs" variant="filled">
                  {t.cover}
                </Badge>
              )}
              <ActionIcon
                className={classes.uploadRemove}
                variant="white"
                color="red"
                radius="xl"
                size="sm"
                aria-label={t.removeImage(i + 1)}
                onClick={() => onRemove(i)}
                disabled={uploading}
              >
                <IconX size={14} />
              </ActionIcon>
            </div>
          ))}
        </div>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
