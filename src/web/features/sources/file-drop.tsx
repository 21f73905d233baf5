import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { msg } from '../../../shared/messages.es';
import { ApiError } from '../../lib/api-client';
import classes from './sources.module.css';

const t = msg.sources;

/** The formats the server reads (readers.ts); the picker offers only these, the server decides. */
const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,.csv,text/plain,text/markdown,text/csv,application/pdf';

export interface FileDropProps {
  /** Uploads the file; an ApiError's Spanish message shows under the zone. */
  onFile: (file: File) => Promise<void>;
}

/**
 * A drop zone that is also the file picker's button: a label around a visually hidden file input, so a
 * tap, a click, the keyboard and a drag all work without a drop-zone library.
 */
export function FileDrop({ onFile }: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    if (uploading) return;
    setError(null);
    setUploading(file.name);
    try {
      await onFile(file);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : msg.api.internal);
    } finally {
      setUploading(null);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file can be picked again after an error.
    event.currentTarget.value = '';
    if (file) void upload(file);
  };

  const handleDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!uploading) setDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  return (
    <Stack gap="xs">
      <label
        className={classes.drop}
        data-active={dragging || undefined}
        data-busy={uploading ? true : undefined}
        data-testid="source-drop"
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <input
          type="file"
          className={classes.input}
          accept={ACCEPT}
          aria-label={t.fileInput}
          disabled={uploading !== null}
          onChange={handleChange}
        />
        {uploading ? <Loader size="sm" /> : <IconUpload size={28} stroke={1.5} aria-hidden />}
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
          {uploading ? t.uploading(uploading) : dragging ? t.dropActive : t.dropTitle}
        </Text>
        <Text size="xs" c="dimmed">
          {t.dropHint}
        </Text>
      </label>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
