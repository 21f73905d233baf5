import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { TrainingLimits, type Intent } from '../../../shared/schemas/training';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { isAcceptedImage, uploadImage } from '../../lib/uploads';
import classes from './training.module.css';

const t = msg.training;
type IntentFile = Intent['intentionFiles'][number];

export interface IntentImagesProps {
  files: IntentFile[];
  /** Called per uploaded image; several may finish while the dialog keeps changing. */
  onAdd: (file: IntentFile) => void;
  onRemove: (index: number) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}

/** The intent's image manager: upload (images only, checked first), see and remove; saved with the intent. */
export function IntentImages({ files, onAdd, onRemove, onUploadingChange, error }: IntentImagesProps) {
  const [uploading, setUploading] = useState(false);
  const resetRef = useRef<() => void>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  const handleFiles = async (picked: File[]) => {
    resetRef.current?.();
    const images = picked.filter(isAcceptedImage);
    if (images.length < picked.length) {
      toast(msg.files.invalid, { color: 'red', timeout: Timing.toastInvalidFileMs });
    }
    const room = Math.max(TrainingLimits.filesMax - files.length, 0);
    if (images.length > room) toast(t.filesMany, { color: 'warning' });
    const accepted = images.slice(0, room);
    if (accepted.length === 0) return;
    setBusy(true);
    try {
      for (const file of accepted) {
        onAdd(await uploadImage(file, 'intent'));
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

  const full = files.length >= TrainingLimits.filesMax;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text fw={700} size="sm">
            {t.images}
          </Text>
          <Text size="xs" c="dimmed" aria-live="polite">
            {uploading ? t.imageUploading : `${files.length}/${TrainingLimits.filesMax}`}
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
              {t.uploadImage}
            </Button>
          )}
        </FileButton>
      </Group>
      {files.length === 0 ? (
        <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
          <Group gap="xs" justify="center" c="dimmed">
            <IconPhoto size={18} aria-hidden />
            <Text size="sm" c="dimmed" data-testid="no-images">
              {t.noImages}
            </Text>
          </Group>
        </Paper>
      ) : (
        <div className={classes.thumbs} data-testid="intent-images">
          {files.map((file, i) => (
            <div key={file.url} className={classes.thumb}>
              <img src={file.lazyUrl || file.url} alt={t.image(i + 1)} loading="lazy" />
              <ActionIcon
                className={classes.thumbRemove}
                variant="white"
                color="red"
                radius="xl"
                size="sm"
                aria-label={t.removeImage(i + 1)}
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
