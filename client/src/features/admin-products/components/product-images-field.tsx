import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Badge, Button, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPhotoUp, IconStar, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES, PRODUCT_IMAGE_TYPES, productImageAtWidth } from '@common/product-images';
import { uploadProductImage } from '../api/upload-product-image';
import { addImages, imageFields, imageList, moveImage, removeImage } from './product-image-list';
import type { ProductFormState } from './product-form-values';

const MAX_MB = PRODUCT_IMAGE_LIMITS.maxBytes / 1024 / 1024;

type ImageAction = 'earlier' | 'later' | 'main' | 'remove';

/**
 * The product's images: drop files (or choose them) to upload, then order them; the first is the
 * main image (cards, cart, the top of the product page). Every action is a button, so the list is
 * arranged from the keyboard as well as the mouse; each change is announced to screen readers.
 */
export function ProductImagesField({ form }: { form: UseFormReturnType<ProductFormState> }) {
  const list = imageList(form.values);
  const [uploading, setUploading] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const openPicker = useRef<() => void>(null);
  const listRef = useRef<HTMLOListElement>(null);

  function setList(next: string[]) {
    const fields = imageFields(next);
    form.setFieldValue('imageUrl', fields.imageUrl);
    form.setFieldValue('images', fields.images);
  }

  /** After a move the pressed button may sit elsewhere, or be disabled: keep the focus on the moved image. */
  function focusAction(index: number, preferred: ImageAction) {
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelectorAll('li')[index];
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${preferred}"]:not(:disabled)`);
      (wanted ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    });
  }

  function act(action: ImageAction, index: number) {
    if (action === 'remove') {
      setList(removeImage(list, index));
      setAnnouncement(`Image ${index + 1} removed`);
      if (list.length > 1) focusAction(Math.min(index, list.length - 2), 'remove');
      return;
    }
    // Making an image the main one is moving it to the front.
    const target = action === 'earlier' ? index - 1 : action === 'later' ? index + 1 : 0;
    setList(moveImage(list, index, target));
    setAnnouncement(target === 0 ? `Image ${index + 1} is now the main image` : `Image ${index + 1} moved to position ${target + 1}`);
    focusAction(target, action);
  }

  async function upload(files: File[]) {
    const room = PRODUCT_IMAGE_LIMITS.perProduct - imageList(form.getValues()).length - uploading.length;
    const accepted = files.slice(0, Math.max(0, room));
    const refused = files
      .slice(accepted.length)
      .map((file) => `${file.name}: a product shows at most ${PRODUCT_IMAGE_LIMITS.perProduct} images`);
    setProblems(refused);
    setUploading((names) => [...names, ...accepted.map((file) => file.name)]);
    // One at a time, in the order dropped: the images join the list in that order.
    for (const file of accepted) {
      try {
        const url = await uploadProductImage(file);
        setList(addImages(imageList(form.getValues()), [url]));
        setAnnouncement(`${file.name} uploaded`);
      } catch (error) {
        setProblems((current) => [...current, `${file.name}: ${error instanceof Error ? error.message : String(error)}`]);
      } finally {
        setUploading((names) => {
          const at = names.indexOf(file.name);
          return at === -1 ? names : [...names.slice(0, at), ...names.slice(at + 1)];
        });
      }
    }
  }

  function reject(rejections: FileRejection[]) {
    setProblems(
      rejections.map(({ file, errors }) => {
        const tooLarge = errors.some((error) => error.code === 'file-too-large');
        return `${file.name}: ${tooLarge ? PRODUCT_IMAGE_MESSAGES.tooLarge : PRODUCT_IMAGE_MESSAGES.notImage}`;
      }),
    );
  }

  return (
    <Fieldset legend="Images" variant="filled">
      <Stack gap="sm">
        <Dropzone
          onDrop={(files) => void upload(files)}
          onReject={reject}
          accept={Object.keys(PRODUCT_IMAGE_TYPES)}
          maxSize={PRODUCT_IMAGE_LIMITS.maxBytes}
          openRef={openPicker}
          // The button below opens the picker, for mouse and keyboard alike; the area takes drops.
          activateOnClick={false}
          activateOnKeyboard={false}
          loading={uploading.length > 0}
          inputProps={{ 'aria-label': 'Upload product images' }}
          data-testid="product-images-dropzone"
          p="md"
        >
          <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={32} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                Drag images here
              </Text>
              <Text size="xs" c="dimmed">
                JPEG, PNG, WebP or AVIF, up to {MAX_MB} MB each. The first image is the main one.
              </Text>
            </div>
          </Group>
        </Dropzone>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconUpload size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => openPicker.current?.()}
        >
          Choose images…
        </Button>

        {problems.length > 0 && (
          <Stack gap={2} role="alert">
            {problems.map((problem) => (
              <Text key={problem} size="xs" c="red">
                {problem}
              </Text>
            ))}
          </Stack>
        )}
        {uploading.length > 0 && (
          <Text size="xs" c="dimmed">
            Uploading {uploading.join(', ')}…
          </Text>
        )}

        {list.length > 0 && (
          <ol
            ref={listRef}
            aria-label="Product images, main first"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}
          >
            {list.map((url, index) => (
              <ImageRow
                // The same address may appear twice (main and extra): its occurrence keeps keys apart.
                key={`${url}#${list.slice(0, index).filter((other) => other === url).length}`}
                url={url}
                index={index}
                count={list.length}
                error={index > 0 ? form.errors[`images.${index - 1}`] : undefined}
                onAction={act}
              />
            ))}
          </ol>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Fieldset>
  );
}

function ImageRow({
  url,
  index,
  count,
  error,
  onAction,
}: {
  url: string;
  index: number;
  count: number;
  error: React.ReactNode;
  onAction: (action: ImageAction, index: number) => void;
}) {
  const name = `image ${index + 1}`;
  const main = index === 0;
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      style={{ minWidth: 0 }}
      aria-label={main ? `Image 1, the main image` : `Image ${index + 1}`}
    >
      <img
        src={productImageAtWidth(url, 112)}
        alt=""
        width={56}
        height={56}
        style={{
          objectFit: 'cover',
          borderRadius: 'var(--mantine-radius-sm)',
          flexShrink: 0,
          background: 'var(--mantine-color-default-hover)',
        }}
      />
      {/* Zero basis: the modal's scroll area grows to its content's widest line, and a long address must not count. */}
      <Stack gap={0} style={{ flex: '1 1 0', minWidth: 0, width: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            Image {index + 1}
          </Text>
          {main && (
            <Badge size="xs" variant="light" leftSection={<IconStar size={10} aria-hidden />}>
              Main
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end" title={url}>
          {url}
        </Text>
        {error && (
          <Text size="xs" c="red">
            {error}
          </Text>
        )}
      </Stack>
      <Group gap={2} wrap="nowrap">
        {[
          { action: 'earlier' as const, label: `Move ${name} earlier`, icon: IconArrowUp, disabled: main },
          { action: 'later' as const, label: `Move ${name} later`, icon: IconArrowDown, disabled: index === count - 1 },
          { action: 'main' as const, label: `Make ${name} the main image`, icon: IconStar, disabled: main },
          { action: 'remove' as const, label: `Remove ${name}`, icon: IconTrash, disabled: false, color: 'red' },
        ].map(({ action, label, icon: Icon, disabled, color }) => (
          <ActionIcon
            key={action}
            variant="subtle"
            color={color}
            data-action={action}
            aria-label={label}
            disabled={disabled}
            onClick={() => onAction(action, index)}
          >
            <Icon size={16} />
          </ActionIcon>
        ))}
      </Group>
    </Group>
  );
}
