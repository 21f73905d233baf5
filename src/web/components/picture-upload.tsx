import { Avatar, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { ApiError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { isAcceptedImage, uploadImage, type UploadKind } from '../lib/uploads';

export interface PictureUploadProps {
  label: string;
  /** The picture URL, or null. */
  value: string | null;
  onChange: (url: string) => void;
  kind: UploadKind;
  /** The initial shown when there is no picture. */
  fallback: string;
  disabled?: boolean;
  hint?: string;
  uploadingText: string;
  failedText: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/** An avatar with a "Subir" button: images only, checked before upload (spec section 5, File upload). */
export function PictureUpload({
  label,
  value,
  onChange,
  kind,
  fallback,
  disabled,
  hint,
  uploadingText,
  failedText,
  onUploadingChange,
}: PictureUploadProps) {
  const [uploading, setUploading] = useState(false);
  const resetRef = useRef<() => void>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const handleFile = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isAcceptedImage(file)) {
      toast(msg.files.invalid, { color: 'red', timeout: Timing.toastInvalidFileMs });
      return;
    }
    setBusy(true);
    try {
      const { url } = await uploadImage(file, kind);
      onChange(url);
      toast(msg.files.uploadOk, { color: 'info', timeout: Timing.toastUploadOkMs });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'invalid_file') {
        toast(msg.files.invalid, { color: 'red', timeout: Timing.toastInvalidFileMs });
      } else {
        toast(code === 'payload_too_large' ? msg.files.tooLarge : failedText, { color: 'danger' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={value} size={84} radius={84} color="indigo" alt={label}>
        {uploading ? <Loader size="sm" /> : fallback}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text fw={500} size="sm">
          {label}
        </Text>
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept="image/*"
          disabled={disabled || uploading}
          resetRef={resetRef}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconUpload size={16} />}
              loading={uploading}
            >
              {msg.profile.upload}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" aria-live="polite">
          {uploading ? uploadingText : hint}
        </Text>
      </Stack>
    </Group>
  );
}
