import { ActionIcon, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import type { UploadResult } from '../../shared/schemas/files';
import { ApiError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { isAcceptedImage, uploadImage, type UploadKind } from '../lib/uploads';
import classes from './image-list-upload.module.css';

export interface ImageListTexts {
  title: string;
  /** Under the title: the count, or what the images are for. */
  status: (count: number, max: number) => string;
  uploading: string;
  upload: string;
  /** Shown in the empty box. */
  empty: string;
  tooMany: string;
  image: (n: number) => string;
  remove: (n: number) => string;
  /** Badge on the first image, when it plays a role (a listing's cover). */
  cover?: string;
}

export interface ImageListUploadProps {
  images: UploadResult[];
  max: number;
  kind: UploadKind;
  texts: ImageListTexts;
  /** Called per uploaded image; several may finish while the form keeps changing. */
  onAdd: (image: UploadResult) => void;
  onRemove: (index: number) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
  testId?: string;
}

/**
 * A list of pictures that belong to a form (an intent's, a listing's): upload (images only, checked by
 * type first, then by their bytes on the server), see and remove; the form saves the list.
 */
export function ImageListUpload({
  images,
  max,
  kind,
  texts,
  onAdd,
  onRemove,
  onUploadingChange,
  error,
  testId,
}: ImageListUploadProps) {
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
    const room = Math.max(max - images.length, 0);
    if (accepted.length > room) toast(texts.tooMany, { color: 'warning' });
    const batch = accepted.slice(0, room);
    if (batch.length === 0) return;
    setBusy(true);
    try {
      for (const file of batch) {
        const { url, lazyUrl } = await uploadImage(file, kind);
        onAdd({ url, lazyUrl });
      }
      toast(msg.files.uploadOk, { color: 'info', timeout: Timing.toastUploadOkMs });
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

  const handleRemove = (index: number) => {
    onRemove(index);
    toast(msg.files.removed, { color: 'info', timeout: Timing.toastUploadOkMs });
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text fw={700} size="sm">
            {texts.title}
          </Text>
          <Text size="xs" c="dimmed" aria-live="polite">
            {uploading ? texts.uploading : texts.status(images.length, max)}
          </Text>
        </div>
        <FileButton
          onChange={(picked) => void handleFiles(picked)}
          accept="image/*"
          multiple
          disabled={uploading || images.length >= max}
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
              {texts.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      {images.length === 0 ? (
        <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
          <Group gap="xs" justify="center" c="dimmed">
            <IconPhoto size={18} aria-hidden />
            <Text size="sm" c="dimmed" data-testid="no-images">
              {texts.empty}
            </Text>
          </Group>
        </Paper>
      ) : (
        <div className={classes.thumbs} data-testid={testId}>
          {images.map((image, i) => (
            <div key={image.url} className={classes.thumb}>
              <img src={image.lazyUrl || image.url} alt={texts.image(i + 1)} loading="lazy" />
              {i === 0 && texts.cover && (
                <Badge className={classes.cover} size="xs" variant="filled">
                  {texts.cover}
                </Badge>
              )}
              <ActionIcon
                className={classes.remove}
                variant="white"
                color="red"
                radius="xl"
                size="sm"
                aria-label={texts.remove(i + 1)}
                onClick={() => handleRemove(i)}
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
